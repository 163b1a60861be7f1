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
