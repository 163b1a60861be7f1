import { memberUnitPrice } from '../../../shared/domain/checkout/vip'
import { stayPrice } from '../../../shared/domain/travel/stay-pricing'
import type { CalendarDay } from '../../../shared/schemas/availability'
import { longDate } from './iso-dates'
import { hasBookableStay, isOnSale, stayNights, type ProductDays } from './stay-rules'

/** A calendar product's days; `inStock` is false when its stock is below the quantity asked
 * for, so none of its nights can be sold. */
export interface ProductCalendar {
  productId: number
  days: ProductDays
  inStock: boolean
}

const NIGHTS_RANGE = { min: 1, max: 16 }

/** The calendar's view of one date across products: the cheapest product on sale that night
 * sets the prices (§3 'Calendar day': "minPrice is the cheapest product's price that night").
 * Its vipPrice is the cheapest price a VIP member pays for that night (memberUnitPrice, as the
 * basket charges a night), or null when membership saves nothing on it. Dates before `today`
 * and products out of stock are never open.
 * @example calendarDay([product], '2026-12-01', '2026-11-21').minPrice === 12900 */
export function calendarDay(
  products: readonly ProductCalendar[],
  date: string,
  today: string,
  /** The deal allows VIP pricing (display.vipDiscountAllowed); a night's own flag must too. */
  dealAllowsVip = true,
): CalendarDay {
  const past = date < today
  const rows = products.flatMap((p) => {
    const day = p.days.get(date)
    return day ? [{ day, inStock: p.inStock }] : []
  })
  const selling = past ? [] : rows.filter((r) => r.inStock && r.day.openForSale)
  const onSale = selling.map((r) => r.day).filter(isOnSale)
  const lead = onSale.reduce<CalendarDay | undefined>(
    (min, d) => (min === undefined || (d.minPrice ?? 0) < (min.minPrice ?? 0) ? d : min),
    undefined,
  )
  const memberPrices = onSale.map((d) =>
    memberUnitPrice({
      price: d.minPrice ?? 0,
      vipPrice: d.vipPrice,
      vipDiscountAllowed: dealAllowsVip && d.vipDiscountAllowed,
      vip: true,
    }),
  )
  const memberPrice = memberPrices.length > 0 ? Math.min(...memberPrices) : null
  const minPrice = lead?.minPrice ?? null
  const lengths = (onSale.length > 0 ? onSale : rows.map((r) => r.day)).flatMap((d) => [
    d.minLengthOfStay,
    d.maxLengthOfStay,
  ])
  return {
    date,
    dateString: longDate(date),
    minPrice,
    vipPrice:
      memberPrice !== null && minPrice !== null && memberPrice < minPrice ? memberPrice : null,
    openForSale: onSale.length > 0,
    openForArrival: onSale.some((d) => d.openForArrival),
    openForDeparture: !past && rows.some((r) => r.inStock && r.day.openForDeparture),
    // Nights were for sale here, but every one has gone.
    soldOut: selling.length > 0 && onSale.length === 0,
    minLengthOfStay: lengths.length > 0 ? Math.min(...lengths) : NIGHTS_RANGE.min,
    maxLengthOfStay: lengths.length > 0 ? Math.max(...lengths) : NIGHTS_RANGE.max,
    additionalCostText: lead?.additionalCostText ?? null,
    vipDiscountAllowed: dealAllowsVip && onSale.some((d) => d.vipDiscountAllowed),
  }
}

/** The heat map's price for an arrival date: the cheapest nightly price of a product with a
 * bookable stay from there; with `nights`, the cheapest per-night price of a full stay of that
 * length, so the map reflects the stays the visitor is choosing between. Null: no stay.
 * @example arrivalPrice([product], '2026-12-01', '2026-11-21', 2) === 13450 */
export function arrivalPrice(
  products: readonly ProductCalendar[],
  date: string,
  today: string,
  nights: number | undefined,
): number | null {
  let best: number | null = null
  for (const p of products) {
    if (!p.inStock) continue
    let price: number | null = null
    if (nights === undefined) {
      if (hasBookableStay(p.days, date, today)) price = p.days.get(date)?.minPrice ?? null
    } else {
      const stay = stayNights(p.days, date, nights, today)
      if (stay) {
        const nightly = stay.map((d) => ({ date: d.date, price: d.minPrice ?? 0, vipPrice: null }))
        price = Math.round(stayPrice({ nights: nightly, quantity: 1, vip: false }).price / nights)
      }
    }
    if (price !== null && (best === null || price < best)) best = price
  }
  return best
}

/** Whether any product can sell a stay arriving on `date`. */
export const isBookableArrival = (
  products: readonly ProductCalendar[],
  date: string,
  today: string,
): boolean => products.some((p) => p.inStock && hasBookableStay(p.days, date, today))

/** §3 "a list of supported numbers of nights": every length some product can sell from some
 * arrival from `today` on, ascending. A length already found is not tried again, so a year of
 * fixed-length packages costs one check per arrival.
 * @example supportedNightsOf([threeNightPackage], '2026-11-21') → [3] */
export function supportedNightsOf(products: readonly ProductCalendar[], today: string): number[] {
  const found = new Set<number>()
  for (const p of products) {
    if (!p.inStock) continue
    for (const day of p.days.values()) {
      if (day.date < today || !isOnSale(day) || !day.openForArrival) continue
      for (let n = day.minLengthOfStay; n <= day.maxLengthOfStay; n++) {
        if (!found.has(n) && stayNights(p.days, day.date, n, today)) found.add(n)
      }
    }
  }
  return [...found].sort((a, b) => a - b)
}
