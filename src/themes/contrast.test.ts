import { describe, expect, it } from 'vitest'
import { contrastFailures, contrastRatio, relativeLuminance } from './contrast'
import { TOKENS } from './tokens'

describe('contrastRatio', () => {
  it('follows WCAG 2.1: 21 for black on white, 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5)
    expect(contrastRatio('#777777', '#777777')).toBe(1)
    // A known reference value: #767676 on white is the lightest grey that passes AA.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
    expect(relativeLuminance('#ff0000')).toBeCloseTo(0.2126, 4)
  })

  it('refuses colours it cannot read rather than passing them', () => {
    expect(() => relativeLuminance('rgb(0 0 0)')).toThrow()
  })
})

describe('every skin', () => {
  it.each(Object.entries(TOKENS))(
    '%s meets AA: 4.5:1 for body text, 3:1 for UI, on every pairing components use',
    (_, tokens) => {
      expect(contrastFailures(tokens.colors)).toEqual([])
    },
  )

  const withDark = Object.entries(TOKENS).flatMap(([id, tokens]) =>
    tokens.dark ? [[id, tokens.dark] as const] : [],
  )

  it('the base skins have a dark palette; Black Friday and VIP stay dark by design', () => {
    expect(withDark.map(([id]) => id)).toEqual(['dealio', 'livingsocial'])
    expect(TOKENS.blackfriday.dark).toBeUndefined()
    expect(TOKENS.blackfriday.colorScheme).toBe('dark')
  })

  it.each(withDark)('%s in dark meets AA on every pairing too', (_, dark) => {
    expect(contrastFailures(dark)).toEqual([])
  })
})
