import { describe, expect, it } from 'vitest'
import {
  hasControlCharacters,
  INVALID_NAME_MESSAGE,
  NameText,
  withoutControlCharacters,
} from './name-rule'

describe('name rule', () => {
  it('trims and accepts ordinary names, accents and apostrophes included', () => {
    expect(NameText(100).parse('  Siobhán O’Neill-Smith ')).toBe('Siobhán O’Neill-Smith')
  })

  it.each(['Ann\u0000', 'A\u0007nn', 'Ann\nBob', 'Ann\tBob', 'Ann\u007f', 'Ann\u0085', 'A\u009fn'])(
    'refuses %j with a clear message',
    (name) => {
      const parsed = NameText(100).safeParse(name)
      expect(parsed.success).toBe(false)
      expect(parsed.error?.issues[0]?.message).toBe(INVALID_NAME_MESSAGE)
    },
  )

  it('trims surrounding whitespace before checking', () => {
    expect(NameText(100).parse('\n Ann \t')).toBe('Ann')
    expect(hasControlCharacters('Ann')).toBe(false)
  })

  it('keeps the length limit', () => {
    expect(NameText(3).safeParse('Anna').success).toBe(false)
  })

  it('strips control characters from names it cannot refuse', () => {
    expect(withoutControlCharacters('A\u0000n\u009fn\n')).toBe('Ann')
  })
})
