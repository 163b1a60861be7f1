import { describe, expect, it } from 'vitest'
import { canonicalDealPath, evergreenSlug, isCanonicalDealPath } from './canonical-deal-path'

const deal = {
  id: 42,
  urlPath: '/deal/london/spa/42/spa-day-for-2',
  evergreenUrl: '/deal/london/spa/e/spa-day-london',
}

describe('canonicalDealPath', () => {
  it('is the deal urlPath for a plain deal path', () => {
    expect(
      canonicalDealPath({
        path: '/deal/leeds/other/42/x',
        deal,
        productId: null,
        evergreen: false,
      }),
    ).toBe(deal.urlPath)
  })

  it('turns the short form into the full path and keeps the product after the id', () => {
    expect(canonicalDealPath({ path: '/42/7/', deal, productId: 7, evergreen: false })).toBe(
      '/deal/london/spa/42/7/spa-day-for-2',
    )
  })

  it('answers the evergreen URL for the evergreen form, product after the marker', () => {
    expect(
      canonicalDealPath({ path: '/deal/a/b/e/9/old', deal, productId: 9, evergreen: true }),
    ).toBe('/deal/london/spa/e/9/spa-day-london')
  })

  it('falls back to the urlPath when the deal has no evergreen URL', () => {
    const plain = { ...deal, evergreenUrl: null }
    expect(
      canonicalDealPath({ path: '/deal/a/b/e/x', deal: plain, productId: null, evergreen: true }),
    ).toBe(deal.urlPath)
  })

  it('keeps the vip and deal-preview segments of the request', () => {
    const input = { deal, productId: null, evergreen: false }
    expect(canonicalDealPath({ ...input, path: '/vip/deal/x/y/42' })).toBe(`/vip${deal.urlPath}`)
    expect(canonicalDealPath({ ...input, path: '/deal-preview/x/y/42' })).toBe(
      '/deal-preview/london/spa/42/spa-day-for-2',
    )
  })
})

describe('evergreenSlug', () => {
  it('reads the slug after the marker, skipping a product id', () => {
    expect(evergreenSlug('/deal/shop/gifts/e/mug-set')).toBe('mug-set')
    expect(evergreenSlug('/deal/shop/gifts/E/9/Mug-Set/')).toBe('mug-set')
  })

  it('is null without a marker or a slug', () => {
    expect(evergreenSlug('/deal/shop/gifts/42/mug-set')).toBeNull()
    expect(evergreenSlug('/deal/shop/gifts/e/9')).toBeNull()
  })
})

describe('isCanonicalDealPath', () => {
  it('forgives a trailing slash and nothing else', () => {
    expect(isCanonicalDealPath(`${deal.urlPath}/`, deal.urlPath)).toBe(true)
    expect(isCanonicalDealPath(deal.urlPath.toUpperCase(), deal.urlPath)).toBe(false)
    expect(isCanonicalDealPath('/deal/london/spa/42', deal.urlPath)).toBe(false)
  })
})
