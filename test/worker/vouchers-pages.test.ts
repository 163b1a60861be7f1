import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { PlaceOrderResponse } from '../../src/shared/schemas/place-order'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import { cardToken, makeOrderBasket, makeShopper, type Shopper } from '../fixtures/make-shopper'
import { ORIGIN, newestMail, post } from './account-client'
import { FINE_PRINT } from '../../scripts/seed/deal-copy'
import {
  VOUCHER_VALIDITY_MONTHS,
  voucherExpiry,
} from '../../src/shared/domain/voucher/voucher-validity'
import { formatLongDate, stayDates } from '../../src/shared/format/long-date'
import { placeOrder } from './orders-client'
import { dayFromToday } from './clock'
import { formatMoney } from '../../src/shared/format/money'

// The deal the vouchers are bought from: fresh ids in the database worker files share.
let DEAL = 0
let PRODUCT = 0

beforeAll(async () => {
  const made = await makeBasketDeal(env.DB, {
    products: [{ price: 1500, totalRemaining: 100 }],
  })
  DEAL = made.id
  PRODUCT = made.productIds[0]!
})

async function buyOne(shopper: Shopper): Promise<{ id: number; code: string }> {
  const token = await makeOrderBasket(env.DB, shopper.id, [
    { dealId: DEAL, productId: PRODUCT, quantity: 1 },
  ])
  const res = await placeOrder(
    token,
    {
      payment: { method: 'credit_card', paymentToken: await cardToken(env.DB, '4111111111111111') },
      expectedTotal: 1500,
    },
    { cookie: shopper.cookie },
  )
  const { data } = PlaceOrderResponse.parse(await res.json())
  return (await env.DB.prepare('SELECT id, code FROM vouchers WHERE order_id = ?')
    .bind(Number(data.productOrder.id))
    .first<{ id: number; code: string }>())!
}

const page = (path: string, cookie?: string) =>
  SELF.fetch(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' })

describe('voucher pages', () => {
  it('sends a signed-out visitor to log in', async () => {
    const res = await page('/myaccount/vouchers')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toContain('/login')
  })

  it('shows the empty state, then the list with status labels', async () => {
    const shopper = await makeShopper(env.DB)
    const empty = await (await page('/myaccount/vouchers', shopper.cookie)).text()
    expect(empty).toContain('data-testid="vouchers-empty"')
    const { id } = await buyOne(shopper)
    const res = await page('/myaccount/vouchers', shopper.cookie)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const html = await res.text()
    expect(html).toContain(`href="/myaccount/vouchers/${id}"`)
    expect(html).toContain('Ready to Redeem')
    expect(html).toContain('Refunds &amp; returns')
  })

  it('keeps the list for offline use under the query it was asked with', async () => {
    const shopper = await makeShopper(env.DB)
    await buyOne(shopper)
    const html = await (await page('/myaccount/vouchers?status=all', shopper.cookie)).text()
    const props = html.match(
      /<script type="application\/json" data-island-props="voucher-offline">([^<]*)<\/script>/,
    )?.[1]
    expect(JSON.parse(props!)).toMatchObject({
      scope: '/myaccount/vouchers',
      pages: ['/myaccount/vouchers?status=all'],
    })
  })

  it('shows the owner the code, an inline SVG QR and the actions; 404 for others', async () => {
    const shopper = await makeShopper(env.DB)
    const { id, code } = await buyOne(shopper)
    const res = await page(`/myaccount/vouchers/${id}`, shopper.cookie)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain(code)
    expect(html).toMatch(/data-testid="voucher-qr"[^>]*><svg/)
    expect(html).toContain(`href="/myaccount/vouchers/${id}/refund"`)
    expect(html).toContain('href="/order-addon"')
    expect(html).toContain('data-island="voucher-offline"')
    const stranger = await makeShopper(env.DB)
    expect((await page(`/myaccount/vouchers/${id}`, stranger.cookie)).status).toBe(404)
    expect((await page(`/myaccount/vouchers/${id}/nope`, shopper.cookie)).status).toBe(404)
  })

  it(
    'gives the expiry once: the validity line, Expires and the order email agree',
    { tags: ['dated'] },
    async () => {
      // The seeded fine print of a local deal, as the shop's catalogue carries it.
      await env.DB.prepare('UPDATE deals SET fine_print = ? WHERE id = ?')
        .bind(FINE_PRINT.local, DEAL)
        .run()
      const shopper = await makeShopper(env.DB)
      const { id } = await buyOne(shopper)
      const voucher = await env.DB.prepare(
        'SELECT created_at AS createdAt, expires_at AS expiresAt FROM vouchers WHERE id = ?',
      )
        .bind(id)
        .first<{ createdAt: string; expiresAt: string }>()
      expect(voucher!.expiresAt).toBe(voucherExpiry(voucher!.createdAt))
      const day = formatLongDate(voucher!.expiresAt)
      const html = await (await page(`/myaccount/vouchers/${id}`, shopper.cookie)).text()
      expect(html).toMatch(new RegExp(`<dt>Expires</dt><dd>${day}</dd>`))
      expect(html).toContain(
        `data-testid="voucher-validity">Valid for ${VOUCHER_VALIDITY_MONTHS} months from purchase, until ${day}<`,
      )
      expect(html).not.toContain('Valid for 3 months')
      const mail = await newestMail(shopper.email)
      expect(mail?.text).toContain(`Use by ${day}`)
      expect(mail?.text).not.toContain(voucher!.expiresAt.slice(0, 10))
    },
  )

  it("names a stay's voucher by its dates, with no expiry to read as a deadline", async () => {
    const shopper = await makeShopper(env.DB)
    const { id } = await buyOne(shopper)
    const [checkIn, checkOut] = [dayFromToday(40), dayFromToday(43)]
    await env.DB.prepare(
      `UPDATE order_lines SET check_in = ?, check_out = ?
       WHERE id = (SELECT order_line_id FROM vouchers WHERE id = ?)`,
    )
      .bind(checkIn, checkOut, id)
      .run()
    const dates = stayDates(checkIn, checkOut)
    const html = await (await page(`/myaccount/vouchers/${id}`, shopper.cookie)).text()
    expect(html).toContain(`data-testid="voucher-stay">${dates}<`)
    expect(html).toContain(`data-testid="voucher-validity">Valid for your stay, ${dates}<`)
    expect(html).not.toContain('<dt>Expires</dt>')
    const list = await (await page('/myaccount/vouchers', shopper.cookie)).text()
    expect(list).toContain(`Stay: <!-- -->${dates}`)
    expect(list).not.toMatch(/Expires [0-9]/)
  })

  it('prints: the code on a print-ready page that opens the dialog', async () => {
    const shopper = await makeShopper(env.DB)
    const { id, code } = await buyOne(shopper)
    const html = await (await page(`/myaccount/vouchers/${id}/print`, shopper.cookie)).text()
    expect(html).toContain(code)
    expect(html).toContain('data-island="voucher-print-dialog"')
    expect(html).toContain('Save as PDF')
  })

  it('serves the offline service worker for the voucher pages', async () => {
    const res = await page('/api/v1/vouchers/sw.js')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('javascript')
    expect(res.headers.get('service-worker-allowed')).toBe('/myaccount/vouchers')
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(await res.text()).toContain('const CACHE = "dealio-vouchers"')
  })
})

describe('a deposit voucher’s page', { tags: ['dated'] }, () => {
  const setDeposit = (voucherId: number, balanceDue: number, dueBy: string) =>
    env.DB.prepare(
      `UPDATE order_lines SET deposit_paid = 500, balance_due = ?, balance_due_by = ?
       WHERE id = (SELECT order_line_id FROM vouchers WHERE id = ?)`,
    )
      .bind(balanceDue, dueBy, voucherId)
      .run()

  it('shows the balance due, its date and a way to pay it, and nothing once paid', async () => {
    const shopper = await makeShopper(env.DB)
    const voucher = await buyOne(shopper)
    await setDeposit(voucher.id, 4000, dayFromToday(30))
    const html = await (await page(`/myaccount/vouchers/${voucher.id}`, shopper.cookie)).text()
    expect(html).toContain('data-island="deposit-balance"')
    expect(html).toContain('Balance to pay')
    expect(html).toContain(formatMoney(4000, 'GBP'))
    expect(html).toContain(`due by ${dayFromToday(30).split('-').reverse().join('/')}`)
    expect(html).toContain(`Pay ${formatMoney(4000, 'GBP')}`)

    const paid = await post(
      `/vouchers/${voucher.id}/pay-balance`,
      { paymentToken: await cardToken(env.DB) },
      { cookie: shopper.cookie },
    )
    expect(paid.status).toBe(200)
    const after = await (await page(`/myaccount/vouchers/${voucher.id}`, shopper.cookie)).text()
    expect(after).not.toContain('data-island="deposit-balance"')
  })

  it('says the balance is overdue once its day has passed', async () => {
    const shopper = await makeShopper(env.DB)
    const voucher = await buyOne(shopper)
    const due = dayFromToday(-1)
    await setDeposit(voucher.id, 4000, due)
    const html = await (await page(`/myaccount/vouchers/${voucher.id}`, shopper.cookie)).text()
    expect(html).toContain(
      `Your balance was due on ${due.split('-').reverse().join('/')}. Please pay it now or this voucher will expire.`,
    )
  })
})
