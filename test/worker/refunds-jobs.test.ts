import { env, SELF } from 'cloudflare:test'
import { TZDate } from '@date-fns/tz'
import { addMonths } from 'date-fns'
import { describe, expect, it } from 'vitest'
import { longDay } from '../../src/shared/format/long-date'
import { AfterSaleResponse } from '../../src/shared/schemas/refund'
import { autoCreditUnredeemed } from '../../src/worker/jobs/auto-credit'
import {
  expireUnpaidDeposits,
  remindDepositBalances,
} from '../../src/worker/services/refunds/deposit-jobs'
import { applyPaidExtensions } from '../../src/worker/jobs/extensions'
import { cardToken, makeOrderBasket } from '../fixtures/make-shopper'
import { newestMail, ORIGIN, post } from './account-client'
import { count } from './orders-client'
import { balanceOf, buyVouchers, ledgerSum, requestRefund, voucherStatus } from './refunds-client'
import { clock, dayFromToday, inDays } from './clock'

const DAY_MS = 86_400_000

/** The instant `hour`:`minute` strikes in London on `day` ('YYYY-MM-DD'), as deposits fall due
 * by the UK day (deposit-balance.ts). */
const londonTime = (day: string, hour: number, minute = 0) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return new Date(new TZDate(year, month - 1, date, hour, minute, 'Europe/London').getTime())
}

/** An instant `years` of 365 days on. The expiry jobs sweep every voucher of the database worker
 * files share; years out, the vouchers a test puts there are the only ones its run can find. */
const yearsOn = (years: number) => new Date(clock.ms() + years * 365 * DAY_MS)

const afterSale = async (cookie: string, voucherId: number) => {
  const res = await SELF.fetch(`${ORIGIN}/api/v1/vouchers/${voucherId}/after-sale`, {
    headers: { cookie },
  })
  expect(res.status).toBe(200)
  return AfterSaleResponse.parse(await res.json()).data
}

/** The voucher's line becomes a stay checking in `inDaysFromToday` days from today, as a
 * calendar deal's order line is written. */
const makeStay = (voucherId: number, inDaysFromToday = 30) =>
  env.DB.prepare(
    `UPDATE order_lines SET check_in = ?, check_out = ?
     WHERE id = (SELECT order_line_id FROM vouchers WHERE id = ?)`,
  ).bind(dayFromToday(inDaysFromToday), dayFromToday(inDaysFromToday + 2), voucherId)

const setDeposit = (voucherId: number, balanceDue: number, dueBy: string) =>
  env.DB.prepare(
    `UPDATE order_lines SET deposit_paid = 500, balance_due = ?, balance_due_by = ?
     WHERE id = (SELECT order_line_id FROM vouchers WHERE id = ?)`,
  )
    .bind(balanceDue, dueBy, voucherId)
    .run()

describe('extensions (VVE add-on)', () => {
  it('records the voucher on the add-on line and refuses one that cannot be extended', async () => {
    const bought = await buyVouchers(2000)
    const voucher = bought.vouchers[0]!
    const productId = (await env.DB.prepare('SELECT product_id AS p FROM vouchers WHERE id = ?')
      .bind(voucher.id)
      .first<{ p: number }>())!.p
    const token = await makeOrderBasket(env.DB, bought.shopper.id, [])
    const cookie = { cookie: bought.shopper.cookie }
    const other = await buyVouchers(2000)
    const refused = await post(
      `/basket/${token}/addon`,
      { addonType: 'VVE', productId, quantity: 1, voucherId: other.vouchers[0]!.id },
      cookie,
    )
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({
      error: { code: 'CONFLICT', message: 'You have no extendable vouchers.' },
    })
    const added = await post(
      `/basket/${token}/addon`,
      { addonType: 'VVE', productId, quantity: 1, voucherId: voucher.id },
      cookie,
    )
    expect(added.status).toBe(200)
    expect(
      await count(
        `SELECT COUNT(*) AS n FROM basket_lines WHERE basket_token = ? AND extends_voucher_id = ?`,
        token,
        voucher.id,
      ),
    ).toBe(1)
  })

  it("offers no extension on a stay's voucher and refuses one asked for", async () => {
    const bought = await buyVouchers(2000)
    const voucher = bought.vouchers[0]!
    await makeStay(voucher.id).run()
    const productId = (await env.DB.prepare('SELECT product_id AS p FROM vouchers WHERE id = ?')
      .bind(voucher.id)
      .first<{ p: number }>())!.p
    const cookie = { cookie: bought.shopper.cookie }
    const shown = await SELF.fetch(`${ORIGIN}/api/v1/vouchers/${voucher.id}`, { headers: cookie })
    const { data } = (await shown.json()) as { data: { actions: string[] } }
    expect(data.actions).not.toContain('extend')
    expect(data.actions).toContain('print')
    expect((await afterSale(bought.shopper.cookie, voucher.id)).extendable).toBe(false)
    const token = await makeOrderBasket(env.DB, bought.shopper.id, [])
    const refused = await post(
      `/basket/${token}/addon`,
      { addonType: 'VVE', productId, quantity: 1, voucherId: voucher.id },
      cookie,
    )
    expect(refused.status).toBe(409)
    expect((await refused.json()).error.message).toBe('You have no extendable vouchers.')
  })

  it(
    'extends the voucher by 3 months once the order is paid, once per line',
    { tags: ['dated'] },
    async () => {
      const bought = await buyVouchers(2000)
      const voucher = bought.vouchers[0]!
      const before = (await voucherStatus(voucher.id)).expiresAt
      const token = await makeOrderBasket(env.DB, bought.shopper.id, [])
      const lineId = crypto.randomUUID()
      const now = clock.now().toISOString()
      // A paid add-on order, written as the order service would leave it.
      await env.DB.batch([
        env.DB.prepare(
          `INSERT INTO basket_lines (id, basket_token, position, deal_id, product_id, quantity,
           addon_type, extends_voucher_id, created_at)
         SELECT ?, ?, 0, deal_id, product_id, 1, 'VVE', id, ? FROM vouchers WHERE id = ?`,
        ).bind(lineId, token, now, voucher.id),
        env.DB.prepare(
          `INSERT INTO orders (id, user_id, basket_token, brand, currency, total, cash_amount,
           status, idempotency_key, request_hash, payment_held, created_at)
         VALUES (?, ?, ?, 'dealio', 'GBP', 0, 0, 'PLACED', ?, 'h', 1, ?)`,
        ).bind(clock.ms() * 10 + 7, bought.shopper.id, token, `key-${crypto.randomUUID()}`, now),
      ])
      const at = new Date(inDays(4))
      // Paid add-ons other files left for the job; after this run only this one can be pending.
      await applyPaidExtensions(env, at)
      expect(await applyPaidExtensions(env, at)).toEqual({ extended: 0 })
      await env.DB.prepare(`UPDATE orders SET status = 'PAID' WHERE basket_token = ?`)
        .bind(token)
        .run()
      expect(await applyPaidExtensions(env, at)).toEqual({ extended: 1 })
      const after = (await voucherStatus(voucher.id)).expiresAt
      // Three calendar months on, the 31st landing on the month's last day (date-fns clamps too).
      expect(after.slice(0, 10)).toBe(addMonths(new Date(before), 3).toISOString().slice(0, 10))
      expect(await applyPaidExtensions(env, new Date(inDays(5)))).toEqual({
        extended: 0,
      })
      expect((await voucherStatus(voucher.id)).expiresAt).toBe(after)
      expect((await afterSale(bought.shopper.cookie, voucher.id)).extendable).toBe(false)
    },
  )
})

describe('deposit vouchers', () => {
  it(
    'shows the balance, then the overdue message, and the job expires it once',
    { tags: ['dated'] },
    async () => {
      const bought = await buyVouchers(500)
      const voucher = bought.vouchers[0]!
      // The job expires every overdue deposit in the database worker files share; a balance due
      // 40 years ago is this test's alone.
      const due = dayFromToday(-40 * 365)
      await setDeposit(voucher.id, 4000, due)
      expect(await expireUnpaidDeposits(env, londonTime(due, 23))).toEqual({
        expired: 0,
      })
      const dayAfter = dayFromToday(-40 * 365 + 1)
      expect(await expireUnpaidDeposits(env, londonTime(dayAfter, 0, 30))).toEqual({
        expired: 1,
      })
      expect((await voucherStatus(voucher.id)).status).toBe('EXPIRED')
      expect(
        await expireUnpaidDeposits(env, londonTime(dayFromToday(-40 * 365 + 2), 0, 30)),
      ).toEqual({
        expired: 0,
      })
    },
  )

  it(
    'reminds the buyer once, a week before the balance falls due',
    { tags: ['dated'] },
    async () => {
      const bought = await buyVouchers(500)
      const voucher = bought.vouchers[0]!
      const due = dayFromToday(10)
      await setDeposit(voucher.id, 4000, due)
      const mine = async () =>
        count(
          "SELECT COUNT(*) AS n FROM email_outbox WHERE kind = 'deposit-reminder' AND to_address = ?",
          bought.shopper.email,
        )
      // Ten days out: not yet.
      await remindDepositBalances(env, clock.now())
      expect(await mine()).toBe(0)
      // Three days later the due day is a week off: one reminder, then no more, even in parallel.
      const later = new Date(clock.ms() + 3 * 86_400_000)
      await Promise.all([remindDepositBalances(env, later), remindDepositBalances(env, later)])
      await remindDepositBalances(env, new Date(later.getTime() + 86_400_000))
      expect(await mine()).toBe(1)
      const mail = await newestMail(bought.shopper.email)
      // The due day as the voucher page writes it (longDay), not an ISO or numeric date.
      expect(mail?.subject).toBe(`Your balance of £40 is due by ${longDay(due)}`)
      expect(mail?.text).toContain(`/myaccount/vouchers/${voucher.id}`)
    },
  )

  it(
    'leaves a line unclaimed when its reminder cannot be written, for the next run',
    { tags: ['dated'] },
    async () => {
      const bought = await buyVouchers(500)
      const voucher = bought.vouchers[0]!
      await setDeposit(voucher.id, 4000, dayFromToday(7))
      const reminded = () =>
        env.DB.prepare(
          `SELECT balance_reminded_at AS at FROM order_lines
         WHERE id = (SELECT order_line_id FROM vouchers WHERE id = ?)`,
        )
          .bind(voucher.id)
          .first<{ at: string | null }>()
      await env.DB.prepare(
        `CREATE TRIGGER deposit_mail_refused BEFORE INSERT ON email_outbox
       WHEN NEW.to_address = '${bought.shopper.email}'
       BEGIN SELECT RAISE(ABORT, 'outbox refuses'); END`,
      ).run()
      try {
        await expect(remindDepositBalances(env, clock.now())).rejects.toThrow()
      } finally {
        await env.DB.prepare('DROP TRIGGER deposit_mail_refused').run()
      }
      // The claim used to stay without its reminder, so none was ever sent.
      expect((await reminded())?.at).toBeNull()
      await remindDepositBalances(env, clock.now())
      expect((await reminded())?.at).not.toBeNull()
      expect((await newestMail(bought.shopper.email))?.kind).toBe('deposit-reminder')
    },
  )

  it('pays the balance by card once and clears it', async () => {
    const bought = await buyVouchers(500)
    const voucher = bought.vouchers[0]!
    const due = dayFromToday(60)
    await setDeposit(voucher.id, 4000, due)
    expect((await afterSale(bought.shopper.cookie, voucher.id)).deposit).toEqual({
      kind: 'DUE',
      balanceDue: 4000,
      dueBy: due,
    })
    const pay = (token: string) =>
      post(
        `/vouchers/${voucher.id}/pay-balance`,
        { paymentToken: token },
        {
          cookie: bought.shopper.cookie,
        },
      )
    const res = await pay(await cardToken(env.DB))
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      data: { voucherId: voucher.id, paid: 4000, currency: 'GBP' },
    })
    expect((await afterSale(bought.shopper.cookie, voucher.id)).deposit).toEqual({ kind: 'NONE' })
    expect((await pay(await cardToken(env.DB))).status).toBe(409)
    expect(
      await count(
        `SELECT COUNT(*) AS n FROM payment_authorisations WHERE status = 'CAPTURED' AND amount = 4000
           AND idempotency_key LIKE
             'balance-' || (SELECT order_line_id FROM vouchers WHERE id = ?) || '-%'`,
        voucher.id,
      ),
    ).toBe(1)
  })
})

describe('auto-credit of unredeemed vouchers', { tags: ['dated'] }, () => {
  it('credits an unredeemed voucher at expiry, valid 14 days, once', async () => {
    const bought = await buyVouchers(1500)
    const voucher = bought.vouchers[0]!
    const expiry = yearsOn(32)
    await env.DB.prepare('UPDATE vouchers SET expires_at = ? WHERE id = ?')
      .bind(expiry.toISOString(), voucher.id)
      .run()
    expect(await autoCreditUnredeemed(env, new Date(expiry.getTime() - 60_000))).toMatchObject({
      credited: 0,
    })
    const at = new Date(expiry.getTime() + 3 * 3_600_000)
    const first = await autoCreditUnredeemed(env, at)
    expect(first.credited).toBeGreaterThanOrEqual(1)
    expect((await voucherStatus(voucher.id)).status).toBe('EXPIRED')
    const row = await env.DB.prepare(
      `SELECT amount, expires_at AS expiresAt FROM wallet_ledger
       WHERE user_id = ? AND reason = 'AUTO_CREDIT'`,
    )
      .bind(bought.shopper.id)
      .first<{ amount: number; expiresAt: string }>()
    expect(row).toEqual({
      amount: 1500,
      expiresAt: new Date(expiry.getTime() + 14 * DAY_MS).toISOString(),
    })
    expect(await autoCreditUnredeemed(env, at)).toEqual({ credited: 0 })
    expect(await ledgerSum(bought.shopper.id)).toBe(1500)
    expect(await balanceOf(bought.shopper.id)).toBe(1500)
  })

  it('does not credit a redeemed voucher', async () => {
    const bought = await buyVouchers(1500)
    const voucher = bought.vouchers[0]!
    const expiry = yearsOn(33)
    await env.DB.prepare(`UPDATE vouchers SET expires_at = ?, status = 'REDEEMED' WHERE id = ?`)
      .bind(expiry.toISOString(), voucher.id)
      .run()
    await autoCreditUnredeemed(env, new Date(expiry.getTime() + 3 * 3_600_000))
    expect(await ledgerSum(bought.shopper.id)).toBe(0)
  })

  it("does not credit a stay's voucher the hotel did not redeem: its room was held", async () => {
    const bought = await buyVouchers(1500)
    const voucher = bought.vouchers[0]!
    const expiry = yearsOn(34)
    await env.DB.batch([
      env.DB.prepare('UPDATE vouchers SET expires_at = ? WHERE id = ?').bind(
        expiry.toISOString(),
        voucher.id,
      ),
      makeStay(voucher.id),
    ])
    await autoCreditUnredeemed(env, new Date(expiry.getTime() + 3 * 3_600_000))
    expect(await ledgerSum(bought.shopper.id)).toBe(0)
  })
})

describe("a stay's refund", () => {
  it('is refused from the check-in day, with the reason, and the page offers none', async () => {
    const bought = await buyVouchers(2000)
    const voucher = bought.vouchers[0]!
    await makeStay(voucher.id, 0).run()
    const sale = await afterSale(bought.shopper.cookie, voucher.id)
    expect(sale.refund).toMatchObject({
      eligible: false,
      message: 'Refund unavailable: your stay has begun.',
    })
    const shown = await SELF.fetch(`${ORIGIN}/api/v1/vouchers/${voucher.id}`, {
      headers: { cookie: bought.shopper.cookie },
    })
    const { data } = (await shown.json()) as { data: { actions: string[] } }
    expect(data.actions).not.toContain('refund')
    // The request itself is refused with the same words, and nothing moves.
    const refused = await requestRefund(bought, 'WALLET')
    expect(refused.status).toBeGreaterThanOrEqual(400)
    expect(refused.status).toBeLessThan(500)
    expect(JSON.stringify(await refused.json())).toContain('your stay has begun')
    expect(await ledgerSum(bought.shopper.id)).toBe(0)
  })
})

describe('returns', () => {
  it('creates the return order with its label once and shows the progress', async () => {
    const bought = await buyVouchers(2500)
    const voucher = bought.vouchers[0]!
    await env.DB.prepare(`UPDATE vouchers SET order_progress = 'DELIVERED' WHERE id = ?`)
      .bind(voucher.id)
      .run()
    expect((await afterSale(bought.shopper.cookie, voucher.id)).canReturn).toBe(true)
    const res = await post(
      '/returns',
      { voucherId: voucher.id, reason: 'FAULTY' },
      { cookie: bought.shopper.cookie },
    )
    expect(res.status).toBe(201)
    expect(await res.json()).toEqual({
      data: {
        voucherId: voucher.id,
        labelReference: `RTN-${voucher.code}`,
        labelPath: `/myaccount/vouchers/${voucher.id}/return-label`,
        status: 'RETURN_REQUESTED',
      },
    })
    const view = await afterSale(bought.shopper.cookie, voucher.id)
    expect(view.returnProgress.map((s) => s.done)).toEqual([true, false, false, false])
    expect(view.canReturn).toBe(false)
    const again = await post(
      '/returns',
      { voucherId: voucher.id, reason: 'FAULTY' },
      { cookie: bought.shopper.cookie },
    )
    expect(again.status).toBe(409)
  })
})
