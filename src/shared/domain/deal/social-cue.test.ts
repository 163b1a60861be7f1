import { describe, expect, it } from 'vitest'
import { socialCueMessage } from './social-cue'

describe('socialCueMessage', () => {
  it('counts the buyers of the last 24 hours in the spec wording', () => {
    expect(socialCueMessage({ lastSixHours: 2, lastTwelveHours: 5, lastTwentyFourHours: 12 })).toBe(
      '12 others bought this deal in the last 24 hours!',
    )
  })

  it('prefers the 24-hour line over the today line', () => {
    expect(socialCueMessage({ lastTwentyFourHours: 12, boughtToday: 7 })).toBe(
      '12 others bought this deal in the last 24 hours!',
    )
  })

  it('uses a shorter window when the 24-hour count is missing', () => {
    expect(socialCueMessage({ lastSixHours: 3, lastTwentyFourHours: null })).toBe(
      '3 others bought this deal in the last 24 hours!',
    )
  })

  it('never claims fewer than a shorter window already counts', () => {
    expect(socialCueMessage({ lastTwelveHours: 9, lastTwentyFourHours: 4 })).toBe(
      '9 others bought this deal in the last 24 hours!',
    )
  })

  it('falls back to the today line when only today is known', () => {
    expect(socialCueMessage({ boughtToday: 7 })).toBe(
      '7 others have already bought this deal today!',
    )
  })

  it('speaks of one buyer in the singular', () => {
    expect(socialCueMessage({ lastTwentyFourHours: 1 })).toBe(
      '1 other bought this deal in the last 24 hours!',
    )
    expect(socialCueMessage({ boughtToday: 1 })).toBe('1 other has already bought this deal today!')
  })

  it('groups thousands', () => {
    expect(socialCueMessage({ lastTwentyFourHours: 1500 })).toBe(
      '1,500 others bought this deal in the last 24 hours!',
    )
  })

  it('says nothing when nobody bought it', () => {
    expect(
      socialCueMessage({
        lastSixHours: 0,
        lastTwelveHours: 0,
        lastTwentyFourHours: 0,
        boughtToday: 0,
      }),
    ).toBeNull()
    expect(socialCueMessage({})).toBeNull()
  })

  it('ignores negative and unreadable counts', () => {
    expect(socialCueMessage({ lastTwentyFourHours: -3, boughtToday: Number.NaN })).toBeNull()
  })
})
