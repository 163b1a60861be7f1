import { describe, expect, it } from 'vitest'
import { BRAND_IDS } from '../../config/brands'
import { INDEXABLE_GSHOP_SLUG, gshopMeta } from './gshop'

describe('gshopMeta', () => {
  it('is null for a path without a gshop segment', () => {
    expect(gshopMeta('/deals/shop/electronics', 'dealio')).toBeNull()
    expect(gshopMeta('/', 'dealio')).toBeNull()
    expect(gshopMeta('/gshopping/x', 'dealio')).toBeNull()
  })

  it('titles a shop page after its last path segment, in words', () => {
    expect(gshopMeta('/gshop/garden-furniture', 'dealio')?.title).toBe('Garden Furniture')
    expect(gshopMeta('/deals/gshop/Mens_Gifts/', 'dealio')?.title).toBe('Mens Gifts')
    expect(gshopMeta('/gshop/christmas/stocking%20fillers', 'livingsocial')?.title).toBe(
      'Stocking Fillers',
    )
    expect(gshopMeta('/gshop', 'dealio')?.title).toBe('Shop')
  })

  it('keeps shop pages out of the index on every brand', () => {
    for (const brandId of BRAND_IDS) {
      expect(gshopMeta('/gshop/garden-furniture', brandId)?.robots).toBe('NOINDEX, FOLLOW')
      expect(gshopMeta('/gshop/1002', brandId)?.robots).toBe('NOINDEX, FOLLOW')
    }
  })

  it('lets the one numeric slug be indexed on the main UK brand only', () => {
    const path = `/gshop/${INDEXABLE_GSHOP_SLUG}`
    expect(gshopMeta(path, 'dealio')).toEqual({
      title: INDEXABLE_GSHOP_SLUG,
      robots: 'INDEX, FOLLOW',
    })
    expect(gshopMeta(path, 'dealioie')?.robots).toBe('NOINDEX, FOLLOW')
    expect(gshopMeta(path, 'livingsocial')?.robots).toBe('NOINDEX, FOLLOW')
    expect(gshopMeta(path, 'livingsocialie')?.robots).toBe('NOINDEX, FOLLOW')
  })

  it('indexes the slug only as the last segment', () => {
    expect(gshopMeta(`/gshop/${INDEXABLE_GSHOP_SLUG}/toys`, 'dealio')?.robots).toBe(
      'NOINDEX, FOLLOW',
    )
  })
})
