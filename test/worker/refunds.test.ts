import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { AfterSaleResponse, RefundResponse } from '../../src/shared/schemas/refund'
import { newestMail, ORIGIN } from './account-client'
import { balanceOf, buyVouchers, ledgerSum, requestRefund, voucherStatus } from './refunds-client'
import { count } from './orders-client'
import { makeShopper } from '../fixtures/make-shopper'
import { clock } from './clock'

const authOf = (orderNumber: string) =>
  env.DB.prepare(
    `SELECT a.status, a.refunded_amount AS refunded FROM payment_authorisations a
     JOIN orders o ON o.gateway_reference = a.gateway_reference WHERE o.id = ?`,
  )
    .bind(Number(orderNumber))
    .first<{ status: string; refunded: number }>()

describe('refund to wallet', () => {
  it(
    'credits the wallet for 3 months, the balance equals the ledger, the voucher is refunded',
    { tags: ['dated'] },
    async () => {
      const bought = await buyVouchers(2500)
      const res = await requestRefund(bought, 'WALLET')
      expect(res.status).toBe(201)
      expect(res.headers.get('cache-control')).toBe('private, no-store')
      const { data } = RefundResponse.parse(await res.json())
      expect(data).toMatchObject({
        type: 'ON_DEMAND_REFUND',
        basis: 'GUARANTEE',
        method: 'WALLET',
        walletAmount: 2500,
        cashAmount: 0,
        walletBalance: 2500,
      })
      expect(data.message).toContain('£25 has been added to your wallet')
      const months = (Date.parse(data.creditExpiresAt!) - clock.ms()) / 86_400_000
      expect(months).toBeGreaterThan(88)
      expect(months).toBeLessThan(93)
      expect(await balanceOf(bought.shopper.id)).toBe(2500)
      expect(await ledgerSum(bought.shopper.id)).toBe(2500)
      expect((await voucherStatus(bought.vouchers[0]!.id)).status).toBe('REFUNDED')
      const mail = await newestMail(bought.shopper.email)
      expect(mail?.kind).toBe('refund-confirmation')
      expect(mail?.text).toContain(bought.vouchers[0]!.code)
      expect(
        await count(
          `SELECT COUNT(*) AS n FROM voucher_events WHERE voucher_id = ? AND event = 'REFUND'`,
          bought.vouchers[0]!.id,
        ),
      ).toBe(1)
    },
  )

  it('refunds once under 20 parallel requests; the rest hear it was already refunded', async () => {
    const bought = await buyVouchers(1999)
    const answers: Response[] = await Promise.all(
      Array.from({ length: 20 }, () => requestRefund(bought, 'WALLET')),
    )
    const statuses = answers.map((r) => r.status).sort()
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(19)
    const refused = answers.find((r) => r.status === 409)!
    expect(await refused.json()).toEqual({
      error: { code: 'CONFLICT', message: 'This voucher has already been refunded.' },
    })
    expect(await ledgerSum(bought.shopper.id)).toBe(1999)
    expect(await balanceOf(bought.shopper.id)).toBe(1999)
    expect(
      await count('SELECT COUNT(*) AS n FROM refunds WHERE voucher_id = ?', bought.vouchers[0]!.id),
    ).toBe(1)
  })

  it('answers a second request with 409', async () => {
    const bought = await buyVouchers()
    expect((await requestRefund(bought, 'WALLET')).status).toBe(201)
    const again = await requestRefund(bought, 'WALLET')
    expect(again.status).toBe(409)
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe(
      'This voucher has already been refunded.',
    )
  })

  it('refunds each voucher of a line its own share', async () => {
    const bought = await buyVouchers(1000, 3)
    for (const i of [0, 1]) expect((await requestRefund(bought, 'WALLET', {}, i)).status).toBe(201)
    expect(await balanceOf(bought.shopper.id)).toBe(2000)
    expect((await voucherStatus(bought.vouchers[2]!.id)).status).toBe('READY_TO_REDEEM')
  })
})

describe('refund to card', () => {
  it('calls the gateway refund once under parallel requests and promises 5 working days', async () => {
    const bought = await buyVouchers(3000)
    const answers: Response[] = await Promise.all(
      Array.from({ length: 10 }, () => requestRefund(bought, 'CASH')),
    )
    const ok = answers.filter((r) => r.status === 201)
    expect(ok).toHaveLength(1)
    const { data } = RefundResponse.parse(await ok[0]!.json())
    expect(data).toMatchObject({ method: 'CASH', cashAmount: 3000, walletAmount: 0 })
    expect(data.message).toContain('within 5 working days')
    expect(await authOf(bought.orderNumber)).toEqual({ status: 'REFUNDED', refunded: 3000 })
    expect((await voucherStatus(bought.vouchers[0]!.id)).status).toBe('REFUNDED')
    expect(await ledgerSum(bought.shopper.id)).toBe(0)
  })
})

describe('the refund form is checked on the server', () => {
  it('refuses a wrong order number, a missing tick or reason with 400', async () => {
    const bought = await buyVouchers()
    const other = await buyVouchers()
    const wrong = await requestRefund(bought, 'WALLET', { orderNumber: other.orderNumber })
    expect(wrong.status).toBe(400)
    const tick = await requestRefund(bought, 'WALLET', { notRedeemedConfirmed: false })
    expect(tick.status).toBe(400)
    expect(await tick.text()).toContain('not been redeemed with the merchant')
    const reason = await requestRefund(bought, 'WALLET', { reason: '' })
    expect(reason.status).toBe(400)
    expect(await reason.text()).toContain('Please select a refund reason')
    // Someone else's voucher with its real order number is not found for this customer.
    const foreign = await requestRefund({ ...other, shopper: bought.shopper }, 'WALLET')
    expect(foreign.status).toBe(400)
    expect((await voucherStatus(other.vouchers[0]!.id)).status).toBe('READY_TO_REDEEM')
  })

  it(
    'refuses a redeemed voucher and one under 7 days from expiry with 422',
    { tags: ['dated'] },
    async () => {
      const bought = await buyVouchers()
      await env.DB.prepare(`UPDATE vouchers SET status = 'REDEEMED' WHERE id = ?`)
        .bind(bought.vouchers[0]!.id)
        .run()
      const redeemed = await requestRefund(bought, 'WALLET')
      expect(redeemed.status).toBe(422)
      expect(await redeemed.text()).toContain('Refund unavailable')

      const late = await buyVouchers()
      const old = new Date(clock.ms() - 30 * 86_400_000).toISOString()
      const soon = new Date(clock.ms() + 5 * 86_400_000).toISOString()
      await env.DB.batch([
        env.DB.prepare('UPDATE orders SET created_at = ? WHERE id = ?').bind(
          old,
          Number(late.orderNumber),
        ),
        env.DB.prepare('UPDATE vouchers SET expires_at = ? WHERE id = ?').bind(
          soon,
          late.vouchers[0]!.id,
        ),
      ])
      const res = await requestRefund(late, 'WALLET')
      expect(res.status).toBe(422)
      expect(await res.text()).toContain('fewer than 7 days')
    },
  )

  it('offers only wallet credit after the 14-day guarantee', { tags: ['dated'] }, async () => {
    const bought = await buyVouchers()
    const old = new Date(clock.ms() - 20 * 86_400_000).toISOString()
    await env.DB.prepare('UPDATE orders SET created_at = ? WHERE id = ?')
      .bind(old, Number(bought.orderNumber))
      .run()
    const view = await SELF.fetch(
      `${ORIGIN}/api/v1/vouchers/${bought.vouchers[0]!.id}/after-sale`,
      { headers: { cookie: bought.shopper.cookie } },
    )
    expect(view.status).toBe(200)
    expect(AfterSaleResponse.parse(await view.json()).data.refund).toEqual({
      eligible: true,
      basis: 'PROTECTION',
      methods: ['WALLET'],
    })
    expect((await requestRefund(bought, 'CASH')).status).toBe(422)
    expect((await requestRefund(bought, 'WALLET')).status).toBe(201)
  })

  it('needs a signed-in customer', async () => {
    const res = await SELF.fetch(`${ORIGIN}/api/v1/refunds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: '{}',
    })
    expect(res.status).toBe(401)
  })
})

describe('refund of a gift the recipient claimed', () => {
  it('is wallet credit for the recipient, never the buyer’s card', async () => {
    const bought = await buyVouchers(2500)
    const recipient = await makeShopper(env.DB)
    // What claiming the gift does (gift-claim-service.ts): the vouchers become the recipient's.
    await env.DB.prepare('UPDATE vouchers SET user_id = ? WHERE order_id = ?')
      .bind(recipient.id, Number(bought.orderNumber))
      .run()
    const theirs = { ...bought, shopper: recipient }
    const view = await SELF.fetch(
      `${ORIGIN}/api/v1/vouchers/${bought.vouchers[0]!.id}/after-sale`,
      { headers: { cookie: recipient.cookie } },
    )
    expect(AfterSaleResponse.parse(await view.json()).data.refund).toEqual({
      eligible: true,
      basis: 'GUARANTEE',
      methods: ['WALLET'],
    })
    const cash = await requestRefund(theirs, 'CASH')
    expect(cash.status).toBe(422)
    expect(await cash.json()).toMatchObject({
      error: { message: 'A gift is refunded as wallet credit. Please choose wallet credit.' },
    })
    expect((await authOf(bought.orderNumber))?.refunded).toBe(0)
    expect((await requestRefund(theirs, 'WALLET')).status).toBe(201)
    expect(await ledgerSum(recipient.id)).toBe(2500)
    expect(await ledgerSum(bought.shopper.id)).toBe(0)
  })
})
