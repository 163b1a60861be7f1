import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import {
  AdminCampaign,
  AdminGiftCard,
  AdminPromoCode,
} from '../../src/shared/schemas/admin-promotions'
import { CheckoutViewResponse } from '../../src/shared/schemas/checkout-view'
import { freshCode } from '../fixtures/fresh'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import { makeOrderBasket, makeShopper } from '../fixtures/make-shopper'
import { makeStaff } from '../fixtures/make-staff'
import { ORIGIN, post } from './account-client'
import { inDays } from './clock'

const get = (path: string, cookie?: string) =>
  SELF.fetch(`${ORIGIN}/api/v1${path}`, { headers: cookie ? { cookie } : {} })

const admin = () => makeStaff(env.DB, { role: 'admin' })

const dataOf = async <T>(res: Response) => ((await res.json()) as { data: T }).data

/** Audit rows of `action` on one promo code, gift card or campaign (other files' rows share
 * the table). */
const audits = async (action: string, entityId: string) =>
  (
    await env.DB.prepare('SELECT COUNT(*) AS n FROM audit_log WHERE action = ? AND entity_id = ?')
      .bind(action, entityId)
      .first<{ n: number }>()
  )?.n ?? 0

/** A campaign code (4 to 20 digits, no leading zero) no other test or run holds. */
const freshDigits = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte, i) =>
    i === 0 ? 1 + (byte % 9) : byte % 10,
  ).join('')

describe('admin promotions API', () => {
  it('answers 401 to a shopper, 403 to a merchant and 400 to a bad promo code', async () => {
    const shopper = await makeShopper(env.DB)
    expect((await get('/admin/promo-codes', shopper.cookie)).status).toBe(401)
    const merchantRow = await env.DB.prepare(
      `INSERT INTO merchants (name, display_name, country_code)
       VALUES ('Promotions test merchant', 'Promotions test merchant', 'gb') RETURNING id`,
    ).first<{ id: number }>()
    const merchant = await makeStaff(env.DB, { role: 'merchant', merchantId: merchantRow!.id })
    for (const path of ['/admin/promo-codes', '/admin/gift-cards', '/admin/campaigns']) {
      expect((await get(path, merchant.cookie)).status).toBe(403)
    }
    const { cookie } = await admin()
    const bad = [
      { code: 'X', kind: 'percentage', value: 10 },
      { code: 'PCT200', kind: 'percentage', value: 200 },
      { code: 'FIXED', kind: 'fixed', value: 500 },
      {
        code: 'BACKWARDS',
        kind: 'percentage',
        value: 5,
        startsAt: inDays(40),
        expiresAt: inDays(10),
      },
      { code: 'EXTRA', kind: 'percentage', value: 5, surprise: true },
    ]
    for (const body of bad) {
      const res = await post('/admin/promo-codes', body, { cookie })
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ error: { code: 'INVALID' } })
    }
    expect(
      (await post('/admin/gift-cards', { count: 0, amount: 500, currency: 'GBP' }, { cookie }))
        .status,
    ).toBe(400)
    expect((await post('/admin/campaigns', { code: 'ABC' }, { cookie })).status).toBe(400)
  })

  it('creates a promo code that applies at checkout, lists its usage, and expires it', async () => {
    const { cookie } = await admin()
    // Sent in lower case, stored and shown in upper case.
    const CODE = freshCode('ADM-SAVE15-')
    const created = await post(
      '/admin/promo-codes',
      { code: CODE.toLowerCase(), kind: 'percentage', value: 15, maxUsesPerUser: 1 },
      { cookie },
    )
    expect(created.status).toBe(201)
    expect(AdminPromoCode.parse(await dataOf(created))).toMatchObject({
      code: CODE,
      uses: 0,
    })
    expect(
      (await post('/admin/promo-codes', { code: CODE, kind: 'percentage', value: 5 }, { cookie }))
        .status,
    ).toBe(409)

    const {
      id: dealId,
      productIds: [productId],
    } = await makeBasketDeal(env.DB, { products: [{ price: 4000, totalRemaining: 50 }] })
    const shopper = await makeShopper(env.DB)
    const token = await makeOrderBasket(env.DB, shopper.id, [
      { dealId, productId: productId!, quantity: 1 },
    ])
    const apply = async () =>
      CheckoutViewResponse.parse(
        await (
          await post(
            `/checkout/${token}/promocode`,
            { code: CODE.toLowerCase() },
            { cookie: shopper.cookie },
          )
        ).json(),
      ).data
    const applied = await apply()
    expect(applied.promoCode).toMatchObject({ code: CODE, applicable: true })
    expect(applied.orderSummary.promoDiscount).toBe(600)

    const list = await dataOf<{ promoCodes: AdminPromoCode[] }>(
      await get('/admin/promo-codes', cookie),
    )
    expect(list.promoCodes.find((p) => p.code === CODE)).toMatchObject({ uses: 0 })

    const expired = await post(`/admin/promo-codes/${CODE}/expire`, {}, { cookie })
    expect(expired.status).toBe(200)
    expect((await apply()).promoCode).toMatchObject({ applicable: false, status: 'expired' })
    expect(await audits('promo_code.create', CODE)).toBe(1)
    expect(await audits('promo_code.expire', CODE)).toBe(1)
    const unknown = freshCode('NOPE')
    expect((await post(`/admin/promo-codes/${unknown}/expire`, {}, { cookie })).status).toBe(404)
  })

  it("shows a gift card batch's codes once, stores them hashed, and they redeem once", async () => {
    const { cookie, user } = await admin()
    const res = await post(
      '/admin/gift-cards',
      { count: 3, amount: 2000, currency: 'GBP' },
      { cookie },
    )
    expect(res.status).toBe(201)
    const batch = await dataOf<{ codes: string[] }>(res)
    expect(batch.codes).toHaveLength(3)
    expect(new Set(batch.codes).size).toBe(3)

    const listed = await get('/admin/gift-cards', cookie)
    const text = await listed.text()
    for (const code of batch.codes) expect(text).not.toContain(code)
    const { giftCards } = (JSON.parse(text) as { data: { giftCards: AdminGiftCard[] } }).data
    const mine = giftCards.filter((g) => batch.codes.some((code) => code.endsWith(g.last4)))
    expect(mine).toHaveLength(3)
    expect(mine.every((g) => !g.redeemed)).toBe(true)
    const stored = await env.DB.prepare('SELECT code_hash FROM gift_cards').all<{
      code_hash: string
    }>()
    for (const code of batch.codes) {
      expect(stored.results.some((r) => r.code_hash.includes(code))).toBe(false)
    }
    // The batch's audit row: this admin's only issue.
    const audit = await env.DB.prepare(
      `SELECT after_json AS after FROM audit_log WHERE action = 'gift_card.issue' AND actor_id = ?`,
    )
      .bind(user.id)
      .all<{ after: string }>()
    expect(audit.results).toHaveLength(1)
    for (const code of batch.codes) expect(audit.results[0]!.after).not.toContain(code)

    const shopper = await makeShopper(env.DB)
    const redeem = () =>
      post(
        '/giftcards/redeem',
        { code: batch.codes[0] },
        { cookie: shopper.cookie, 'cf-connecting-ip': '198.51.100.90' },
      )
    expect((await redeem()).status).toBe(200)
    expect((await redeem()).status).toBeGreaterThanOrEqual(400)
    const after = await dataOf<{ giftCards: AdminGiftCard[] }>(
      await get('/admin/gift-cards', cookie),
    )
    expect(after.giftCards.find((g) => batch.codes[0]!.endsWith(g.last4))).toMatchObject({
      redeemed: true,
    })

    const second = after.giftCards.find((g) => batch.codes[1]!.endsWith(g.last4))!
    expect((await post(`/admin/gift-cards/${second.id}/expire`, {}, { cookie })).status).toBe(200)
    const late = await post(
      '/giftcards/redeem',
      { code: batch.codes[1] },
      { cookie: shopper.cookie, 'cf-connecting-ip': '198.51.100.91' },
    )
    expect(late.status).toBeGreaterThanOrEqual(400)
    expect(await audits('gift_card.expire', String(second.id))).toBe(1)
  })

  it('creates, limits and expires a credit-claim campaign and shows its claims', async () => {
    const { cookie } = await admin()
    const code = freshDigits()
    const body = {
      code,
      amount: 500,
      currency: 'GBP',
      expiresAt: inDays(190),
      creditDays: 30,
      maxClaims: 2,
    }
    expect((await post('/admin/campaigns', body, { cookie })).status).toBe(201)
    expect((await post('/admin/campaigns', body, { cookie })).status).toBe(409)
    const shopper = await makeShopper(env.DB)
    const claim = await post('/credit-claims', { id: code }, { cookie: shopper.cookie })
    expect(await dataOf(claim)).toMatchObject({ status: 'SUCCESS' })
    const { campaigns } = await dataOf<{ campaigns: AdminCampaign[] }>(
      await get('/admin/campaigns', cookie),
    )
    expect(campaigns.find((c) => c.code === code)).toMatchObject({ claims: 1, maxClaims: 2 })

    expect(
      (await post(`/admin/campaigns/${code}/limit`, { maxClaims: 0 }, { cookie })).status,
    ).toBe(400)
    const limited = await post(`/admin/campaigns/${code}/limit`, { maxClaims: 1 }, { cookie })
    expect(await dataOf(limited)).toMatchObject({ maxClaims: 1, claims: 1 })
    const other = await makeShopper(env.DB)
    const full = await post('/credit-claims', { id: code }, { cookie: other.cookie })
    expect(await dataOf(full)).not.toMatchObject({ status: 'SUCCESS' })

    const expired = await post(`/admin/campaigns/${code}/expire`, {}, { cookie })
    expect(expired.status).toBe(200)
    expect(await audits('campaign.create', code)).toBe(1)
    expect(await audits('campaign.limit', code)).toBe(1)
    expect(await audits('campaign.expire', code)).toBe(1)
    const unknown = freshDigits()
    expect((await post(`/admin/campaigns/${unknown}/expire`, {}, { cookie })).status).toBe(404)
  })
})
