import { describe, expect, it } from 'vitest'
import { subcategoryRule } from './subcategory-rule'

describe('subcategoryRule', () => {
  it.each([14, 17, 386, 398, 585, 586])('allows subcategory %i only under 50', (subCategoryId) => {
    const lines = [{ lineId: 'a', subCategoryId }]
    expect(subcategoryRule({ lines, total: 4999, currency: 'GBP' }).allowed).toBe(true)
    expect(subcategoryRule({ lines, total: 5000, currency: 'GBP' })).toEqual({
      allowed: false,
      blockedLineIds: ['a'],
      message:
        'Some items in your basket can only be bought in orders under £50. Please remove them or reduce your order.',
    })
  })

  it('allows other subcategories at any total', () => {
    const lines = [
      { lineId: 'a', subCategoryId: 15 },
      { lineId: 'b', subCategoryId: null },
    ]
    expect(subcategoryRule({ lines, total: 900_000, currency: 'EUR' }).allowed).toBe(true)
  })

  it('reads 50 in the basket currency', () => {
    const lines = [{ lineId: 'a', subCategoryId: 586 }]
    expect(subcategoryRule({ lines, total: 5000, currency: 'EUR' }).message).toContain('€50')
  })

  it('blocks only the restricted lines', () => {
    const lines = [
      { lineId: 'a', subCategoryId: 1 },
      { lineId: 'b', subCategoryId: 17 },
    ]
    expect(subcategoryRule({ lines, total: 8000, currency: 'GBP' }).blockedLineIds).toEqual(['b'])
  })
})
