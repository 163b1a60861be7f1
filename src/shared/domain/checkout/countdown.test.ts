import { describe, expect, it } from 'vitest'
import { checkoutCountdown } from './countdown'
import { testNow } from '../../../../scripts/lib/test-clock.mjs'

const start = new Date(testNow())
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000)

describe('checkoutCountdown', { tags: ['dated'] }, () => {
  it.each([
    [0, '10:00', false],
    [90, '08:30', false],
    [599.5, '00:01', false],
    [600, '00:00', true],
    [900, '00:00', true],
    [-30, '10:00', false],
  ])('after %ss shows %s (elapsed: %s)', (seconds, display, timerElapsed) => {
    expect(checkoutCountdown(start, at(seconds))).toMatchObject({ display, timerElapsed })
  })

  it('takes another duration', () => {
    expect(checkoutCountdown(start, at(10), 60_000)).toEqual({
      remainingMs: 50_000,
      timerElapsed: false,
      display: '00:50',
    })
  })
})
