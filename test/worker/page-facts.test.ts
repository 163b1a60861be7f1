import { describe, expect, it } from 'vitest'
import { PAGE_TYPES, type PageType } from '../../src/shared/domain/pageType'
import type { PageRoute } from '../../src/worker/http/page-match'
import { storefrontRoutes } from '../../src/worker/routes/pages/storefront-routes'

/** Each page route declares, in one place, everything the page stack reads about it: page type,
 * loader, cache policy, login, skin and travel menu (http/page-match.ts). */
const routeOf = (path: string) => {
  const found = storefrontRoutes.match(new URL(path, 'http://localhost'))
  if (!found) throw new Error(`no route for ${path}`)
  return found.route
}

describe('every page route', () => {
  it('declares its page type, loader, cache policy, login, skin and menu', () => {
    expect(storefrontRoutes.routes.length).toBeGreaterThan(50)
    for (const route of storefrontRoutes.routes) {
      expect(PAGE_TYPES).toContain(route.pageType)
      expect(route.load).toBeTypeOf('function')
      expect(route.login).toBeTypeOf('boolean')
      expect(['brand', 'vip']).toContain(route.skin)
      expect(route.travelMenu).toBe(route.pageType === 'travel')
      if (route.cache !== 'private') {
        expect(route.cache.params).toContain('site')
        for (const name of route.cache.params) expect(name).toMatch(/^[\w-]+$/)
      } else {
        expect(route.cache).toBe('private')
      }
    }
  })

  it('is never cached when it needs a login (protected pages are personal)', () => {
    for (const route of storefrontRoutes.routes.filter(({ login }) => login)) {
      expect(route.cache, route.pageType).toBe('private')
    }
  })

  it('cannot leave a fact out: the type asks for every one', () => {
    // @ts-expect-error a route without its cache policy, login and skin does not compile
    const partial: PageRoute = { pageType: 'other', load: () => new Response() }
    expect(partial).toBeDefined()
  })
})

describe('login', () => {
  it.each([
    '/myaccount',
    '/myaccount/profile',
    '/myaccount/vouchers',
    '/myaccount/vouchers/12/refund',
    '/MyAccount/Password',
    '/order-addon',
    '/order-addon/123',
    '/account',
    '/account/settings',
  ])('is asked of a logged-out visitor on %s', (path) => {
    expect(routeOf(path).login).toBe(true)
  })

  it.each([
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password',
    '/activate-password',
    '/order-addon/signin-page',
    '/order-addon/signin-page/x',
    '/checkout',
    '/mygift',
    '/email-preferences',
    '/',
    '/wishlist',
    '/deal/london/spa/42',
  ])('is not asked on %s, so login never redirects to itself', (path) => {
    expect(routeOf(path).login).toBe(false)
  })

  it('is asked only on the account area, vouchers and order add-ons', () => {
    const types = new Set(storefrontRoutes.routes.filter((r) => r.login).map((r) => r.pageType))
    expect([...types].sort()).toEqual(['account', 'myaccount', 'order-addon', 'vouchers'])
  })
})

describe('cache policy', () => {
  const CACHED: readonly [string, PageType][] = [
    ['/', 'root'],
    ['/deals/shop', 'homepage'],
    ['/deals/london', 'category'],
    ['/london/special/x', 'special'],
    ['/gifts', 'gifts'],
    ['/gifts-for-mum', 'gift-finder'],
    ['/early-bird', 'early-bird'],
    ['/guides/x', 'guide'],
    ['/travel', 'travel'],
    ['/deals/wellness-collection', 'wellness-collection'],
    ['/search', 'search'],
    ['/map-view', 'map-view'],
    ['/vip/deals/london', 'vipCategory'],
    ['/deal/london/spa/42', 'deal'],
    ['/wishlist', 'other'],
    ['/page/aboutus', 'other'],
  ]

  it.each(CACHED)('caches %s (%s)', (path, pageType) => {
    const route = routeOf(path)
    expect(route.pageType).toBe(pageType)
    expect(route.cache).not.toBe('private')
  })

  it('keys each page on the parameters it reads and no other', () => {
    const params = (path: string) => {
      const { cache } = routeOf(path)
      return cache === 'private' ? cache : [...cache.params].sort()
    }
    expect(params('/deal/london/spa/42')).toEqual(
      ['arrival', 'departure', 'guests', 'productId', 'sc_cid', 'site', 'source'].sort(),
    )
    expect(params('/guides/x')).toEqual(['site'])
    expect(params('/wishlist')).toEqual(['credit_validation', 'page', 'renew', 'site'])
    expect(params('/deals/london')).toContain('page')
    expect(params('/deals/london')).not.toContain('pageSize')
    expect(params('/gifts-for-mum')).toEqual(
      expect.arrayContaining(['giftFor', 'character', 'budget', 'page']),
    )
    expect(params('/deals/london')).not.toContain('giftFor')
  })

  it.each([
    '/checkout',
    '/login',
    '/myaccount/profile',
    '/mygift',
    '/extend',
    '/insights',
    '/welcome/spa-day',
    '/recently-viewed',
    '/recommended-for-you',
    '/vip/deal/london/spa/42',
    '/deal/london/spa/42?dealPreview',
    '/guides/x?claim-my-gift',
  ])('never stores %s', (path) => {
    expect(routeOf(path).cache).toBe('private')
  })

  it('gives the fast path every parameter some cached page reads', () => {
    const some = storefrontRoutes.cacheParams()
    for (const name of ['site', 'page', 'arrival', 'giftFor', 'renew']) expect(some).toContain(name)
    expect(some).not.toContain('redirect')
  })
})

describe('skin', () => {
  it.each(['/vip/deal/london/spa/42', '/vip/deals/london', '/deals/vip', '/deals/vip/x'])(
    'is the VIP skin on %s',
    (path) => expect(routeOf(path).skin).toBe('vip'),
  )

  it.each(['/', '/deals/london', '/deal/london/spa/42', '/myaccount/profile', '/deals/vipx'])(
    "is the brand's own on %s",
    (path) => expect(routeOf(path).skin).toBe('brand'),
  )
})
