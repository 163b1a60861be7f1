import { describe, expect, it } from 'vitest'
import { flagsFrom, heartsToMark } from './wishlist-state'

describe('flagsFrom', () => {
  it('reads the flags answer', () => {
    expect(flagsFrom({ id: 'abc', dealIds: [1, 2] })).toEqual({ id: 'abc', dealIds: [1, 2] })
    expect(flagsFrom({ id: null, dealIds: [] })).toEqual({ id: null, dealIds: [] })
  })

  it('refuses anything else', () => {
    expect(flagsFrom(null)).toBeNull()
    expect(flagsFrom({ id: 3, dealIds: [] })).toBeNull()
    expect(flagsFrom({ id: 'a', dealIds: ['1'] })).toBeNull()
  })
})

describe('heartsToMark', () => {
  it('keeps only hearts naming a deal id', () => {
    const hearts = [{ dataset: { wishlistDeal: '12' } }, { dataset: { wishlistDeal: 'x' } }]
    expect(heartsToMark(hearts)).toEqual([hearts[0]])
  })
})
