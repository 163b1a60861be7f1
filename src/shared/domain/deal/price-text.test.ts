import { describe, expect, it } from 'vitest'
import { ELLIPSIS, truncateText, visiblePriceText } from './price-text'

describe('visiblePriceText', () => {
  it.each(['£10 off', '50% off', 'from €99', 'save 10%'])(
    'hides %j when the flag is set',
    (text) => {
      expect(visiblePriceText(text, true)).toBeNull()
    },
  )

  it.each(['£10 off', '50% off', 'from €99'])('keeps %j when the flag is not set', (text) => {
    expect(visiblePriceText(text, false)).toBe(text)
  })

  it('keeps a caption without money symbols when the flag is set', () => {
    expect(visiblePriceText('per room', true)).toBe('per room')
  })

  it('does not hide text for other currency symbols', () => {
    expect(visiblePriceText('$10 off', true)).toBe('$10 off')
  })

  it('trims the caption it shows', () => {
    expect(visiblePriceText('  pp  ', false)).toBe('pp')
  })

  it.each([null, undefined, '', '   '])('shows nothing for %j', (text) => {
    expect(visiblePriceText(text, false)).toBeNull()
  })
})

describe('truncateText', () => {
  const text = 'Spa day with afternoon tea for two'

  it('leaves text shorter than the limit alone', () => {
    expect(truncateText('Spa day', 20)).toBe('Spa day')
  })

  it('leaves text exactly at the limit alone', () => {
    expect(truncateText('Spa day', 7)).toBe('Spa day')
  })

  it('leaves empty text empty', () => {
    expect(truncateText('', 10)).toBe('')
  })

  it('cuts at the last space before the limit and adds an ellipsis', () => {
    expect(truncateText(text, 20)).toBe(`Spa day with${ELLIPSIS}`)
  })

  it('never returns more characters than the limit, ellipsis included', () => {
    for (let limit = 1; limit <= text.length + 2; limit += 1) {
      expect(truncateText(text, limit).length).toBeLessThanOrEqual(limit)
    }
  })

  it('never cuts a word', () => {
    const words = new Set(text.split(' '))
    for (let limit = 1; limit < text.length; limit += 1) {
      const kept = truncateText(text, limit).slice(0, -ELLIPSIS.length)
      for (const word of kept.split(' ').filter(Boolean)) expect(words).toContain(word)
    }
  })

  it('does not keep a whole word that would push the ellipsis past the limit', () => {
    // 'Spa day with' is 12 characters; with the ellipsis it needs a limit of 13.
    expect(truncateText(text, 13)).toBe(`Spa day with${ELLIPSIS}`)
    expect(truncateText(text, 12)).toBe(`Spa day${ELLIPSIS}`)
  })

  it('leaves only the ellipsis when the first word is longer than the limit', () => {
    expect(truncateText('Supercalifragilistic spa', 10)).toBe(ELLIPSIS)
  })

  it('leaves only the ellipsis for a single long word', () => {
    expect(truncateText('Supercalifragilistic', 10)).toBe(ELLIPSIS)
  })

  it('drops punctuation left dangling at the cut', () => {
    expect(truncateText('Spa day, afternoon tea and prosecco', 16)).toBe(`Spa day${ELLIPSIS}`)
  })

  it('cuts at a line break or tab as at a space', () => {
    expect(truncateText('Spa day\nwith afternoon tea', 12)).toBe(`Spa day${ELLIPSIS}`)
  })

  it('gives nothing for a limit of zero', () => {
    expect(truncateText(text, 0)).toBe('')
  })
})
