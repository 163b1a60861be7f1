import { describe, expect, it } from 'vitest'
import { shareCardPath } from './share-card'

describe('shareCardPath', () => {
  it('names one PNG per deal, per category and for home, with the cards’ version', () => {
    expect(shareCardPath({ kind: 'deal', dealId: 42 })).toBe('/images/share/deal/42.png?v=1')
    expect(shareCardPath({ kind: 'category', shortName: 'beauty' })).toBe(
      '/images/share/category/beauty.png?v=1',
    )
    expect(shareCardPath({ kind: 'home' })).toBe('/images/share/home.png?v=1')
  })
})
