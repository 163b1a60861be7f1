import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'
import { BasketRepository } from '../../storage/basket-repository'
import { OrderBatchRepository } from '../../storage/order-batch-repository'
import { stockTaking } from '../catalog/stock-taking'
import { OrderDepositRepository } from '../../storage/order-deposit-repository'
import type { OrderLineRow, OrderRow } from '../../storage/order-repository'
import { issueStatements, type VoucherRow } from '../vouchers/voucher-issuing'
import { OrderRepository } from '../../storage/order-repository'
import { VipRepository, type VipMembershipRow } from '../../storage/vip-repository'
import { linkOrderStatement } from '../../storage/payments/authorisation-repository'
import type { GatewayName } from '../payments/payment-gateway'
import type { CounterIncrement } from '../checkout/purchase-counters'

/** Everything one order writes, decided before the batch runs. */
export interface OrderPlan {
  order: OrderRow
  lines: OrderLineRow[]
  vouchers: VoucherRow[]
  counters: CounterIncrement[]
  /** Order line ids of VVE voucher extensions: they take no stock and count as no purchase. */
  extensionLineIds: string[]
  promo: { code: string; singleUse: boolean; maxUsesPerUser: number | null } | null
  wallet: { refundable: number; marketing: number }
  authorisation: { gateway: GatewayName; reference: string } | null
  /** The basket was anonymous until now: the order makes it the customer's. */
  claimBasket: boolean
  /** Deposit lines: the deposit paid now and when the balance falls due (§4). */
  deposits: { lineId: string; depositPaid: number; balanceDueBy: string | null }[]
  /** A VIP membership bought with this order, else null. */
  vipMembership: VipMembershipRow | null
}

/** The order's ONE D1 batch (an order is atomic): D1 runs a batch as a transaction, so any
 * failing statement rolls all of them back. The order row comes first, so a concurrent retry
 * under the same Idempotency-Key fails on its UNIQUE before touching anything else. */
export function orderBatch(db: D1Database, plan: OrderPlan, now: Date): D1PreparedStatement[] {
  const orders = new OrderRepository(db)
  const guards = new OrderBatchRepository(db)
  const stock = stockTaking(db)
  const baskets = new BasketRepository(db)
  const deposits = new OrderDepositRepository(db)
  const vip = new VipRepository(db)
  const at = now.toISOString()
  const { order } = plan
  // A VVE extension lengthens a voucher already bought: it does not consume a unit of the deal,
  // so its lines take no stock or nights and add nothing to the deal's bought counts.
  const extensions = new Set(plan.extensionLineIds)
  const units = plan.lines.filter((line) => !extensions.has(line.id))
  const dealQuantities = new Map<number, number>()
  for (const line of units) {
    dealQuantities.set(line.dealId, (dealQuantities.get(line.dealId) ?? 0) + line.quantity)
  }
  return [
    orders.insertOrder(order),
    ...(plan.authorisation
      ? [
          linkOrderStatement(
            db,
            plan.authorisation.gateway,
            plan.authorisation.reference,
            order.id,
            now,
          ),
        ]
      : []),
    ...units.flatMap((line) => [
      stock.take(line.productId, line.quantity),
      ...(line.checkIn && line.checkOut
        ? [stock.takeNights(line.productId, line.checkIn, line.checkOut, line.quantity)]
        : []),
    ]),
    ...[...dealQuantities].map(([dealId, quantity]) => stock.countBought(dealId, quantity)),
    ...plan.counters.map((counter) =>
      guards.countPurchase(order.userId, counter.scope, counter.count, counter.cap),
    ),
    ...(plan.promo
      ? [guards.redeemPromo(plan.promo.code, order.userId, order.id, plan.promo.singleUse, at)]
      : []),
    ...(plan.promo?.maxUsesPerUser
      ? [guards.countPromoUse(plan.promo.code, order.userId, plan.promo.maxUsesPerUser)]
      : []),
    ...(plan.wallet.refundable > 0
      ? guards.debitWallet(
          order.userId,
          order.currency,
          'REFUNDABLE',
          plan.wallet.refundable,
          order.id,
          at,
        )
      : []),
    ...(plan.wallet.marketing > 0
      ? guards.debitWallet(
          order.userId,
          order.currency,
          'MARKETING',
          plan.wallet.marketing,
          order.id,
          at,
        )
      : []),
    ...plan.lines.map((line) => orders.insertLine(line)),
    ...plan.deposits.map((line) =>
      deposits.setLineDeposit(line.lineId, line.depositPaid, line.balanceDueBy),
    ),
    // A member already (a parallel order bought it first) fails the one-ACTIVE UNIQUE, and
    // with it the whole order: the shopper is asked to look again rather than pay twice.
    ...(plan.vipMembership
      ? [vip.expireLapsed(order.userId, at), vip.insertMembership(plan.vipMembership, at)]
      : []),
    ...issueStatements(db, plan.vouchers),
    ...units.map((line) => guards.recordPurchase(line.dealId, line.productId, line.quantity, at)),
    ...(plan.claimBasket
      ? [baskets.updateBasket(order.basketToken, { customerId: order.userId }, at)]
      : []),
    baskets.closeBasket(order.basketToken, 'ORDERED', at),
    guards.recordEvent('LOYALTY_PURCHASE', order.userId, order.id, order.total, order.currency, at),
    guards.recordEvent(
      'REFERRAL_PURCHASE',
      order.userId,
      order.id,
      order.total,
      order.currency,
      at,
    ),
  ]
}
