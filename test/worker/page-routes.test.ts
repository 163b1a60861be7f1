import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { pageTypeFromPath } from '../../src/shared/domain/pageType'
import { storefrontRoutes } from '../../src/worker/routes/pages/storefront-routes'

/** URLs of every §2 row, the pages the table leaves out, and the odd spellings (case, slashes,
 * escapes, flags) the storefront has always answered. */
const URLS = [
  '/',
  '/guides/hub',
  '/guides/holiday-deals?claim-my-gift=true',
  '/guides/x?claim-my-gift=false',
  '/guides/special',
  '/london/special/mothers-day',
  '/deals/special',
  '/deals/london/special/x',
  '/deal/dublin/gift-finder',
  '/london/gift-finder',
  '/gifts-for-mum',
  '/gifts-for-mum/x/y',
  '/gifts',
  '/gifts/for-her',
  '/gifts/a/b',
  '/recommended-for-you',
  '/early-bird/x',
  '/recently-viewed',
  '/search',
  '/search/spa?q=1',
  '/welcome/spa-day',
  '/insights',
  '/map-view',
  '/deal/london/spa/42?dealPreview=true',
  '/deal-preview/london/spa/42?dealPreview',
  '/deal/london/spa/42?dealPreview=0',
  '/deals/london?dealPreview=true',
  '/deals/national-deal?dealPreview=true',
  '/search?dealPreview=true',
  '/?dealPreview=true',
  '/checkout?dealPreview=true',
  '/vip/deal/london/spa/42',
  '/vip/deal-preview/london/spa/42',
  '/vip/42/7',
  '/vip/0/7',
  '/vip/deals/london',
  '/vip/near-me/hub',
  '/vip/x',
  '/vip',
  '/deals/national-deal',
  '/deals/shop',
  '/deals/shopx',
  '/deals/national-deal/spa',
  '/national-deal',
  '/shop',
  '/shop/gifts',
  '/deals/london',
  '/deals',
  '/deals/vip',
  '/deals/vip/x',
  '/near-me',
  '/near-me/hub',
  '/near-me/hub/x',
  '/near-me/beauty/nails/islington',
  '/national-deal/spa',
  '/find',
  '/find/x',
  '/gshop/kitchen/12345',
  '/deals/shop/gshop',
  '/deals/x/gshop/y',
  '/deal/london/spa/massage/42/spa-day',
  '/deal/shop/gifts/e/mug-set',
  '/deal-preview/london/spa/42',
  '/deal/travel/uk-breaks/42',
  '/deal',
  '/42/7',
  '/42',
  '/checkout',
  '/checkout/payment',
  '/order-addon/123',
  '/myaccount',
  '/myaccount/profile',
  '/myaccount/special',
  '/myaccount/vouchers',
  '/myaccount/vouchers/987',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/activate-password',
  '/account',
  '/email-preferences',
  '/merchant',
  '/merchant/login',
  '/admin/audit',
  '/extend',
  '/claim-gift',
  '/mygift/abc123',
  '/travel',
  '/escapes/uk-breaks',
  '/deals/travel',
  '/deals/escapes/spa-breaks',
  '/deals/wellness-collection',
  '/deals/wellness-collection/massage',
  '/page/aboutus',
  '/page/gift-finder',
  '/discountcodes',
  '/london',
  '/r/abc123',
  '/R/abc123',
  '/wishlist',
  '/Wishlist',
  '/buy-again',
  '/second-checkout/benefits',
  '/giftcard/redeem',
  '/credit',
  '/no-such-page/at/all',
  '/deals/national-deal/',
  '//deals//london//',
  '/Deals/National-Deal',
  '/DEAL/London/Spa/42',
  '/%67ifts',
  '/%E0%A4%A/x',
  '/%',
]

describe('storefront routes', () => {
  it.each(URLS)('give %s the page type storefront §2 gives it', (written) => {
    const url = new URL(written, 'http://localhost')
    const found = storefrontRoutes.match(url)
    expect(found?.route.pageType).toBe(
      pageTypeFromPath({ path: url.pathname, query: url.searchParams }),
    )
  })

  it('hand loaders the segments and named segments as written', () => {
    const found = storefrontRoutes.match(new URL('http://localhost/Deals/London/'))
    expect(found).toMatchObject({
      path: '/Deals/London',
      segments: ['Deals', 'London'],
      params: { location: 'London' },
    })
  })
})

describe('cache intent', () => {
  it.each([
    '/wishlist',
    '/buy-again',
    '/credit',
    '/extend',
    '/guides/x?claim-my-gift',
    '/deal-preview/x/y/1',
    '/deal/x/y/1?dealPreview',
    '/deals/london',
    '/',
    '/myaccount/profile',
  ])('never reaches the browser as a header (%s)', async (path) => {
    const res = await SELF.fetch(`http://localhost${path}`, { redirect: 'manual' })
    await res.arrayBuffer()
    expect(res.headers.get('x-page-cache-control')).toBeNull()
  })
})
