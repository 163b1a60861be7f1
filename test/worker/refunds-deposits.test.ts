import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { PlaceOrderResponse } from '../../src/shared/schemas/place-order'
import { AfterSaleResponse, RefundResponse } from '../../src/shared/schemas/refund'
import { autoCreditUnredeemed } from '../../src/worker/jobs/auto-credit'
import { captureUnpaidBalances } from '../../src/worker/services/payments/payment-reconciliation'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import { cardToken, makeOrderBasket, makeShopper, type Shopper } from '../fixtures/make-shopper'
import { ORIGIN, post } from './account-client'
import { placeOrder } from './orders-client'
import { ledgerSum, voucherStatus } from './refunds-client'
import { clock } from './clock'

// A deposit voucher whose balance was paid later refunds (and auto-credits at
// expiry) everything paid on it, each part back where it came from; the balance used to stay
// captured while only the deposit came back (£50 of £339).

const PRICE = 33900
const DEPOSIT = 5000
const BALANCE = PRICE - DEPOSIT

interface DepositBought {
  shopper: Shopper
  orderNumber: string
  vouchers: { id: number; code: string }[]
}

/** A deposit deal bought with payDeposit, `wallet` of the deposit paid from refundable credit
 * and the rest by card; then the balance paid by card through pay-balance. */
async function buyDepositAndPayBalance(
  wallet = 0,
  quantity = 1,
  payBalance = true,
): Promise<DepositBought> {
  const { id: deal, productIds } = await makeBasketDeal(env.DB, {
    products: [{ price: PRICE, totalRemaining: 100 }],
  })
  const product = productIds[0]!
  await env.DB.prepare('UPDATE deal_products SET has_deposit = 1, deposit_price = ? WHERE id = ?')
    .bind(DEPOSIT, product)
    .run()
  const shopper = await makeShopper(env.DB)
  if (wallet > 0) {
    await env.DB.prepare(
      `INSERT INTO wallet_ledger (user_id, currency, amount, kind, reason, created_at)
       VALUES (?, 'GBP', ?, 'REFUNDABLE', 'REFUND', ?)`,
    )
      .bind(shopper.id, wallet, clock.now().toISOString())
      .run()
  }
  const token = await makeOrderBasket(
    env.DB,
    shopper.id,
    [{ dealId: deal, productId: product, quantity }],
    { useWallet: wallet > 0 },
  )
  await env.DB.prepare('UPDATE basket_lines SET pay_deposit = 1 WHERE basket_token = ?')
    .bind(token)
    .run()
  const res = await placeOrder(
    token,
    {
      payment: { method: 'credit_card', paymentToken: await cardToken(env.DB) },
      expectedTotal: DEPOSIT * quantity,
    },
    { cookie: shopper.cookie },
  )
  if (res.status !== 201) throw new Error(`order failed: ${res.status} ${await res.text()}`)
  const { data } = PlaceOrderResponse.parse(await res.json())
  expect(data.productOrder.walletAmountUsed).toBe(wallet)
  const { results: vouchers } = await env.DB.prepare(
    'SELECT id, code FROM vouchers WHERE order_id = ? ORDER BY id',
  )
    .bind(Number(data.productOrder.id))
    .all<{ id: number; code: string }>()
  if (!payBalance) return { shopper, orderNumber: data.productOrder.id, vouchers }
  const paid = await post(
    `/vouchers/${vouchers[0]!.id}/pay-balance`,
    { paymentToken: await cardToken(env.DB) },
    { cookie: shopper.cookie },
  )
  expect(paid.status).toBe(200)
  expect(await paid.json()).toEqual({
    data: { voucherId: vouchers[0]!.id, paid: BALANCE * quantity, currency: 'GBP' },
  })
  return { shopper, orderNumber: data.productOrder.id, vouchers }
}

const refund = (bought: DepositBought, method: 'WALLET' | 'CASH', voucher = 0) =>
  post(
    '/refunds',
    {
      orderNumber: bought.orderNumber,
      voucherCode: bought.vouchers[voucher]!.code,
      reason: 'CHANGED_MIND',
      notRedeemedConfirmed: true,
      method,
    },
    { cookie: bought.shopper.cookie },
  )

/** The order's own authorisation and the balance's, with what each had refunded. */
const authorisations = async (orderNumber: string) => {
  const row = await env.DB.prepare(
    `SELECT
       (SELECT a.refunded_amount FROM payment_authorisations a JOIN orders o
          ON o.gateway_reference = a.gateway_reference WHERE o.id = ?1) AS deposit,
       (SELECT SUM(a.refunded_amount) FROM payment_authorisations a
          JOIN deposit_balance_payments b ON b.gateway_reference = a.gateway_reference
          JOIN order_lines l ON l.id = b.order_line_id WHERE l.order_id = ?1) AS balance,
       (SELECT SUM(a.captured_amount) FROM payment_authorisations a
          JOIN deposit_balance_payments b ON b.gateway_reference = a.gateway_reference
          JOIN order_lines l ON l.id = b.order_line_id WHERE l.order_id = ?1) AS balanceCaptured`,
  )
    .bind(Number(orderNumber))
    .first<{ deposit: number; balance: number; balanceCaptured: number }>()
  return row!
}

const afterSale = async (bought: DepositBought, voucher = 0) => {
  const res = await SELF.fetch(
    `${ORIGIN}/api/v1/vouchers/${bought.vouchers[voucher]!.id}/after-sale`,
    { headers: { cookie: bought.shopper.cookie } },
  )
  expect(res.status).toBe(200)
  return AfterSaleResponse.parse(await res.json()).data
}

const refundLedger = (userId: number, voucherId: number) =>
  env.DB.prepare(
    `SELECT reason, kind, SUM(amount) AS amount FROM wallet_ledger
     WHERE user_id = ? AND reference = ? GROUP BY reason, kind ORDER BY reason, kind`,
  )
    .bind(userId, `voucher:${voucherId}`)
    .all<{ reason: string; kind: string; amount: number }>()
    .then((r) => r.results)

describe('refunding a deposit voucher whose balance was paid', () => {
  it('offers the whole price paid, deposit and balance', async () => {
    const bought = await buyDepositAndPayBalance()
    const view = await afterSale(bought)
    expect(view.refundAmount).toBe(PRICE)
    expect(view.refund).toEqual({ eligible: true, basis: 'GUARANTEE', methods: ['WALLET', 'CASH'] })
  })

  it('to card: the deposit to the order payment, the balance to its own, the wallet part to the wallet', async () => {
    const wallet = 1000
    const bought = await buyDepositAndPayBalance(wallet)
    const res = await refund(bought, 'CASH')
    expect(res.status).toBe(201)
    const { data } = RefundResponse.parse(await res.json())
    expect(data).toMatchObject({ method: 'CASH', cashAmount: PRICE - wallet, walletAmount: wallet })
    expect(await authorisations(bought.orderNumber)).toEqual({
      deposit: DEPOSIT - wallet,
      balance: BALANCE,
      balanceCaptured: BALANCE,
    })
    expect(await refundLedger(bought.shopper.id, bought.vouchers[0]!.id)).toEqual([
      { reason: 'REFUND', kind: 'REFUNDABLE', amount: wallet },
    ])
    // The wallet holds what it held before the order: the credit spent came back, nothing more.
    expect(await ledgerSum(bought.shopper.id)).toBe(wallet)
    expect((await voucherStatus(bought.vouchers[0]!.id)).status).toBe('REFUNDED')
  })

  it('to card once under parallel requests: no payment refunded twice', async () => {
    const bought = await buyDepositAndPayBalance()
    const answers = await Promise.all(Array.from({ length: 6 }, () => refund(bought, 'CASH')))
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409])
    expect(await authorisations(bought.orderNumber)).toEqual({
      deposit: DEPOSIT,
      balance: BALANCE,
      balanceCaptured: BALANCE,
    })
    expect(await ledgerSum(bought.shopper.id)).toBe(0)
  })

  it('to card: a balance payment that refuses after the deposit went back leaves it as credit', async () => {
    const bought = await buyDepositAndPayBalance()
    // The provider will not refund the balance's payment (the ledger refuses a non-captured one).
    await env.DB.prepare(
      `UPDATE payment_authorisations SET status = 'VOIDED' WHERE gateway_reference =
         (SELECT b.gateway_reference FROM deposit_balance_payments b
            JOIN order_lines l ON l.id = b.order_line_id WHERE l.order_id = ?)`,
    )
      .bind(Number(bought.orderNumber))
      .run()
    const res = await refund(bought, 'CASH')
    expect(res.status).toBe(201)
    const { data } = RefundResponse.parse(await res.json())
    expect(data).toMatchObject({ cashAmount: DEPOSIT, walletAmount: BALANCE })
    expect(await refundLedger(bought.shopper.id, bought.vouchers[0]!.id)).toEqual([
      { reason: 'REFUND', kind: 'REFUNDABLE', amount: BALANCE },
    ])
    // The claim stands: asking again returns nothing twice.
    expect((await refund(bought, 'CASH')).status).toBe(409)
    expect((await authorisations(bought.orderNumber)).deposit).toBe(DEPOSIT)
    expect(await ledgerSum(bought.shopper.id)).toBe(BALANCE)
  })

  it('to wallet: credit for the whole price, as ledger rows', async () => {
    const bought = await buyDepositAndPayBalance(1000)
    const res = await refund(bought, 'WALLET')
    expect(res.status).toBe(201)
    const { data } = RefundResponse.parse(await res.json())
    expect(data).toMatchObject({ method: 'WALLET', walletAmount: PRICE, cashAmount: 0 })
    expect(await refundLedger(bought.shopper.id, bought.vouchers[0]!.id)).toEqual([
      { reason: 'REFUND', kind: 'REFUNDABLE', amount: PRICE },
    ])
    expect(await ledgerSum(bought.shopper.id)).toBe(PRICE)
    expect((await authorisations(bought.orderNumber)).balance).toBe(0)
  })

  it('splits a two-room line: each voucher gets its own share of the balance', async () => {
    const bought = await buyDepositAndPayBalance(0, 2)
    expect((await afterSale(bought, 0)).refundAmount).toBe(PRICE)
    expect((await afterSale(bought, 1)).refundAmount).toBe(PRICE)
    for (const i of [0, 1]) expect((await refund(bought, 'CASH', i)).status).toBe(201)
    expect(await authorisations(bought.orderNumber)).toEqual({
      deposit: DEPOSIT * 2,
      balance: BALANCE * 2,
      balanceCaptured: BALANCE * 2,
    })
  })
})

describe('a two-room deposit line with one room refunded before its balance', () => {
  const payBalance = async (bought: DepositBought, voucher: number) =>
    post(
      `/vouchers/${bought.vouchers[voucher]!.id}/pay-balance`,
      { paymentToken: await cardToken(env.DB) },
      { cookie: bought.shopper.cookie },
    )

  it('asks the other room for its own balance only, and takes it', async () => {
    const bought = await buyDepositAndPayBalance(0, 2, false)
    expect((await refund(bought, 'CASH', 0)).status).toBe(201)
    const view = await afterSale(bought, 1)
    expect(view.deposit).toMatchObject({ kind: 'DUE', balanceDue: BALANCE })
    const paid = await payBalance(bought, 1)
    expect(paid.status).toBe(200)
    expect(await paid.json()).toEqual({
      data: { voucherId: bought.vouchers[1]!.id, paid: BALANCE, currency: 'GBP' },
    })
    expect((await afterSale(bought, 1)).refundAmount).toBe(PRICE)
  })

  it('refunds the paid room whole later: its deposit and the balance it paid', async () => {
    const bought = await buyDepositAndPayBalance(0, 2, false)
    expect((await refund(bought, 'WALLET', 0)).status).toBe(201)
    expect((await payBalance(bought, 1)).status).toBe(200)
    const res = await refund(bought, 'CASH', 1)
    expect(res.status).toBe(201)
    const { data } = RefundResponse.parse(await res.json())
    expect(data).toMatchObject({ cashAmount: PRICE, walletAmount: 0 })
    expect(await authorisations(bought.orderNumber)).toEqual({
      deposit: DEPOSIT,
      balance: BALANCE,
      balanceCaptured: BALANCE,
    })
    expect(await ledgerSum(bought.shopper.id)).toBe(DEPOSIT)
  })

  it('gives the room’s balance back to its line when its card refund is refused', async () => {
    const bought = await buyDepositAndPayBalance(0, 2, false)
    // The provider will not refund the order's payment (the ledger refuses a non-captured one).
    await env.DB.prepare(
      `UPDATE payment_authorisations SET status = 'VOIDED' WHERE gateway_reference =
         (SELECT gateway_reference FROM orders WHERE id = ?)`,
    )
      .bind(Number(bought.orderNumber))
      .run()
    expect((await refund(bought, 'CASH', 0)).status).toBe(422)
    expect((await afterSale(bought, 1)).deposit).toMatchObject({ balanceDue: BALANCE * 2 })
  })

  it('releases each room’s balance once when both rooms are refunded at the same time', async () => {
    const bought = await buyDepositAndPayBalance(0, 2, false)
    const answers = await Promise.all([
      refund(bought, 'WALLET', 0),
      refund(bought, 'WALLET', 1),
      refund(bought, 'WALLET', 0),
      refund(bought, 'CASH', 1),
    ])
    expect(answers.map((r) => r.status).sort()).toEqual([201, 201, 409, 409])
    const line = await env.DB.prepare(
      `SELECT l.balance_due AS balanceDue FROM order_lines l WHERE l.order_id = ?`,
    )
      .bind(Number(bought.orderNumber))
      .first<{ balanceDue: number }>()
    expect(line?.balanceDue).toBe(0)
    expect((await payBalance(bought, 1)).status).toBe(409)
  })
})

describe('a balance payment whose capture was interrupted', () => {
  it('is captured by the reconciliation job, once', async () => {
    const bought = await buyDepositAndPayBalance()
    // As if the worker died after recording the payment, before the capture (after-sale-service.ts).
    const reference = `(SELECT b.gateway_reference FROM deposit_balance_payments b
        JOIN order_lines l ON l.id = b.order_line_id WHERE l.order_id = ?)`
    await env.DB.prepare(
      `UPDATE payment_authorisations SET status = 'AUTHORISED', captured_amount = 0
       WHERE gateway_reference = ${reference}`,
    )
      .bind(Number(bought.orderNumber))
      .run()
    const later = new Date(clock.ms() + 20 * 60_000)
    await captureUnpaidBalances(env, later)
    await captureUnpaidBalances(env, later)
    const auth = await env.DB.prepare(
      `SELECT status, captured_amount AS captured FROM payment_authorisations
       WHERE gateway_reference = ${reference}`,
    )
      .bind(Number(bought.orderNumber))
      .first<{ status: string; captured: number }>()
    expect(auth).toEqual({ status: 'CAPTURED', captured: BALANCE })
  })
})

describe('paying the balance and refunding at the same time', () => {
  it('never leaves a balance captured behind a refund', async () => {
    for (let round = 0; round < 4; round++) {
      const bought = await buyDepositAndPayBalance(0, 1, false)
      const pay = post(
        `/vouchers/${bought.vouchers[0]!.id}/pay-balance`,
        { paymentToken: await cardToken(env.DB) },
        { cookie: bought.shopper.cookie },
      )
      const [paid, refunded] = await Promise.all([pay, refund(bought, 'CASH')])
      expect([200, 409]).toContain(paid.status)
      expect(refunded.status).toBe(201)
      expect((await voucherStatus(bought.vouchers[0]!.id)).status).toBe('REFUNDED')
      const { data } = RefundResponse.parse(await refunded.json())
      const balance = await env.DB.prepare(
        `SELECT COALESCE(SUM(a.captured_amount - a.refunded_amount), 0) AS kept
         FROM payment_authorisations a
         WHERE a.idempotency_key LIKE 'balance-' || ? || '-%'`,
      )
        .bind(`${bought.orderNumber}-1`)
        .first<{ kept: number }>()
      // Whatever the order of events the refund returns everything paid, and nothing of the
      // balance stays taken unless it came back as wallet credit instead (a payment captured
      // only after the refund asked for it back).
      expect(data.cashAmount + data.walletAmount).toBe(paid.status === 200 ? PRICE : DEPOSIT)
      expect(balance?.kept).toBe(data.walletAmount)
    }
  })
})

describe('auto-credit at expiry of a deposit voucher whose balance was paid', () => {
  it('credits the whole price paid, once', async () => {
    const bought = await buyDepositAndPayBalance(1000)
    const voucher = bought.vouchers[0]!
    // The job credits every voucher that expired in the 14 days before it runs, across the
    // database worker files share: an expiry 31 years on has that fortnight to itself.
    const expiry = new Date(clock.ms() + 31 * 365 * 86_400_000)
    await env.DB.prepare('UPDATE vouchers SET expires_at = ? WHERE id = ?')
      .bind(expiry.toISOString(), voucher.id)
      .run()
    const at = new Date(expiry.getTime() + 3 * 3_600_000)
    expect((await autoCreditUnredeemed(env, at)).credited).toBeGreaterThanOrEqual(1)
    expect(await autoCreditUnredeemed(env, at)).toEqual({ credited: 0 })
    expect(await refundLedger(bought.shopper.id, voucher.id)).toEqual([
      { reason: 'AUTO_CREDIT', kind: 'REFUNDABLE', amount: PRICE },
    ])
    const claim = await env.DB.prepare(
      'SELECT amount FROM voucher_auto_credits WHERE voucher_id = ?',
    )
      .bind(voucher.id)
      .first<{ amount: number }>()
    expect(claim?.amount).toBe(PRICE)
  })
})
