import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import {
  AdminCampaign,
  AdminGiftCard,
  AdminPromoCode,
} from '../../src/shared/schemas/admin-promotions'
import { CheckoutViewResponse } from '../../src/shared/schemas/checkout-view'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import { makeOrderBasket, makeShopper } from '../fixtures/make-shopper'
import { makeStaff } from '../fixtures/make-staff'
import { ORIGIN, post } from './account-client'

const get = (path: string, cookie?: string) =>
  SELF.fetch(`${ORIGIN}/api/v1${path}`, { headers: cookie ? { cookie } : {} })

const admin = () => makeStaff(env.DB, { role: 'admin' })

const dataOf = async <T>(res: Response) => ((await res.json()) as { data: T }).data

const audits = async (action: string) =>
  (
    await env.DB.prepare('SELECT COUNT(*) AS n FROM audit_log WHERE action = ?')
      .bind(action)
      .first<{ n: number }>()
  )?.n ?? 0

describe('admin promotions API', () => {
  it('answers 401 to a shopper, 403 to a merchant and 400 to a bad promo code', async () => {
    const shopper = await makeShopper(env.DB)
    expect((await get('/admin/promo-codes', shopper.cookie)).status).toBe(401)
    await env.DB.prepare(
      `INSERT OR IGNORE INTO merchants (id, name, display_name, country_code)
       VALUES (9873, 'Merchant 9873', 'Merchant 9873', 'gb')`,
    ).run()
    const merchant = await makeStaff(env.DB, { role: 'merchant', merchantId: 9873 })
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
        startsAt: '2027-01-01T00:00:00.000Z',
        expiresAt: '2026-01-01T00:00:00.000Z',
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
    const created = await post(
      '/admin/promo-codes',
      { code: 'adm-save15', kind: 'percentage', value: 15, maxUsesPerUser: 1 },
      { cookie },
    )
    expect(created.status).toBe(201)
    expect(AdminPromoCode.parse(await dataOf(created))).toMatchObject({
      code: 'ADM-SAVE15',
      uses: 0,
    })
    expect(
      (
        await post(
          '/admin/promo-codes',
          { code: 'ADM-SAVE15', kind: 'percentage', value: 5 },
          { cookie },
        )
      ).status,
    ).toBe(409)

    await makeBasketDeal(env.DB, {
      id: 9561,
      products: [{ id: 956101, price: 4000, totalRemaining: 50 }],
    })
    const shopper = await makeShopper(env.DB)
    const token = await makeOrderBasket(env.DB, shopper.id, [
      { dealId: 9561, productId: 956101, quantity: 1 },
    ])
    const apply = async () =>
      CheckoutViewResponse.parse(
        await (
          await post(
            `/checkout/${token}/promocode`,
            { code: 'adm-save15' },
            { cookie: shopper.cookie },
          )
        ).json(),
      ).data
    const applied = await apply()
    expect(applied.promoCode).toMatchObject({ code: 'ADM-SAVE15', applicable: true })
    expect(applied.orderSummary.promoDiscount).toBe(600)

    const list = await dataOf<{ promoCodes: AdminPromoCode[] }>(
      await get('/admin/promo-codes', cookie),
    )
    expect(list.promoCodes.find((p) => p.code === 'ADM-SAVE15')).toMatchObject({ uses: 0 })

    const expired = await post('/admin/promo-codes/ADM-SAVE15/expire', {}, { cookie })
    expect(expired.status).toBe(200)
    expect((await apply()).promoCode).toMatchObject({ applicable: false, status: 'expired' })
    expect(await audits('promo_code.create')).toBeGreaterThanOrEqual(1)
    expect(await audits('promo_code.expire')).toBe(1)
    expect((await post('/admin/promo-codes/NOPE/expire', {}, { cookie })).status).toBe(404)
  })

  it("shows a gift card batch's codes once, stores them hashed, and they redeem once", async () => {
    const { cookie } = await admin()
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
    const audit = await env.DB.prepare(
      `SELECT after_json AS after FROM audit_log WHERE action = 'gift_card.issue'`,
    ).first<{ after: string }>()
    for (const code of batch.codes) expect(audit!.after).not.toContain(code)

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
    expect(await audits('gift_card.expire')).toBe(1)
  })

  it('creates, limits and expires a credit-claim campaign and shows its claims', async () => {
    const { cookie } = await admin()
    const body = {
      code: '770011',
      amount: 500,
      currency: 'GBP',
      expiresAt: '2027-06-01T00:00:00.000Z',
      creditDays: 30,
      maxClaims: 2,
    }
    expect((await post('/admin/campaigns', body, { cookie })).status).toBe(201)
    expect((await post('/admin/campaigns', body, { cookie })).status).toBe(409)
    const shopper = await makeShopper(env.DB)
    const claim = await post('/credit-claims', { id: '770011' }, { cookie: shopper.cookie })
    expect(await dataOf(claim)).toMatchObject({ status: 'SUCCESS' })
    const { campaigns } = await dataOf<{ campaigns: AdminCampaign[] }>(
      await get('/admin/campaigns', cookie),
    )
    expect(campaigns.find((c) => c.code === '770011')).toMatchObject({ claims: 1, maxClaims: 2 })

    expect((await post('/admin/campaigns/770011/limit', { maxClaims: 0 }, { cookie })).status).toBe(
      400,
    )
    const limited = await post('/admin/campaigns/770011/limit', { maxClaims: 1 }, { cookie })
    expect(await dataOf(limited)).toMatchObject({ maxClaims: 1, claims: 1 })
    const other = await makeShopper(env.DB)
    const full = await post('/credit-claims', { id: '770011' }, { cookie: other.cookie })
    expect(await dataOf(full)).not.toMatchObject({ status: 'SUCCESS' })

    const expired = await post('/admin/campaigns/770011/expire', {}, { cookie })
    expect(expired.status).toBe(200)
    expect(await audits('campaign.create')).toBe(1)
    expect(await audits('campaign.limit')).toBe(1)
    expect(await audits('campaign.expire')).toBe(1)
    expect((await post('/admin/campaigns/123/expire', {}, { cookie })).status).toBe(404)
  })
})
