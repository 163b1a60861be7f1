import { env, SELF } from 'cloudflare:test'
import { afterEach, describe, expect, it } from 'vitest'
import { clock, inDays } from './clock'
import { VOUCHER_VALIDITY_TEXT } from '../../src/shared/domain/voucher/voucher-validity'

// Every request gets its own query string: the page cache keys on it, so no test is answered
// with a page another test rendered.
let requests = 0
const get = (path: string, headers: Record<string, string> = {}) =>
  SELF.fetch(`http://localhost${path}${path.includes('?') ? '&' : '?'}t=${++requests}`, {
    headers,
  })

// Tests in this file share one database and some change a deal: each takes a deal of its own.
const taken: number[] = [0]

// Other files read the same seeded catalogue (setup.ts): a deal a test changed (sold out,
// closed, repriced) is put back as it was once the test is over.
const kept: { table: 'deals' | 'deal_products'; row: Record<string, unknown> }[] = []

async function keep(id: number) {
  const [deal, products] = await env.DB.batch<Record<string, unknown>>([
    env.DB.prepare('SELECT * FROM deals WHERE id = ?').bind(id),
    env.DB.prepare('SELECT * FROM deal_products WHERE deal_id = ?').bind(id),
  ])
  for (const row of deal!.results) kept.push({ table: 'deals', row })
  for (const row of products!.results) kept.push({ table: 'deal_products', row })
}

afterEach(async () => {
  const restore = kept.splice(0).map(({ table, row }) => {
    const columns = Object.keys(row).filter((column) => column !== 'id')
    return env.DB.prepare(
      `UPDATE ${table} SET ${columns.map((column) => `${column} = ?`).join(', ')} WHERE id = ?`,
    ).bind(...columns.map((column) => row[column]), row.id)
  })
  if (restore.length > 0) await env.DB.batch(restore)
})

/** A seeded UK deal on sale for a while yet, matching `where` (SQL over deals d). */
async function findDeal(where: string): Promise<number> {
  const row = await env.DB.prepare(
    `SELECT d.id FROM deals d
     WHERE d.country_code = 'gb' AND (d.brand IS NULL OR d.brand = 'dealio') AND d.open = 1
       AND d.vip_only = 0 AND d.opens_at <= ? AND d.closing_date > ?
       AND NOT EXISTS (
         SELECT 1 FROM deal_products p WHERE p.deal_id = d.id
           AND (p.sold_out = 1 OR p.total_remaining < 20 OR p.remaining_for_day = 0
             OR p.remaining_for_week = 0)
       )
       AND d.id NOT IN (${taken.join(',')}) AND ${where}
     ORDER BY d.id LIMIT 1`,
  )
    .bind(clock.now().toISOString(), inDays(5))
    .first<{ id: number }>()
  expect(row, `a seeded deal where ${where}`).not.toBeNull()
  taken.push(row!.id)
  await keep(row!.id)
  return row!.id
}

const dealPath = (id: number) => `/deal/london/anything/${id}/any-blurb`
const priceMode = (html: string) => html.match(/data-price-mode="([^"]+)"/)?.[1]
const buyNow = (html: string) => html.match(/<button type="submit"[^>]*>Buy now<\/button>/)?.[0]
const islandProps = (html: string, name: string) => {
  const json = html.match(
    new RegExp(`<script type="application/json" data-island-props="${name}">([^<]*)</script>`),
  )?.[1]
  return json ? (JSON.parse(json) as Record<string, unknown>) : null
}

describe('the deal page price block', () => {
  it('shows a discounted deal in the discount mode with its badge and struck-out price', async () => {
    const id = await findDeal(
      `d.display_discount = 1 AND d.display_discount_amount = 0 AND d.display_show_price = 1
       AND d.display_dynamic_travel_deal = 0 AND d.product_display_type <> 'dropdown'
       AND d.original_price >= d.price * 2`,
    )
    const res = await get(dealPath(id))
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(priceMode(html)).toBe('show-discount')
    expect(html).toMatch(/data-part="badge"[^>]*>-\d+%</)
    expect(html).toMatch(/<s data-part="was">/)
  })

  it('shows a deal without a discount as its price alone', async () => {
    const id = await findDeal(`d.display_show_price = 1 AND d.product_display_type <> 'dropdown'`)
    await env.DB.prepare('UPDATE deals SET original_price = price WHERE id = ?').bind(id).run()
    const html = await (await get(dealPath(id))).text()
    expect(priceMode(html)).toBe('show-price')
    expect(html).not.toContain('data-part="badge"')
    expect(html).not.toContain('data-part="was"')
  })

  it("shows a dropdown deal 'from' its lowest option", async () => {
    const id = await findDeal(`d.product_display_type = 'dropdown' AND d.display_show_price = 1`)
    const html = await (await get(dealPath(id))).text()
    expect(priceMode(html)).toBe('show-dropdown-price')
    expect(html).toMatch(/>From<\/span>/)
  })
})

describe('the deal page stock and availability', () => {
  it('shows a sold-out deal as sold out with Buy now disabled', async () => {
    const id = await findDeal(`d.deal_type = 'local'`)
    await env.DB.prepare('UPDATE deal_products SET sold_out = 1 WHERE deal_id = ?').bind(id).run()
    const html = await (await get(dealPath(id))).text()
    expect(html).toMatch(/data-stock-label="deal"[^>]*>Sold out</)
    expect(buyNow(html)).toContain('disabled')
    expect(html).not.toMatch(/<button type="submit"(?![^>]*disabled)[^>]*>Buy now/)
    expect(html).not.toContain('data-island="deal-notify-me"')
  })

  it('offers notify-me on a sold-out shop deal that is still running', async () => {
    const id = await findDeal(`d.deal_type = 'national'`)
    await env.DB.prepare('UPDATE deal_products SET total_remaining = 0 WHERE deal_id = ?')
      .bind(id)
      .run()
    const html = await (await get(dealPath(id))).text()
    expect(html).toMatch(/data-stock-label="deal"[^>]*>Sold out</)
    expect(html).toContain('data-island="deal-notify-me"')
    expect(html).toContain('Email me if it&#x27;s back in stock')
    expect(html).toContain('type="email"')
  })

  it('says only a few are left when stock is low', async () => {
    const id = await findDeal('1 = 1')
    await env.DB.prepare('UPDATE deal_products SET total_remaining = 1 WHERE deal_id = ?')
      .bind(id)
      .run()
    const html = await (await get(dealPath(id))).text()
    expect(html).toMatch(/data-stock-label="deal"[^>]*>Only \d+ left!</)
  })

  it(
    'answers 410 with a deal-ended page once a deal is past its viewing window',
    { tags: ['dated'] },
    async () => {
      // Not one of the deals still sold after closing (enable_buy_closed_deal, ~5% of the seed).
      const id = await findDeal('d.display_last_chance = 0 AND d.enable_buy_closed_deal = 0')
      // Opened a month before it closed (a deal closes after it opens).
      await env.DB.prepare('UPDATE deals SET opens_at = ?, closing_date = ? WHERE id = ?')
        .bind(inDays(-33), inDays(-3), id)
        .run()
      const res = await get(dealPath(id))
      expect(res.status).toBe(410)
      const html = await res.text()
      expect(html).toContain('This deal has ended')
      expect(html).toContain('NOINDEX, FOLLOW')
    },
  )

  it(
    'keeps a closed last-chance deal on sale for a visitor from search, uncached',
    { tags: ['dated'] },
    async () => {
      // A deal whose Buy now nothing else disables: one product list, no order cap (§5).
      const id = await findDeal(
        `d.enable_buy_closed_deal = 0 AND d.product_display_type = 'default'
         AND d.subcategory_id NOT IN (14, 17, 386, 398, 585, 586)`,
      )
      await env.DB.prepare(
        'UPDATE deals SET opens_at = ?, closing_date = ?, display_last_chance = 1 WHERE id = ?',
      )
        .bind(inDays(-33), inDays(-3), id)
        .run()
      expect((await get(dealPath(id))).status).toBe(410)
      const res = await get(`${dealPath(id)}?source=search`)
      expect(res.status).toBe(200)
      expect(res.headers.get('x-page-cache')).toBe('MISS')
      expect(buyNow(await res.text())).not.toContain('disabled')
    },
  )
})

describe('the deal page islands', () => {
  it('hands the product picker its public props and an enabled Buy now', async () => {
    // Subcategories 14, 17, 386, 398, 585 and 586 cap an order under £50 (§5), tested below.
    const id = await findDeal(
      `d.product_display_type = 'default' AND d.subcategory_id NOT IN (14, 17, 386, 398, 585, 586)`,
    )
    const html = await (await get(dealPath(id))).text()
    expect(html).toContain('data-island="deal-product-picker"')
    const props = islandProps(html, 'deal-product-picker')
    expect(props).toMatchObject({ dealId: id, brand: 'dealio', available: true })
    expect(props?.options).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: expect.any(Number) })]),
    )
    expect(buyNow(html)).not.toContain('disabled')
    // The live-stock pass must not edit markup React owns.
    const picker = html.slice(html.indexOf('data-island="deal-product-picker"'))
    expect(picker.slice(0, picker.indexOf('</form>'))).not.toContain('data-stock-product')
  })

  it('disables Buy now with a clear message when a special subcategory order reaches £50', async () => {
    const id = await findDeal(
      `d.subcategory_id IN (14, 17, 386, 398, 585, 586) AND d.product_display_type = 'default'`,
    )
    await env.DB.prepare(
      'UPDATE deal_products SET price = 5000, original_price = 9000, vip_price = NULL WHERE deal_id = ?',
    )
      .bind(id)
      .run()
    const html = await (await get(dealPath(id))).text()
    expect(html).toMatch(
      /data-testid="picker-message">Orders from this category must total under £50/,
    )
    expect(buyNow(html)).toContain('disabled')
  })

  it('renders Facebook, X, WhatsApp and email share links that work without script', async () => {
    const id = await findDeal('1 = 1')
    const html = await (await get(dealPath(id))).text()
    expect(html).toContain(
      'href="https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fdealio.co.uk%2Fdeal%2F',
    )
    expect(html).toContain('href="https://x.com/intent/tweet?url=https%3A%2F%2Fdealio.co.uk')
    expect(html).toContain('href="https://wa.me/?text=')
    expect(html).toContain('href="mailto:?subject=')
    expect(html).toContain('data-island="deal-share"')
  })

  it('describes the deal and its breadcrumbs as structured data', async () => {
    const id = await findDeal('1 = 1')
    const html = await (await get(dealPath(id))).text()
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)]
    const data = blocks.flatMap((block) => JSON.parse(block[1]!) as { '@type': string }[])
    expect(data.map((node) => node['@type'])).toEqual(['Product', 'BreadcrumbList'])
    expect(data[0]).toMatchObject({ sku: String(id) })
  })

  it('server-renders the newest page of reviews, ten of them', async () => {
    const id = await findDeal('(SELECT COUNT(*) FROM deal_reviews r WHERE r.deal_id = d.id) > 10')
    const { results } = await env.DB.prepare(
      `SELECT id FROM deal_reviews WHERE deal_id = ? ORDER BY created_at DESC, id DESC`,
    )
      .bind(id)
      .all<{ id: number }>()
    const html = await (await get(dealPath(id))).text()
    const props = islandProps(html, 'deal-reviews')
    const ids = (props?.reviews as { id: number }[]).map((review) => review.id)
    expect(ids).toEqual(results.slice(0, 10).map((row) => row.id))
    expect(props?.total).toBe(results.length)
    expect(html.match(/aria-label="Rated \d out of 5"/g)).toHaveLength(10)
    expect(props?.merchantName).toEqual(expect.any(String))
  })

  it('renders the wishlist heart hidden and unpressed, the same for every visitor', async () => {
    const id = await findDeal('1 = 1')
    const html = await (
      await get(dealPath(id), { cookie: 'wishlist_id=abcdefabcdefabcdef' })
    ).text()
    const heart = html.match(/<button[^>]*data-testid="deal-wishlist-heart"[^>]*>/)?.[0]
    expect(heart).toContain(`data-wishlist-deal="${id}"`)
    expect(heart).toContain('aria-pressed="false"')
    expect(heart).toContain('hidden')
  })
})

describe('the deal page images', () => {
  it('asks for full-quality images by default and quality 35 with Save-Data', async () => {
    const id = await findDeal('1 = 1')
    const normal = await get(dealPath(id))
    expect(await normal.text()).toContain(`src="/images/deal/${id}/1.svg?v=2&amp;q=85"`)
    expect(normal.headers.get('accept-ch')).toBe('Save-Data, ECT')
    expect(normal.headers.get('vary')).toContain('Save-Data, ECT')

    const saving = await get(dealPath(id), { 'save-data': 'on' })
    const html = await saving.text()
    expect(html).toContain(`src="/images/deal/${id}/1.svg?v=2&amp;q=35"`)
    expect(html).not.toMatch(/q=85/)
    expect(html).toMatch(/<img src="[^"]+q=35" alt="[^"]*" width="640" height="400"/)
    // A low-quality page is for this visitor only, never the shared cache.
    expect(saving.headers.get('x-page-cache')).toBe('MISS')
  })

  it('draws a simpler picture for a lower quality', async () => {
    const id = await findDeal('1 = 1')
    const svg = async (q: string) =>
      (await SELF.fetch(`http://localhost/images/deal/${id}/1.svg${q}`)).text()
    const shapes = (text: string) => (text.match(/<(circle|ellipse|rect|path)\b/g) ?? []).length
    const [full, reduced, minimal] = await Promise.all([svg(''), svg('?q=60'), svg('?q=35')])
    expect(shapes(reduced)).toBeLessThan(shapes(full))
    expect(shapes(minimal)).toBeLessThan(shapes(reduced))
    expect(await svg('?q=85')).toBe(full)
  })
})

describe('the deal page fine print', () => {
  it('promises the validity vouchers are issued with, and no other period', async () => {
    const id = await findDeal(
      `d.delivery_type <> 'postage' AND d.fine_print LIKE '%book in advance quoting%'`,
    )
    const html = await (await get(dealPath(id))).text()
    expect(html).toContain(`data-testid="deal-validity">${VOUCHER_VALIDITY_TEXT}.<`)
    expect(html).not.toContain('Valid for 3 months')
  })
})
