import { describe, expect, it } from 'vitest'
import { closestWord, editDistance, trigramExpression, trigrams } from './spelling'

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and adjacent swaps as one edit each', () => {
    expect(editDistance('masage', 'massage', 2)).toBe(1)
    expect(editDistance('massgae', 'massage', 2)).toBe(1)
    expect(editDistance('facal', 'facial', 2)).toBe(1)
    expect(editDistance('spa', 'spa', 2)).toBe(0)
    expect(editDistance('kitten', 'sitting', 5)).toBe(3)
  })

  it('stops at its limit', () => {
    expect(editDistance('spa', 'afternoon', 2)).toBe(3)
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3)
  })
})

describe('closestWord', () => {
  const vocabulary = new Map([
    ['massage', 5],
    ['message', 9],
    ['facial', 3],
    ['spa', 40],
  ])

  it('picks the fewest edits, then the most frequent word', () => {
    expect(closestWord('masage', vocabulary)).toBe('massage')
    expect(closestWord('facail', vocabulary)).toBe('facial')
  })

  it('leaves short words and words too far from any other alone', () => {
    expect(closestWord('spz', vocabulary)).toBeNull()
    expect(closestWord('zzzzzz', vocabulary)).toBeNull()
  })
})

describe('trigrams', () => {
  it('lists each three-letter piece once, quoted and OR-ed for the trigram index', () => {
    expect(trigrams('aaaa')).toEqual(['aaa'])
    expect(trigramExpression('masage')).toBe('"mas" OR "asa" OR "sag" OR "age"')
  })
})
