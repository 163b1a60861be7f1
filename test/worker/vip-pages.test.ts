import { env, SELF } from 'cloudflare:test'
import { describe, expect, it, onTestFinished } from 'vitest'
import { makeShopper, makeVipMember, type Shopper } from '../fixtures/make-shopper'
import { ORIGIN } from './account-client'
import { clock, dayFromToday } from './clock'
import { formatMoney } from '../../src/shared/format/money'

const page = (path: string, who?: Shopper) =>
  SELF.fetch(`${ORIGIN}${path}`, { headers: who ? { cookie: who.cookie } : {} })

/** The day a member's year ends: noon UTC, the same date in London. */
const RENEWS_ON = dayFromToday(200)

const member = () => makeVipMember(env.DB, `${RENEWS_ON}T12:00:00.000Z`)

describe('/myaccount/vip-rewards (My Rewards, VIP only)', () => {
  it(
    'shows a member their status, renewal date and the cancellation',
    { tags: ['dated'] },
    async () => {
      const res = await page('/myaccount/vip-rewards', await member())
      expect(res.status).toBe(200)
      const html = await res.text()
      expect(html).toContain('data-island="vip-rewards"')
      expect(html).toContain(RENEWS_ON)
      expect(html).toContain('Cancel membership')
      expect(html).not.toContain('Join VIP')
      // Nothing saved yet is an amount saved, not a price: '£0.00', never 'Free'.
      expect(html).toMatch(/<dt>Saved so far<\/dt>.*?data-testid="vip-savings">£0\.00</s)
    },
  )

  it('explains VIP to anyone else with the benefits and the offer to join', async () => {
    const res = await page('/myaccount/vip-rewards', await makeShopper(env.DB))
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('My Rewards is for Dealio VIP members')
    expect(html).toContain('Checkout discount up to 15%')
    expect(html).toContain('Join VIP for £4.99 a year')
  })
})

describe('/second-checkout/benefits', () => {
  it('shows the benefits and the offer to join after an order', async () => {
    const res = await page('/second-checkout/benefits', await makeShopper(env.DB))
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toContain('no-store')
    const html = await res.text()
    for (const benefit of [
      'Extra savings up to 10%',
      'Checkout discount up to 15%',
      'Competitions with prizes up to 20,000',
      'Priority service',
      'Renewal credit',
    ]) {
      expect(html).toContain(benefit)
    }
    expect(html).toContain('data-island="vip-join"')
  })

  it(
    'shows a member their benefits and renewal date instead of the offer',
    { tags: ['dated'] },
    async () => {
      const html = await (await page('/second-checkout/benefits', await member())).text()
      expect(html).toContain(`Your membership renews on ${RENEWS_ON}`)
      expect(html).not.toContain('data-island="vip-join"')
    },
  )

  it('asks an anonymous visitor to sign in to join', async () => {
    const html = await (await page('/second-checkout/benefits')).text()
    expect(html).toContain('Sign in to join VIP for £4.99 a year')
  })
})

/** A live UK deal whose VIP price a member gets: VIP discounts allowed, VIP price below price.
 * A VIP-only deal's VIP price is moved for the test: `restore` puts it back, as the seeded deal
 * is every worker file's (they share one database, setup.ts). */
async function vipPricedDeal(vipOnly: 0 | 1) {
  const now = clock.now().toISOString()
  const row = await env.DB.prepare(
    `SELECT d.id, d.price, d.vip_price AS vipPrice FROM deals d
      WHERE d.country_code = 'gb' AND d.brand IS NULL AND d.open = 1 AND d.vip_only = ?
        AND d.opens_at <= ? AND d.closing_date > ? AND d.display_show_price = 1
        AND d.display_vip_discount_allowed = 1 AND d.vip_price IS NOT NULL AND d.vip_price < d.price
        AND d.product_display_type = 'default'
        AND EXISTS (SELECT 1 FROM deal_products p WHERE p.deal_id = d.id AND p.sold_out = 0
                      AND (p.total_remaining IS NULL OR p.total_remaining > 5))
      ORDER BY d.id LIMIT 1`,
  )
    .bind(vipOnly, now, now)
    .first<{ id: number; price: number; vipPrice: number }>()
  if (!row) throw new Error(`no VIP-priced deal (vip_only = ${vipOnly}) in the seed`)
  if (vipOnly) {
    // A VIP-only deal sells only to members; make sure its products are not sold out.
    await env.DB.prepare('UPDATE deals SET vip_price = price - 100 WHERE id = ?').bind(row.id).run()
  }
  const restore = async () => {
    await env.DB.prepare('UPDATE deals SET vip_price = ? WHERE id = ?')
      .bind(row.vipPrice, row.id)
      .run()
  }
  const deal = (await (await SELF.fetch(`${ORIGIN}/api/v1/deal/${row.id}`)).json()) as {
    urlPath: string
  }
  return { ...row, urlPath: deal.urlPath, restore }
}

const pickerProps = (html: string) => {
  const json =
    /<script type="application\/json" data-island-props="deal-product-picker">([^<]*)<\/script>/.exec(
      html,
    )?.[1]
  return JSON.parse(json ?? 'null') as {
    vipMember?: boolean
    options: { id: number; price: number; vipExclusive: boolean }[]
  }
}

describe('a deal page for a VIP member', () => {
  it('shows a member their VIP price from the first paint; anyone else sees the teaser', async () => {
    const deal = await vipPricedDeal(0)
    const vipMoney = formatMoney(deal.vipPrice, 'GBP')

    const anonymous = await (await page(deal.urlPath)).text()
    expect(anonymous).toContain('data-testid="vip-teaser"')
    expect(anonymous).not.toContain('Your VIP price')

    const vip = await member()
    // The deal API carries the VIP price the member's page leads with.
    const api = (await (await page(`/api/v1/deal/${deal.id}`, vip)).json()) as { vipPrice: number }
    expect(api.vipPrice).toBe(deal.vipPrice)
    const html = await (await page(deal.urlPath, vip)).text()
    expect(html).toMatch(new RegExp(`data-testid="deal-price">${vipMoney.replace('.', '\\.')}<`))
    expect(html).toContain('Your VIP price')
    expect(html).not.toContain('data-testid="vip-teaser"')
    expect(pickerProps(html).vipMember).toBe(true)

    // A shopper who is not a member sees the standard price and the teaser.
    const plain = await (await page(deal.urlPath, await makeShopper(env.DB))).text()
    expect(plain).toContain('data-testid="vip-teaser"')
  })

  it('opens a VIP-only deal’s options to a member, priced as the checkout will charge', async () => {
    const deal = await vipPricedDeal(1)
    onTestFinished(deal.restore)
    const member_ = await member()
    const props = pickerProps(await (await page(deal.urlPath, member_)).text())
    expect(props.options.length).toBeGreaterThan(0)
    expect(props.options.every((option) => !option.vipExclusive)).toBe(true)
    const products = await env.DB.prepare(
      'SELECT id, price, vip_price AS vipPrice FROM deal_products WHERE deal_id = ?',
    )
      .bind(deal.id)
      .all<{ id: number; price: number; vipPrice: number | null }>()
    for (const option of props.options) {
      const product = products.results.find((p) => p.id === option.id)!
      expect(option.price).toBe(Math.min(product.price, product.vipPrice ?? product.price))
    }

    const anonymous = pickerProps(await (await page(deal.urlPath)).text())
    expect(anonymous.options.every((option) => option.vipExclusive)).toBe(true)
  })
})

describe('deal cards for a VIP member', () => {
  it('show a member VIP prices on listings; anonymous visitors see the standard prices', async () => {
    const vipCaption = /<span class="[^"]*">VIP<\/span><span class="[^"]*">Price: <\/span>/g
    const anonymous = await (await page('/deals/vip')).text()
    expect(anonymous.match(vipCaption)).toBeNull()
    const html = await (await page('/deals/vip', await member())).text()
    expect(html.match(vipCaption)?.length ?? 0).toBeGreaterThan(0)
  })
})
