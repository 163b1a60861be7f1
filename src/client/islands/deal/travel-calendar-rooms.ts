import { dealLineAmounts } from '../../../shared/domain/checkout/order-summary'
import { memberUnitPrice } from '../../../shared/domain/checkout/vip'
import type { CalendarProduct } from '../../../shared/schemas/availability'

/** One unit of a stay as the shopper will be charged it: a VIP member's is memberUnitPrice on
 * the quote (vipTotalPrice already holds the deal's and the nights' VIP rules), as the
 * checkout charges them; anyone else's the quote's totalPrice.
 * @example stayUnitPrice({ totalPrice: 27900, vipTotalPrice: 25668 }, true) === 25668 */
export const stayUnitPrice = (
  product: Pick<CalendarProduct, 'totalPrice' | 'vipTotalPrice'>,
  vipMember: boolean,
): number =>
  memberUnitPrice({
    price: product.totalPrice,
    vipPrice: product.vipTotalPrice ?? null,
    vipDiscountAllowed: true,
    vip: vipMember,
  })

/** What a deposit booking of `units` pays today and leaves for later, by the checkout's own
 * arithmetic (dealLineAmounts on the shopper's unit price), so the panel asks today for what
 * the order charges. Null when the shopper would pay in full: the stay takes no deposit, or a
 * member's price is not above it (checkout then charges that price in full).
 * @example stayDepositSplit({ totalPrice: 30000, vipTotalPrice: null, depositPrice: 5000 }, 2, false) // { payNow: 10000, payLater: 50000 } */
export function stayDepositSplit(
  product: Pick<CalendarProduct, 'totalPrice' | 'vipTotalPrice' | 'depositPrice'>,
  units: number,
  vipMember: boolean,
): { payNow: number; payLater: number } | null {
  if (product.depositPrice === null) return null
  const [split] = dealLineAmounts(
    [
      {
        lineId: 'stay',
        quantity: units,
        price: product.totalPrice,
        vipPrice: product.vipTotalPrice ?? null,
        // vipTotalPrice is already null where the deal or a night allows no VIP price.
        vipDiscountAllowed: true,
        depositPrice: product.depositPrice,
        payDeposit: true,
      },
    ],
    vipMember,
  )
  return split && split.payLater > 0 ? split : null
}

export interface RoomGroup {
  title: string
  products: CalendarProduct[]
}

/** The room lists of a products answer: packages first, then room only; the plain product list
 * when the deal has no room views. Each product appears once. */
export function roomGroups(data: {
  calendarProductViewVOList: CalendarProduct[]
  calendarRoomView: CalendarProduct[]
  calendarRoomOnlyView: CalendarProduct[]
}): RoomGroup[] {
  const seen = new Set<number>()
  const fresh = (list: CalendarProduct[]) =>
    list.filter((p) => (seen.has(p.productId) ? false : (seen.add(p.productId), true)))
  const groups = [
    { title: 'Room and extras', products: fresh(data.calendarRoomView) },
    { title: 'Room only', products: fresh(data.calendarRoomOnlyView) },
  ].filter((group) => group.products.length > 0)
  return groups.length > 0
    ? groups
    : [{ title: 'Options', products: fresh(data.calendarProductViewVOList) }]
}
