import type { CalendarProduct } from '../../../shared/schemas/availability'

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
