import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { MerchantVoucherResponse } from '../../src/shared/schemas/merchant'
import { makeShopper } from '../fixtures/make-shopper'
import { post } from './account-client'
import { makeStaff } from '../fixtures/make-staff'
import { buyVouchers, makeFreshMerchantDeal, merchantGet, merchantPost } from './merchant-client'
import { clock, inDays } from './clock'

type MerchantDeal = Awaited<ReturnType<typeof makeFreshMerchantDeal>>
/** A merchant of this file's own with a deal and a calendar-on-redemption deal, and another. */
let deal: MerchantDeal
let calendarDeal: MerchantDeal
let otherDeal: MerchantDeal

let cookie = ''
let otherCookie = ''

/** A date as the merchant desk writes it: '1 January 2027', in London. */
const londonLongDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
})

const buy = (of: MerchantDeal, quantity?: number) => buyVouchers(of.dealId, of.productId, quantity)

beforeAll(async () => {
  deal = await makeFreshMerchantDeal()
  calendarDeal = await makeFreshMerchantDeal({
    merchantId: deal.merchantId,
    bookingCalendar: true,
  })
  otherDeal = await makeFreshMerchantDeal()
  cookie = (await makeStaff(env.DB, { role: 'merchant', merchantId: deal.merchantId })).cookie
  otherCookie = (await makeStaff(env.DB, { role: 'merchant', merchantId: otherDeal.merchantId }))
    .cookie
})

const redeem = (code: string, as = cookie) => merchantPost(`/vouchers/${code}/redeem`, {}, as)

describe('merchant voucher access', () => {
  it('answers 401 without a staff session and for a shopper’s customer cookie', async () => {
    const [voucher] = await buy(deal)
    const shopper = await makeShopper(env.DB)
    for (const as of [undefined, shopper.cookie]) {
      const res = await merchantGet(`/vouchers/${voucher!.code}`, as)
      expect(res.status).toBe(401)
      expect(await res.json()).toMatchObject({ error: { code: 'UNAUTHORISED' } })
      expect((await redeem(voucher!.code, as ?? '')).status).toBe(401)
    }
  })

  it('answers 403 to an admin: an admin does not act as a merchant', async () => {
    const [voucher] = await buy(deal)
    const admin = await makeStaff(env.DB, { role: 'admin' })
    const res = await merchantGet(`/vouchers/${voucher!.code}`, admin.cookie)
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({ error: { code: 'FORBIDDEN' } })
  })

  it('hides another merchant’s voucher as a 404, for lookup and redemption alike', async () => {
    const [voucher] = await buy(otherDeal)
    const res = await merchantGet(`/vouchers/${voucher!.code}`, cookie)
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } })
    expect((await redeem(voucher!.code)).status).toBe(404)
    const row = await env.DB.prepare('SELECT status FROM vouchers WHERE id = ?')
      .bind(voucher!.id)
      .first<{ status: string }>()
    expect(row!.status).toBe('READY_TO_REDEEM')
    expect((await merchantGet(`/vouchers/${voucher!.code}`, otherCookie)).status).toBe(200)
  })

  it('refuses a cross-site redemption (CSRF) and leaves the voucher as it was', async () => {
    const [voucher] = await buy(deal)
    const forged = await SELF.fetch(
      `http://localhost/api/v1/merchant/vouchers/${voucher!.code}/redeem`,
      {
        method: 'POST',
        // A form post, the cross-site request a browser sends without asking (no preflight).
        headers: { origin: 'https://evil.example', 'content-type': 'text/plain', cookie },
        body: '{}',
      },
    )
    expect(forged.status).toBe(403)
    const row = await env.DB.prepare('SELECT status FROM vouchers WHERE id = ?')
      .bind(voucher!.id)
      .first<{ status: string }>()
    expect(row!.status).toBe('READY_TO_REDEEM')
  })
})

describe('looking a voucher up', () => {
  it('finds it case-insensitively with spaces, with the buyer’s first name and status', async () => {
    const [voucher] = await buy(deal)
    const typed = ` ${voucher!.code.slice(0, 6).toLowerCase()} ${voucher!.code.slice(6)} `
    const res = await merchantGet(`/vouchers/${encodeURIComponent(typed)}`, cookie)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const { data } = MerchantVoucherResponse.parse(await res.json())
    expect(data).toMatchObject({
      code: voucher!.code,
      status: 'READY_TO_REDEEM',
      statusLabel: 'Ready to Redeem',
      dealTitle: `Test deal ${deal.dealId}`,
      productTitle: expect.any(String),
      buyerFirstName: 'Ann',
      bookingCalendar: false,
    })
  })

  it('answers 404 for a code that does not exist or could not be one', async () => {
    expect((await merchantGet('/vouchers/ZZZZZZZZZZZZ', cookie)).status).toBe(404)
    expect((await merchantGet(`/vouchers/${encodeURIComponent("'; --")}`, cookie)).status).toBe(404)
  })
})

describe('redeeming a voucher', () => {
  it(
    'marks it Redeemed with history and audit rows, and refuses a second time with the date',
    { tags: ['dated'] },
    async () => {
      const [voucher] = await buy(deal)
      const res = await redeem(voucher!.code.toLowerCase())
      expect(res.status).toBe(200)
      expect(MerchantVoucherResponse.parse(await res.json()).data).toMatchObject({
        status: 'REDEEMED',
        statusLabel: 'Redeemed',
      })
      const row = await env.DB.prepare('SELECT status, redeemed_at FROM vouchers WHERE id = ?')
        .bind(voucher!.id)
        .first<{ status: string; redeemed_at: string | null }>()
      expect(row).toMatchObject({ status: 'REDEEMED', redeemed_at: expect.any(String) })
      const again = await redeem(voucher!.code)
      expect(again.status).toBe(409)
      const today = londonLongDate.format(clock.now())
      expect(await again.json()).toEqual({
        error: { code: 'CONFLICT', message: `This voucher was already redeemed on ${today}.` },
      })
      const audit = await env.DB.prepare(
        `SELECT actor_role, action, entity, before_json, after_json FROM audit_log
       WHERE entity = 'voucher' AND entity_id = ?`,
      )
        .bind(String(voucher!.id))
        .all<Record<string, string>>()
      expect(audit.results).toHaveLength(1)
      expect(audit.results[0]).toMatchObject({ actor_role: 'merchant', action: 'voucher.redeem' })
      expect(JSON.parse(audit.results[0]!.before_json!)).toMatchObject({
        status: 'READY_TO_REDEEM',
      })
      expect(JSON.parse(audit.results[0]!.after_json!)).toMatchObject({ status: 'REDEEMED' })
    },
  )

  it('redeems exactly once under 20 parallel requests', async () => {
    const [voucher] = await buy(deal)
    const answers: Response[] = await Promise.all(
      Array.from({ length: 20 }, () => redeem(voucher!.code)),
    )
    const statuses = answers.map((res) => res.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(19)
    const events = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM voucher_events WHERE voucher_id = ? AND event = 'REDEEM'",
    )
      .bind(voucher!.id)
      .first<{ n: number }>()
    expect(events!.n).toBe(1)
    const audit = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM audit_log WHERE entity = 'voucher' AND entity_id = ?",
    )
      .bind(String(voucher!.id))
      .first<{ n: number }>()
    expect(audit!.n).toBe(1)
  })

  it('refuses a voucher whose card refund is under way, so it is never both used and refunded', async () => {
    const shopper = await makeShopper(env.DB)
    const [voucher] = await buyVouchers(deal.dealId, deal.productId, 1, shopper)
    const order = await env.DB.prepare('SELECT order_id AS id FROM vouchers WHERE id = ?')
      .bind(voucher!.id)
      .first<{ id: number }>()
    // What a card refund writes before it asks the provider for the money (refund-service.ts).
    await env.DB.prepare(
      `INSERT INTO refunds (voucher_id, order_id, user_id, type, basis, method, reason, currency,
         wallet_amount, cash_amount, status, voucher_ready, created_at)
       VALUES (?, ?, ?, 'ON_DEMAND_REFUND', 'GUARANTEE', 'CASH', 'CHANGED_MIND', 'GBP', 0, 1500,
         'PENDING', 1, ?)`,
    )
      .bind(voucher!.id, order!.id, shopper.id, clock.now().toISOString())
      .run()
    const res = await redeem(voucher!.code)
    expect(res.status).toBe(409)
    expect(await res.json()).toMatchObject({
      error: { message: 'This voucher is being refunded and cannot be redeemed.' },
    })
    const row = await env.DB.prepare('SELECT status FROM vouchers WHERE id = ?')
      .bind(voucher!.id)
      .first<{ status: string }>()
    expect(row?.status).toBe('READY_TO_REDEEM')
  })

  it('never lets a card refund and a redemption racing for a voucher both succeed', async () => {
    for (let round = 0; round < 6; round++) {
      const shopper = await makeShopper(env.DB)
      const [voucher] = await buyVouchers(deal.dealId, deal.productId, 1, shopper)
      const order = await env.DB.prepare('SELECT order_id AS id FROM vouchers WHERE id = ?')
        .bind(voucher!.id)
        .first<{ id: number }>()
      const refund = post(
        '/refunds',
        {
          orderNumber: String(order!.id),
          voucherCode: voucher!.code,
          reason: 'CHANGED_MIND',
          notRedeemedConfirmed: true,
          method: 'CASH',
        },
        { cookie: shopper.cookie },
      )
      const [refunded, redeemed] = await Promise.all([refund, redeem(voucher!.code)])
      const after = await env.DB.prepare(
        `SELECT v.status, (SELECT COALESCE(SUM(a.refunded_amount), 0) FROM payment_authorisations a
            JOIN orders o ON o.gateway_reference = a.gateway_reference WHERE o.id = v.order_id)
            AS cashBack
         FROM vouchers v WHERE v.id = ?`,
      )
        .bind(voucher!.id)
        .first<{ status: string; cashBack: number }>()
      if (redeemed.status === 200) {
        expect(refunded.status).toBe(409)
        expect(after).toEqual({ status: 'REDEEMED', cashBack: 0 })
      } else {
        expect(refunded.status).toBe(201)
        expect(after).toEqual({ status: 'REFUNDED', cashBack: 1500 })
      }
    }
  })

  it('books a calendar-on-redemption product as it is redeemed', async () => {
    const [voucher] = await buy(calendarDeal)
    const looked = MerchantVoucherResponse.parse(
      await (await merchantGet(`/vouchers/${voucher!.code}`, cookie)).json(),
    )
    expect(looked.data.bookingCalendar).toBe(true)
    const res = await redeem(voucher!.code)
    expect(res.status).toBe(200)
    expect(MerchantVoucherResponse.parse(await res.json()).data.status).toBe('BOOKED')
    const history = await env.DB.prepare(
      'SELECT event, to_state AS toState FROM voucher_events WHERE voucher_id = ? ORDER BY id',
    )
      .bind(voucher!.id)
      .all<{ event: string; toState: string }>()
    expect(history.results.slice(-2)).toEqual([
      { event: 'REDEEM', toState: 'REDEEMED' },
      { event: 'BOOK', toState: 'BOOKED' },
    ])
    expect((await redeem(voucher!.code)).status).toBe(409)
  })

  it(
    'refuses expired and refunded vouchers with a clear message',
    { tags: ['dated'] },
    async () => {
      const [expired, refunded] = await buy(deal, 2)
      const expiredAt = inDays(-30)
      await env.DB.prepare('UPDATE vouchers SET expires_at = ? WHERE id = ?')
        .bind(expiredAt, expired!.id)
        .run()
      await env.DB.prepare("UPDATE vouchers SET status = 'REFUNDED' WHERE id = ?")
        .bind(refunded!.id)
        .run()
      const late = await redeem(expired!.code)
      expect(late.status).toBe(409)
      expect(await late.json()).toEqual({
        error: {
          code: 'CONFLICT',
          message: `This voucher expired on ${londonLongDate.format(new Date(expiredAt))} and cannot be redeemed.`,
        },
      })
      const gone = await redeem(refunded!.code)
      expect(gone.status).toBe(409)
      expect(await gone.json()).toMatchObject({
        error: { code: 'CONFLICT', message: 'This voucher was refunded and cannot be redeemed.' },
      })
    },
  )
})
