import { stayDatesOf } from '../../../shared/domain/travel/stay-lengths'
import type { PaymentMethod } from '../../../shared/domain/payment/payment-method'
import { Address } from '../../../shared/schemas/address'
import type { OrderDetails, PlacedOrder } from '../../../shared/schemas/place-order'
import type { ProductOrder } from '../../../shared/schemas/order'
import type { OrderLineRow, OrderRow } from '../../storage/order-repository'
import type { VoucherRow } from '../vouchers/voucher-issuing'

const confirmationPath = (orderId: number) => `/checkout/confirmation/${orderId}`

/** transactions §3 'Order after payment' from the stored rows, so a first answer and its
 * idempotent replays are built the same way and always match. */
function productOrderOf(order: OrderRow, lines: readonly OrderLineRow[]): ProductOrder {
  return {
    id: String(order.id),
    quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    currency: order.currency,
    paymentMethod: order.paymentMethod as PaymentMethod | null,
    cardType: order.cardType,
    walletAmountUsed: order.walletAmountUsed,
    cashAmount: order.cashAmount,
    postageAmount: order.postageAmount,
    orderLines: lines.map((line) => ({
      id: line.id,
      dealId: line.dealId,
      productId: line.productId,
      title: line.title,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      discount: line.discount,
      walletAmountUsed: line.walletAmountUsed,
      cashAmount: line.cashAmount,
      balanceDue: line.balanceDue,
      balanceDueBy: line.balanceDue > 0 ? line.balanceDueBy : null,
      postage: line.postage,
      flightSupplement: line.flightSupplement,
      stay: stayDatesOf(line.checkIn, line.checkOut),
    })),
  }
}

/** A voucher with the stay of the order line it was issued for. */
export const voucherOf = (voucher: VoucherRow, lines: readonly OrderLineRow[]) => {
  const line = lines.find((l) => l.id === voucher.orderLineId)
  return {
    code: voucher.code,
    dealTitle: voucher.dealTitle,
    productTitle: voucher.productTitle,
    expiresAt: voucher.expiresAt,
    stay: line ? stayDatesOf(line.checkIn, line.checkOut) : null,
  }
}

export function placedOrderOf(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  vouchers: readonly VoucherRow[],
): PlacedOrder {
  return {
    productOrder: productOrderOf(order, lines),
    vouchers: vouchers.map((voucher) => voucherOf(voucher, lines)),
    confirmationPath: confirmationPath(order.id),
  }
}

/** The stored address, read back whole or not at all: a row that no longer parses (edited by
 * hand, or emptied by account deletion) shows no address rather than failing the page. */
function deliveryAddressOf(order: OrderRow): Address | null {
  if (!order.deliveryAddress) return null
  try {
    const parsed = Address.safeParse(JSON.parse(order.deliveryAddress))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

export function orderDetailsOf(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  vouchers: readonly VoucherRow[],
): OrderDetails {
  return {
    productOrder: productOrderOf(order, lines),
    vouchers: vouchers.map((voucher) => voucherOf(voucher, lines)),
    orderedAt: order.createdAt,
    deliveryAddress: deliveryAddressOf(order),
  }
}
