import { describe, expect, it } from 'vitest'
import { resolveLocationShortName } from './location'

const knownShortNames = ['london', 'leeds', 'national-deal', 'wellness-collection']
const resolve = (cookie: string | null | undefined): string =>
  resolveLocationShortName({ cookie, knownShortNames, brandDefault: 'london' })

describe('resolveLocationShortName', () => {
  it('uses the cookie when it names a known location of the brand', () => {
    expect(resolve('leeds')).toBe('leeds')
  })

  it('matches regardless of case and surrounding space, answering the known spelling', () => {
    expect(resolve('  LeEdS ')).toBe('leeds')
  })

  it('decodes a URL-encoded cookie before matching', () => {
    expect(resolve('%20leeds%20')).toBe('leeds')
    expect(resolve('national%2Ddeal')).toBe('national-deal')
  })

  it('accepts a cookie value wrapped in double quotes', () => {
    expect(resolve('"leeds"')).toBe('leeds')
  })

  it('falls back to the brand default for a location the brand does not have', () => {
    expect(resolve('dublin')).toBe('london')
  })

  it('falls back to the brand default when there is no cookie', () => {
    expect(resolve(undefined)).toBe('london')
    expect(resolve(null)).toBe('london')
    expect(resolve('')).toBe('london')
    expect(resolve('   ')).toBe('london')
  })

  it.each([
    ['a malformed escape', '%E0%A4%A'],
    ['a lone percent sign', '%'],
    ['markup', '<script>alert(1)</script>'],
    ['a very long value', 'leeds'.repeat(10_000)],
    ['a prototype key', '__proto__'],
    ['an empty quoted value', '""'],
  ])('never throws on %s and answers the brand default', (_label, cookie) => {
    expect(resolve(cookie)).toBe('london')
  })

  it('answers the default when the brand has no known locations', () => {
    expect(
      resolveLocationShortName({ cookie: 'leeds', knownShortNames: [], brandDefault: 'dublin' }),
    ).toBe('dublin')
  })
})
