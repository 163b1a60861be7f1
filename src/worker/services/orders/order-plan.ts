import type { CheckedAddress } from '../../../shared/domain/address/delivery-address'
import { dealLineAmounts } from '../../../shared/domain/checkout/order-summary'
import { memberUnitPrice } from '../../../shared/domain/checkout/vip'
import type { CheckoutView } from '../../../shared/schemas/checkout-view'
import type { PlaceOrderRequest } from '../../../shared/schemas/place-order'
import type { SessionUser } from '../accounts/session-user'
import type { BasketLineRow, BasketProductRow, BasketRow } from '../../storage/basket-repository'
import type { OrderRow } from '../../storage/order-repository'
import type { PromoCodeRow } from '../../storage/promo-repository'
import { isExtensionLine, linePrice } from '../pricing/line-price'
import type { GatewayName } from '../payments/payment-gateway'
import { membershipBought } from '../vip/vip-membership'
import { balanceDueBy, depositToday, linePaysDeposit } from '../checkout/deposit-due'
import type { OrderPlan } from './order-batch'
import { orderLines } from './order-lines'
import type { CounterIncrement } from '../checkout/purchase-counters'
import { vouchersFor } from '../vouchers/voucher-issuing'
import type { StayCharge } from '../pricing/stay-charges'

export interface OrderPlanInput {
  orderId: number
  user: Pick<SessionUser, 'id'>
  idempotencyKey: string
  requestHash: string
  request: PlaceOrderRequest
  /** The checkout as the shopper saw it: its totals are what the order charges. */
  view: CheckoutView
  basket: BasketRow
  lines: readonly BasketLineRow[]
  products: readonly BasketProductRow[]
  /** Stay lines' unit charges by line id (stayCharges), as the checkout priced them. */
  stays: ReadonlyMap<string, StayCharge>
  counters: CounterIncrement[]
  /** Where posted goods go, checked (deliveryAddressFor); null when nothing is posted. */
  deliveryAddress: CheckedAddress | null
  /** The basket's promo code when it applies, else null. */
  promo: PromoCodeRow | null
  /** gateway null: nothing to authorise (wallet-only or free), so the order is PAID at once. */
  payment: {
    gateway: GatewayName | null
    reference: string | null
    cardType: OrderRow['cardType']
  }
  now: Date
}

/** Every row an order writes: the order with its totals split between wallet and card, its
 * lines priced as the checkout priced them (deal lines at the price, VIP or not, and deposit
 * they had, with the balance's due date), one voucher per unit, the cap counters, the promo
 * use, the wallet debits and a VIP membership ticked at checkout. */
export function orderPlan(input: OrderPlanInput): OrderPlan {
  const { orderId, user, view, basket, lines, payment } = input
  const at = input.now.toISOString()
  const summary = view.orderSummary
  const walletUsed = view.wallet?.walletAmountUsed ?? 0
  const byId = new Map(input.products.map((row) => [row.productId, row]))
  const product = (line: BasketLineRow) => byId.get(line.productId) as BasketProductRow
  // VIP prices for members and for a shopper buying the membership with this order.
  const vip = view.vip.isMember || view.vip.added
  // Priced by linePrice as the checkout priced them (a VVE extension at its fee).
  const prices = lines.map((line) => linePrice(line, product(line), input.stays.get(line.id)))
  const today = depositToday(input.now)
  const amounts = dealLineAmounts(
    lines.map((line, i) => ({
      lineId: line.id,
      quantity: line.quantity,
      price: prices[i]?.price ?? 0,
      vipPrice: prices[i]?.vipPrice ?? null,
      vipDiscountAllowed: prices[i]?.vipDiscountAllowed ?? false,
      depositPrice: prices[i]?.depositPrice ?? null,
      payDeposit: linePaysDeposit(line, today),
    })),
    vip,
  )
  const priced = orderLines(
    lines.map((line, i) => ({
      lineId: `${orderId}-${i + 1}`,
      dealId: line.dealId,
      productId: line.productId,
      title: product(line).productTitle ?? line.title ?? '',
      quantity: line.quantity,
      unitPrice: memberUnitPrice({
        price: prices[i]?.price ?? 0,
        vipPrice: prices[i]?.vipPrice ?? null,
        vipDiscountAllowed: prices[i]?.vipDiscountAllowed ?? false,
        vip,
      }),
      payNow: amounts[i]?.payNow ?? 0,
      payLater: amounts[i]?.payLater ?? 0,
      discountable: prices[i]?.discountable,
      postage: prices[i]?.postage ?? 0,
      flightSupplement: input.stays.get(line.id)?.flightPriceDiff ?? 0,
    })),
    summary,
    walletUsed,
  )
  const paid = payment.gateway === null
  // When each deposit line's balance falls due: stored with the line, answered with the order.
  const dueBy = priced.map((line, i) =>
    line.balanceDue > 0 ? balanceDueBy(lines[i]?.checkIn ?? null, today) : null,
  )
  return {
    order: {
      id: orderId,
      userId: user.id,
      basketToken: basket.token,
      brand: basket.brand,
      currency: summary.currency,
      total: summary.totalOrderAmount,
      discount: summary.promoDiscount + summary.vipDiscount,
      walletAmountUsed: walletUsed,
      cashAmount: summary.totalOrderAmount - walletUsed,
      payLaterAmount: summary.payLaterAmount,
      postageAmount: summary.postageTotal,
      promoCode: input.promo?.code ?? null,
      paymentMethod: input.request.payment.method,
      cardType: payment.cardType,
      gateway: payment.gateway,
      gatewayReference: payment.reference,
      status: paid ? 'PAID' : 'PLACED',
      idempotencyKey: input.idempotencyKey,
      requestHash: input.requestHash,
      passengers: input.request.passengers ? JSON.stringify(input.request.passengers) : null,
      deliveryAddress: input.deliveryAddress ? JSON.stringify(input.deliveryAddress) : null,
      createdAt: at,
      paidAt: paid ? at : null,
    },
    lines: priced.map((line, i) => ({
      ...line,
      orderId,
      position: i + 1,
      checkIn: lines[i]?.checkIn ?? null,
      checkOut: lines[i]?.checkOut ?? null,
      balanceDueBy: dueBy[i] ?? null,
    })),
    // A VVE extension lengthens the voucher it was bought for (ExtensionService applies it once
    // paid): it issues no voucher of its own.
    vouchers: vouchersFor(
      priced.map((line, i) => ({
        orderId,
        orderLineId: line.id,
        userId: user.id,
        dealId: line.dealId,
        productId: line.productId,
        dealTitle: byId.get(line.productId)?.dealTitle ?? '',
        productTitle: line.title,
        units: lines[i] && isExtensionLine(lines[i]) ? 0 : line.quantity,
      })),
      input.now,
    ),
    counters: input.counters,
    extensionLineIds: priced.flatMap((line, i) =>
      lines[i] && isExtensionLine(lines[i]) ? [line.id] : [],
    ),
    promo: input.promo
      ? {
          code: input.promo.code,
          singleUse: input.promo.singleUse === 1,
          maxUsesPerUser: input.promo.maxUsesPerUser,
        }
      : null,
    wallet: {
      refundable: view.wallet?.refundableUsed ?? 0,
      marketing: view.wallet?.marketingUsed ?? 0,
    },
    authorisation:
      payment.gateway && payment.reference
        ? { gateway: payment.gateway, reference: payment.reference }
        : null,
    claimBasket: basket.customerId === null,
    deposits: priced.flatMap((line, i) =>
      line.balanceDue > 0
        ? [
            {
              lineId: line.id,
              depositPaid: amounts[i]?.payNow ?? 0,
              balanceDueBy: dueBy[i] ?? null,
            },
          ]
        : [],
    ),
    vipMembership: view.vip.added
      ? membershipBought({
          userId: user.id,
          brand: basket.brand,
          currency: summary.currency,
          orderId,
          now: input.now,
        })
      : null,
  }
}
