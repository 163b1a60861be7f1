import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { PAGE_TYPES } from '../../src/shared/domain/pageType'
import { formatLongDate } from '../../src/shared/format/long-date'
import { storefrontRoutes } from '../../src/worker/routes/pages/storefront-routes'
import { makeShopper, type Shopper } from '../fixtures/make-shopper'
import { ORIGIN } from './account-client'
import { inDays } from './clock'
import { buyVouchers } from './refunds-client'

// The pages that used to say 'Coming soon' (/welcome, /find, /extend, the claim-experience-gift
// guide page) render their real content, and no known page answers 'Coming soon' any more.

const get = (path: string, who?: Shopper | { cookie: string }) =>
  SELF.fetch(`${ORIGIN}${path}`, {
    redirect: 'manual',
    headers: who ? { cookie: who.cookie } : {},
  })

/** The page's HTML without React's text separators, so sentences read as shown. */
const text = async (res: Response) => (await res.text()).replaceAll('<!-- -->', '')

const page = async (path: string, who?: Shopper | { cookie: string }) => {
  const res = await get(path, who)
  expect(res.status, path).toBe(200)
  return text(res)
}

const h1 = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '')

describe('/welcome, the paid-campaign landing', () => {
  it('shows the campaign’s category in its location, with the new-customer offer', async () => {
    const html = await page('/welcome?utm_campaign=spring_spa&category=beauty&location=manchester')
    expect(h1(html)).toBe('Beauty deals in Manchester')
    expect(html).toContain('data-testid="welcome-offer"')
    expect(html).toContain('EXTRA10')
    expect(html).toContain('href="/page/promo"')
    expect(html).toContain('data-testid="deal-card"')
    expect(html).toContain('href="/deals/manchester/beauty"')
    expect(html).toMatch(/<meta name="robots" content="NOINDEX, FOLLOW"/)
  })

  it('reads the category from the path too', async () => {
    expect(h1(await page('/welcome/food-drink'))).toBe('Food &amp; Drink deals in London')
  })

  it('falls back to the location’s best deals when the link names no known category', async () => {
    const html = await page('/welcome?category=no-such-thing&location=nowhere')
    expect(h1(html)).toBe('Today&#x27;s best deals in London')
    expect(html).toContain('data-testid="deal-card"')
  })
})

describe('/find, search-led discovery', () => {
  it('has the search box with its suggestions, the categories and trending deals', async () => {
    const html = await page('/find')
    expect(h1(html)).toBe('Find your next deal')
    expect(html).toMatch(/data-testid="find-search"[\s\S]*?data-island="search-autocomplete"/)
    expect(html).toMatch(/data-testid="find-categories"[\s\S]*?href="\/deals\/london\/beauty"/)
    expect(html).toMatch(/data-testid="find-trending"[\s\S]*?data-testid="deal-card"/)
  })

  it('is one page: /find/anything is not found', async () => {
    expect((await get('/find/anything')).status).toBe(404)
  })
})

describe('/extend, the voucher-extension landing', () => {
  it('explains the extension and asks a signed-out shopper to sign in', async () => {
    const html = await page('/extend')
    expect(h1(html)).toBe('Extend your voucher')
    expect(html).toContain('3 months')
    expect(html).toContain('£1.99 to £9.99')
    expect(html).toContain('data-testid="extend-sign-in"')
    expect(html).toContain('href="/login?redirect=%2Fextend"')
    expect(html).not.toContain('data-island="order-addon-list"')
  })

  it(
    'lets a signed-in shopper pick a voucher to extend, soonest expiry first',
    { tags: ['dated'] },
    async () => {
      const bought = await buyVouchers(2000, 2)
      const [later, sooner] = bought.vouchers
      const [laterExpiry, soonerExpiry] = [inDays(284), inDays(10)]
      await env.DB.prepare(
        `UPDATE vouchers SET expires_at = CASE id WHEN ?1 THEN ?3 ELSE ?4 END WHERE id IN (?1, ?2)`,
      )
        .bind(later!.id, sooner!.id, laterExpiry, soonerExpiry)
        .run()
      const res = await get('/extend', bought.shopper)
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toMatch(/private|no-store/)
      const html = await text(res)
      expect(html).toContain('data-island="order-addon-list"')
      expect(html).not.toContain('data-testid="extend-sign-in"')
      const listed = [
        ...html.matchAll(/data-testid="order-addon-voucher"[\s\S]*?valid until ([^<]+)</g),
      ]
      expect(listed.map((match) => match[1])).toEqual([
        formatLongDate(soonerExpiry),
        formatLongDate(laterExpiry),
      ])
    },
  )

  it('lists a claimed gift’s vouchers to the recipient who now owns them', async () => {
    const bought = await buyVouchers(2000)
    const recipient = await makeShopper(env.DB)
    // What a gift claim does: the order stays the buyer's, its vouchers become the recipient's.
    await env.DB.prepare('UPDATE vouchers SET user_id = ? WHERE id = ?')
      .bind(recipient.id, bought.vouchers[0]!.id)
      .run()
    expect(await page('/extend', recipient)).toContain('data-testid="order-addon-voucher"')
    expect(await page('/extend', bought.shopper)).toContain('data-testid="order-addon-empty"')
  })

  it('says so when the shopper has nothing to extend', async () => {
    const html = await page('/extend', await makeShopper(env.DB))
    expect(html).toContain('data-testid="order-addon-empty"')
    expect(html).toContain('You have no extendable vouchers.')
  })
})

describe('the claim-experience-gift guide page', () => {
  it('explains the claim and asks a signed-out visitor to sign in first', async () => {
    const html = await page('/guides/experience-gifts?claim-my-gift=true')
    expect(h1(html)).toBe('Claim your gift')
    expect(html).toContain('How it works')
    expect(html).toContain('data-testid="claim-gift-sign-in"')
    expect(html).toContain(
      `href="/login?redirect=${encodeURIComponent('/guides/experience-gifts?claim-my-gift=true')}"`,
    )
  })

  it('gives a signed-in shopper the gift claim form', async () => {
    const res = await get('/guides/experience-gifts?claim-my-gift', await makeShopper(env.DB))
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toMatch(/private|no-store/)
    const html = await res.text()
    expect(html).toContain('data-island="gift-claim-form"')
    expect(html).toContain('data-testid="gift-claim-form"')
  })

  it('sends /claim-gift and /mygift/… to the one claim page', async () => {
    const moved = await get('/claim-gift')
    expect(moved.status).toBe(301)
    expect(moved.headers.get('location')).toBe('/mygift')
    expect((await get('/mygift/ABCD-EFGH-JKLM')).headers.get('location')).toBe('/mygift')
  })
})

describe('copy as the spec words it', () => {
  it('labels an in-person voucher’s map link as directions, not “Redeem online”', async () => {
    const bought = await buyVouchers(1500)
    const voucher = bought.vouchers[0]!
    await env.DB.prepare(
      `UPDATE deals SET redeem_location_url = 'https://www.google.com/maps/search/?api=1&query=51.5,-0.1'
        WHERE id = (SELECT deal_id FROM vouchers WHERE id = ?)`,
    )
      .bind(voucher.id)
      .run()
    const html = await page(`/myaccount/vouchers/${voucher.id}`, bought.shopper)
    expect(html).toContain('Get directions')
    expect(html).not.toContain('Redeem online')
  })
})

describe('no placeholders', () => {
  // One or more paths of every page type (storefront §2), the §2 'Paths' list, and what a
  // placeholder used to answer (an unknown wellness location, /shop and /national-deal alone).
  const KNOWN = [
    '/',
    '/deals',
    '/deals/london',
    '/deals/shop',
    '/deals/escapes',
    '/deals/vip',
    '/deals/wellness-collection',
    '/deals/london/beauty',
    '/deals/london/special/black-friday',
    '/gifts',
    '/deal/dublin/gift-finder',
    '/find',
    '/search',
    '/search?q=spa',
    '/early-bird',
    '/recently-viewed',
    '/recommended-for-you',
    '/map-view',
    '/guides/hub',
    '/guides/holiday-deals',
    '/guides/black-friday-deals',
    '/guides/holiday-deals?claim-my-gift=true',
    '/discountcodes',
    '/editorial-team',
    '/welcome',
    '/welcome/spa-day',
    '/extend',
    '/claim-gift',
    '/mygift',
    '/insights',
    '/travel',
    '/escapes',
    '/near-me/hub',
    '/shop',
    '/national-deal',
    '/login',
    '/register',
    '/checkout',
    '/order-addon',
    '/myaccount',
    '/myaccount/vouchers',
    '/wishlist',
    '/buy-again',
    '/giftcard/redeem',
    '/page/faqs',
    '/page/promo',
    '/vip/deals/london/beauty/spa',
    '/vip/deal/london/spa/1',
    '/1234/5678',
    '/deal/london/spa/1?dealPreview',
  ]

  const sitemapPaths = async () => {
    const index = await (await get('/sitemap.xml')).text()
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((match) => new URL(match[1]!).pathname)
      .filter((path) => !/\/deals-\d+\.xml$/.test(path))
    const paths: string[] = []
    for (const file of files) {
      const xml = await (await get(file)).text()
      for (const match of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
        const url = new URL(match[1]!)
        paths.push(`${url.pathname}${url.search}`)
      }
    }
    return paths
  }

  it('answers no known page or sitemap URL with “Coming soon”, signed out or in', async () => {
    const shopper = await makeShopper(env.DB)
    const fromSitemap = await sitemapPaths()
    expect(fromSitemap.length).toBeGreaterThan(20)
    const visits = [
      ...[...new Set([...KNOWN, ...fromSitemap])].map((path) => ({ path, who: undefined })),
      ...KNOWN.map((path) => ({ path, who: shopper })),
    ]
    for (const { path, who } of visits) {
      const res = await get(path, who)
      expect(res.status, path).toBeLessThan(500)
      expect(await res.text(), path).not.toMatch(/coming soon/i)
    }
  }, 240_000)

  it('walks at least one path of every page type', () => {
    const types = KNOWN.map((path) => storefrontRoutes.match(new URL(path, ORIGIN))?.route.pageType)
    expect(new Set(types)).toEqual(new Set(PAGE_TYPES))
  })
})
