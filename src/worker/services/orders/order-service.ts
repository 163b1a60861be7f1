import type { D1Database } from '@cloudflare/workers-types'
import { BASKET_ERRORS } from '../../../shared/domain/basket/basket-errors'
import { basketSubject } from '../../../shared/domain/payment/payment-binding'
import type {
  OrderDetails,
  PlaceOrderRequest,
  PlacedOrder,
} from '../../../shared/schemas/place-order'
import { DomainError, PaymentDeclinedError } from '../../errors'
import type { SessionUser } from '../accounts/session-user'
import { OrderBatchRepository } from '../../storage/order-batch-repository'
import { OrderRepository, type OrderRow } from '../../storage/order-repository'
import { CheckoutService, type CheckoutSnapshot } from '../checkout/checkout-service'
import { OutboxRepository } from '../../storage/outbox-repository'
import { gatewayForMethod, type PaymentMethod } from '../payments/gateway-selection'
import type { PaymentGateway } from '../payments/payment-gateway'
import { paymentTokenHash } from '../payments/tokenizer'
import { vouchersOfOrder } from '../vouchers/voucher-issuing'
import { orderBatch, type OrderPlan } from './order-batch'
import { orderPlan } from './order-plan'
import {
  assertEmailConfirmed,
  assertHasLines,
  assertInStock,
  assertPassengers,
  assertSubcategoryRule,
  assertUnderCaps,
  deliveryAddressFor,
} from './order-checks'
import { capTimeZoneOf, capsOf } from '../checkout/basket-cap-trim'
import { orderConfirmationEmail } from './order-confirmation-email'
import { ORDER_FAILURE_MESSAGES, orderFailureOf } from './order-failure'
import { newOrderId, requestHash } from './order-ids'
import { checkStayDates } from '../basket/basket-lines'
import { orderMailDeals } from './order-mail-deals'
import type { OrderMailDeal } from './order-confirmation-email'
import { brandById, type Brand } from '../../../shared/config/brands'
import { orderDetailsOf, placedOrderOf, voucherOf } from './order-view'
import { purchaseCounters } from '../checkout/purchase-counters'
import { isExtensionLine } from '../pricing/line-price'
import { clock as workerClock } from '../../clock'
import { log } from '../../observability/logger'

const BASKET_CHANGED = 'Your basket has changed. Please check the total and try again.'
const KEY_REUSED = 'This idempotency key was used for a different order.'

export interface PlaceOrderInput {
  token: string
  idempotencyKey: string
  request: PlaceOrderRequest
  user: SessionUser
  /** The storefront's origin, for the links in the confirmation email. */
  origin: string
}

/**
 * Placing an order (transactions §3 'Order after payment').
 *
 * Flow: replay an order already placed under this Idempotency-Key (422 when the body differs)
 * → one checkout snapshot (the view with live prices, promo, wallet, and the basket rows it was
 * priced from) → checks that cost nothing (email confirmation, expectedTotal, the delivery
 * address of posted goods, passengers, stock, caps) → authorise the card amount (the ledgered gateway
 * is idempotent per key: parallel retries share one authorisation) → ONE D1 batch writing the
 * order, its link to the authorisation, stock, per-night stock, cap counters, promo redemption,
 * wallet debits with guarded balances, lines, vouchers, social-cue purchases, the basket's
 * ORDERED status, the loyalty/referral events and the confirmation email → capture → PAID.
 *
 * Failure points and why each leaves no paid order without its row:
 * - Before authorising: nothing written, nothing held.
 * - Declined: a 402, nothing written; the basket stays OPEN.
 * - Worker dies after authorising, before the batch: the authorisation has no order; the
 *   reconciliation job (jobs/payment-reconciliation.ts) voids it after 15 minutes.
 * - Batch fails (a constraint a concurrent order won, or any D1 error): D1 rolls back the whole
 *   batch; we void the authorisation unless it already pays for an order (a parallel retry
 *   under the same key won: its order is answered instead). A void that fails or never runs
 *   is the reconciliation job's, as the authorisation is still unlinked.
 * - Worker dies after the batch, before or during capture: the order row exists as PLACED,
 *   linked to its authorisation (so reconciliation leaves it alone), nothing was taken yet.
 * - Exception after capture (marking PAID): money was taken only after the order
 *   row was committed, so a captured payment always has its order; the order may stay PLACED
 *   with a CAPTURED authorisation, which a retry with the key answers as placed.
 * Capture comes after the batch for this reason: no path captures before the order exists.
 *
 * Wallet-only orders (the committed wallet rule's walletOnly: credit covers everything and
 * the card amount is 0): nothing is authorised, as there is no amount to hold and every
 * gateway refuses 0; the batch's wallet guard is the payment and the order is PAID at once.
 * §8's 'wallet-only orders needing the card flow' message (WALLET_ONLY_NEEDS_CARD) is kept for
 * a provider that insists on a card on file; none here does.
 */
export class OrderService {
  private readonly orders: OrderRepository
  private readonly guards: OrderBatchRepository

  constructor(
    env: unknown,
    private readonly db: D1Database,
    private readonly now: () => Date = () => workerClock.now(),
    /** The ledgered gateway for a method; fault tests hand in a failing one. */
    private readonly gatewayFor: (method: PaymentMethod) => PaymentGateway = (method) =>
      gatewayForMethod(method, { env, db, clock: now }),
  ) {
    this.orders = new OrderRepository(db)
    this.guards = new OrderBatchRepository(db)
  }

  async placeOrder(input: PlaceOrderInput): Promise<PlacedOrder> {
    const { user, request, token, idempotencyKey } = input
    const hash = await requestHash(token, request)
    const earlier = await this.orders.findByKey(user.id, idempotencyKey)
    if (earlier) return this.replay(earlier, hash)
    assertEmailConfirmed(user, request.confirmEmail)

    // One checkout read: the view the shopper confirmed and the rows it was priced from
    // (stays from the calendar's own rows) are what the order is checked and written from.
    const { view, basket, lines, products, stays, promo } = await this.checkout(token, user.id)
    if (view.orderSummary.totalOrderAmount !== request.expectedTotal) {
      throw new DomainError('CONFLICT', BASKET_CHANGED)
    }
    assertSubcategoryRule(view)
    const deliveryAddress = deliveryAddressFor(view, request.deliveryAddress)
    assertHasLines(lines)
    assertPassengers(lines, request.passengers)
    // A basket kept from before stays were checked on the way in is held to the same rule.
    for (const line of lines) {
      checkStayDates(
        products.find((p) => p.productId === line.productId),
        line,
      )
    }
    // An extension (VVE add-on) takes no unit of the deal: no stock, no purchase cap.
    const units = lines.filter((line) => !isExtensionLine(line))
    assertInStock(units, products)
    const now = this.now()
    const timeZone = capTimeZoneOf(basket)
    const counters = purchaseCounters(units, products.map(capsOf), now, timeZone)
    assertUnderCaps(
      counters,
      await this.guards.counts(
        user.id,
        counters.map((counter) => counter.scope),
      ),
    )

    const total = view.orderSummary.totalOrderAmount
    const walletUsed = view.wallet?.walletAmountUsed ?? 0
    const cash = total - walletUsed
    const orderId = newOrderId()
    const method = request.payment.method
    let gateway: PaymentGateway | null = null
    let reference: string | null = null
    let cardType: OrderRow['cardType'] = null
    if (cash > 0) {
      const paymentToken = request.payment.paymentToken
      if (!paymentToken) {
        // Credit that covered the order when the shopper looked was spent meanwhile.
        if (view.wallet) throw new DomainError('CONFLICT', BASKET_CHANGED)
        throw new PaymentDeclinedError('INVALID_PAYMENT_TOKEN')
      }
      gateway = this.gatewayFor(method)
      const result = await this.authorize(gateway, {
        amount: cash,
        currency: view.orderSummary.currency,
        paymentToken,
        purpose: { method, subject: basketSubject(view.basketToken), shopperId: user.id },
        idempotencyKey: `order:${user.id}:${idempotencyKey}`,
        orderReference: String(orderId),
        merchantOrigin: input.origin,
      })
      if (result.status === 'DECLINED') throw new PaymentDeclinedError(result.code)
      reference = result.reference
      if (method === 'credit_card' && gateway.name === 'SANDBOX') {
        cardType = await this.guards.cardBrandOf(await paymentTokenHash(paymentToken))
      }
    }

    const plan = orderPlan({
      orderId,
      user,
      idempotencyKey,
      requestHash: hash,
      request,
      view,
      basket,
      lines,
      products,
      stays,
      counters,
      deliveryAddress,
      promo: view.promoCode?.applicable ? promo : null,
      payment: { gateway: gateway?.name ?? null, reference, cardType },
      now,
    })

    const brand = brandById(basket.brand)
    const mailDeals = await orderMailDeals(
      this.db,
      brand,
      plan.vouchers.map((voucher) => voucher.dealId),
      input.origin,
    )
    try {
      await this.db.batch([
        ...orderBatch(this.db, plan, now),
        this.confirmation(input, plan, now, { brand, deals: mailDeals }),
      ])
    } catch (err) {
      return this.afterFailedBatch(err, input, hash, gateway, reference)
    }
    if (gateway && reference) await this.capture(gateway, reference, orderId, cash)
    return this.placed(orderId)
  }

  /** GET orders/{id}: the owner's order; anyone else's is the same 404 as a missing one. */
  async orderFor(userId: number, id: number): Promise<OrderDetails> {
    const order = await this.orders.findById(id)
    if (!order || order.userId !== userId) throw new DomainError('NOT_FOUND', 'Order not found')
    return orderDetailsOf(order, await this.orders.lines(id), await vouchersOfOrder(this.db, id))
  }

  private async replay(order: OrderRow, hash: string): Promise<PlacedOrder> {
    if (order.requestHash !== hash) throw new DomainError('UNPROCESSABLE', KEY_REUSED)
    return this.placed(order.id)
  }

  private async placed(orderId: number): Promise<PlacedOrder> {
    const order = await this.orders.findById(orderId)
    if (!order) throw new Error('order vanished after its batch')
    return placedOrderOf(
      order,
      await this.orders.lines(orderId),
      await vouchersOfOrder(this.db, orderId),
    )
  }

  /** The checkout as the shopper saw it; a product sold out since reads as sold out here, not
   * as checkout's 422 "start a new basket". */
  private async checkout(token: string, userId: number): Promise<CheckoutSnapshot> {
    try {
      // Not a load: nothing trimmed, so a cap reached since the shopper looked is refused
      // below (409) rather than charged for fewer units.
      return await new CheckoutService(this.db, this.now).snapshot(
        token,
        { userId },
        { applePaySupported: false, legacyBrowser: false },
      )
    } catch (err) {
      if (err instanceof DomainError && err.message === BASKET_ERRORS.ITEM_UNAVAILABLE.message) {
        throw new DomainError('CONFLICT', ORDER_FAILURE_MESSAGES.SOLD_OUT)
      }
      throw err
    }
  }

  /** The ledger answers CONFLICT when a key's first attempt was for another amount. */
  private async authorize(
    gateway: PaymentGateway,
    input: Parameters<PaymentGateway['authorize']>[0],
  ) {
    try {
      return await gateway.authorize(input)
    } catch (err) {
      if (err instanceof DomainError && err.code === 'CONFLICT') {
        throw new DomainError('UNPROCESSABLE', KEY_REUSED)
      }
      throw err
    }
  }

  private async afterFailedBatch(
    err: unknown,
    input: PlaceOrderInput,
    hash: string,
    gateway: PaymentGateway | null,
    reference: string | null,
  ): Promise<PlacedOrder> {
    const message = err instanceof Error ? err.message : String(err)
    // A parallel retry under this key placed the order: answer it, and keep its payment.
    const winner = await this.orders.findByKey(input.user.id, input.idempotencyKey)
    if (winner) return this.replay(winner, hash)
    if (gateway && reference && !(await this.guards.isLinked(gateway.name, reference))) {
      try {
        await gateway.void(reference)
      } catch (voidError) {
        // Left AUTHORISED and unlinked: the reconciliation job voids it.
        logOrderError('void after failed batch', voidError)
      }
    }
    const failure = orderFailureOf(message)
    if (failure === 'UNKNOWN' || failure === 'KEY_TAKEN') {
      logOrderError('order batch failed', err)
      throw new DomainError('CONFLICT', ORDER_FAILURE_MESSAGES.UNKNOWN)
    }
    throw new DomainError('CONFLICT', ORDER_FAILURE_MESSAGES[failure])
  }

  /** Vouchers are delivered at once, so payment is taken at once (payment-gateway.ts step 4).
   * A failed capture leaves the order PLACED with its authorisation linked. */
  private async capture(gateway: PaymentGateway, reference: string, orderId: number, cash: number) {
    try {
      const result = await gateway.capture(reference, cash)
      if (result.status === 'OK') await this.orders.markPaid(orderId, this.now().toISOString())
      else logOrderError('capture refused', new Error(result.code))
    } catch (err) {
      logOrderError('capture failed', err)
    }
  }

  /** The confirmation email, in the order's own batch (the outbox row is written with
   * the change it reports). Everything it says (order id, voucher codes, totals) is chosen in
   * code before the batch. If it cannot be written the order is not placed either: the batch
   * comes before capture, so nothing has been taken yet; the authorisation is voided
   * (afterFailedBatch) and the shopper gets the usual "try again" with the basket still open.
   * That is the marketplace's choice: a paid order the buyer was never told of (voucher codes
   * included) is worse than a retry, and an outbox that refuses an insert is the same database
   * that holds the order, so its failure is not one to place orders through. */
  private confirmation(
    input: PlaceOrderInput,
    plan: OrderPlan,
    now: Date,
    mail: { brand: Brand; deals: ReadonlyMap<number, OrderMailDeal> },
  ) {
    return new OutboxRepository(this.db).insertStatement(
      orderConfirmationEmail(
        { to: input.user.email, brand: mail.brand, origin: input.origin },
        input.user.firstName,
        plan.order,
        plan.vouchers.map((voucher) => ({
          ...voucherOf(voucher, plan.lines),
          dealId: voucher.dealId,
        })),
        plan.vipMembership?.expiresAt ?? null,
        mail.deals,
      ),
      now.toISOString(),
    )
  }
}

// Messages name the step and the error only: never a token, card or body.
function logOrderError(step: string, err: unknown) {
  log.error('order-step-failed', {
    step,
    message: err instanceof Error ? err.message : String(err),
  })
}
