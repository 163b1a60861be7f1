import { describe, expect, it } from 'vitest'
import { ftsExpression, searchTerms } from './search-terms'

describe('searchTerms', () => {
  it('keeps letters and digits, folds case and accents, drops stop words and lone letters', () => {
    expect(searchTerms('The Spa DAY for 2 at Café Rouge')).toEqual([
      'spa',
      'day',
      '2',
      'cafe',
      'rouge',
    ])
  })

  it('turns FTS5 syntax into separators', () => {
    expect(searchTerms('"spa" OR NEAR(massage, 2) headline:facial -nails *')).toEqual([
      'spa',
      'massage',
      '2',
      'headline',
      'facial',
      'nails',
    ])
    expect(searchTerms('a:b "*" -')).toEqual([])
  })

  it('keeps at most eight distinct words', () => {
    expect(searchTerms('spa spa spa')).toEqual(['spa'])
    expect(searchTerms('one two three four five six seven eight nine ten')).toHaveLength(8)
  })
})

describe('ftsExpression', () => {
  it('quotes every term and prefixes only terms of three letters or more', () => {
    expect(ftsExpression(['spa', 'day'], 'none')).toBe('"spa" "day"')
    expect(ftsExpression(['sp', 'mass'], 'all')).toBe('"sp" "mass"*')
    expect(ftsExpression(['full', 'bo'], 'last')).toBe('"full" "bo"')
    expect(ftsExpression(['full', 'bod'], 'last', 'headline')).toBe('headline : ("full" "bod"*)')
  })

  it('is null without terms', () => {
    expect(ftsExpression([], 'all')).toBeNull()
  })
})
