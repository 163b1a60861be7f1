import { CACHE_TIERS } from '../../cache/tiers'
import { setNewest } from '../../cache/isolate-memo'
import type { D1Database } from '@cloudflare/workers-types'
import type { Brand } from '../../../shared/config/brands'
import {
  monthWindow,
  nextAvailableMonth,
  previousAvailableMonth,
} from '../../../shared/domain/travel/month-navigation'
import type {
  AvailabilityQuery,
  AvailabilityResponse,
  CalendarProduct,
  FlightOption,
  FlightsResponse,
  ProductsQuery,
  ProductsResponse,
} from '../../../shared/schemas/availability'
import type { Deal, DealProduct } from '../../../shared/schemas/deal'
import { SUPPORTED_NIGHTS } from '../../../shared/config/constants'
import { sellsStayLength } from '../../../shared/domain/travel/stay-lengths'
import { DomainError } from '../../errors'
import { TravelRepository, type CalendarDayRow } from '../../storage/travel-repository'
import { CatalogService } from '../catalog/catalog-service'
import {
  arrivalPrice,
  calendarDay,
  isBookableArrival,
  supportedNightsOf,
  type ProductCalendar,
} from './calendar-month'
import { departureAirports, toFlightOption } from './flight-options'
import { addCalendarDays as addDays, datesFrom } from '../../../shared/domain/dates'
import { yearMonth } from './iso-dates'
import { stayProduct, hasExtras } from './stay-product'
import { requestedStay } from './stay-query'
import { stayNights, toProductDay, validLengths } from './stay-rules'

/** A product's stock is below the quantity asked for (null total: unlimited). Per-night stock
 * is judged night by night in `calendarsOf`. */
const inStock = (product: DealProduct, quantity: number): boolean =>
  !product.soldOut && (product.totalRemaining === null || product.totalRemaining >= quantity)

/** A night with fewer units left than the quantity asked for cannot be sold for it: it is
 * sold out for this query (remaining 0 is sold out for any quantity). */
const hasRoomFor = (row: CalendarDayRow, quantity: number): boolean =>
  row.remaining === null || row.remaining >= quantity

function calendarsOf(
  products: readonly DealProduct[],
  rows: readonly CalendarDayRow[],
  quantity: number,
): ProductCalendar[] {
  const byProduct = new Map(products.map((p) => [p.id, new Map()]))
  const nightsOf = new Map(products.map((p) => [p.id, p.numberOfNights]))
  for (const row of rows) {
    const day = toProductDay(row, nightsOf.get(row.product_id) ?? null)
    if (!hasRoomFor(row, quantity)) day.soldOut = true
    byProduct.get(row.product_id)?.set(row.date, day)
  }
  return products.map((p) => ({
    productId: p.id,
    days: byProduct.get(p.id) ?? new Map(),
    inStock: inStock(p, quantity),
  }))
}

/** Units left for a stay: the fewest over its nights' per-date stock, or the product's total
 * remaining when no night has a per-date limit. */
function stayRemaining(
  product: DealProduct,
  rows: readonly CalendarDayRow[],
  nights: readonly string[],
): number | null {
  const dates = new Set(nights)
  const limits = rows.flatMap((r) =>
    r.product_id === product.id && dates.has(r.date) && r.remaining !== null ? [r.remaining] : [],
  )
  return limits.length > 0 ? Math.min(...limits) : product.totalRemaining
}

/** Milliseconds a calendar month's answer is kept in the isolate (the
 * availability answer was 20× the bare route, three D1 reads and a year of stay checks). So a
 * night that sells out, or a price change, shows in the calendar at most this late; the calendar
 * only displays: the products answer and the order path read stock and prices afresh, so
 * nothing is sold or charged from this copy. The answer is public for ten minutes anyway
 * (`cache-control`, §7), so browsers and the edge may keep it far longer. */
export const CALENDAR_MEMO_MS = CACHE_TIERS.calendar.ttlMs
// Bounded: a month per deal and question is a few KB, and a crawler walking months and
// quantities must not grow the isolate without limit.
const CALENDAR_MEMO_ENTRIES = CACHE_TIERS.calendar.entries
const calendarMemo = new Map<string, { at: number; json: Promise<string> }>()

/** The calendar tier (cache/tiers.ts): the answer under `key` asked within its TTL, else
 * `compute()`'s, shared by concurrent askers; a failed computation is dropped. */
export function keptCalendarJson(
  key: string,
  now: number,
  compute: () => Promise<string>,
): Promise<string> {
  const kept = calendarMemo.get(key)
  if (kept && now - kept.at < CALENDAR_MEMO_MS && now >= kept.at) return kept.json
  const json = compute()
  setNewest(calendarMemo, key, { at: now, json }, CALENDAR_MEMO_ENTRIES)
  json.catch(() => {
    if (calendarMemo.get(key)?.json === json) calendarMemo.delete(key)
  })
  return json
}

/** The travel calendar (storefront §3 'Calendar day', §7 availability, products and flights
 * rows). Every answer is for a deal this brand sells: another country's deal is NOT_FOUND. */
export class AvailabilityService {
  private readonly travel: TravelRepository
  private readonly catalog: CatalogService

  constructor(db: D1Database) {
    this.travel = new TravelRepository(db)
    this.catalog = new CatalogService(db)
  }

  /** `availability` as the JSON text the API answers, the same question within CALENDAR_MEMO_MS
   * answered from the isolate's copy (concurrent askers share one computation). A refusal
   * (NOT_FOUND, INVALID) is never kept. */
  async availabilityJson(
    brand: Brand,
    dealId: number,
    query: AvailabilityQuery,
    today: string,
    now: number,
  ): Promise<string> {
    const key = JSON.stringify([brand.id, dealId, today, Object.entries(query).sort()])
    return keptCalendarJson(key, now, () =>
      this.availability(brand, dealId, query, today).then((body) => JSON.stringify(body)),
    )
  }

  /** One month of the calendar with its navigation, heat map and supported nights. */
  async availability(
    brand: Brand,
    dealId: number,
    query: AvailabilityQuery,
    today: string,
  ): Promise<AvailabilityResponse> {
    const deal = await this.calendarDeal(brand, dealId)
    const products = productsOf(deal, query.leadProductId)
    const asked = askedMonth(query, today)
    const askedFirst = asked ? monthWindow(asked.year, asked.month).first : today
    // From today on for navigation and the last stay; earlier only to draw a past month.
    const from = askedFirst < today ? askedFirst : today
    const rows = await this.travel.days(
      dealId,
      products.map((p) => p.id),
      from,
      null,
    )
    const calendars = calendarsOf(products, rows, query.quantity)
    const last = rows.reduce((max, r) => (r.date > max ? r.date : max), today)
    // With a stay length chosen, an arrival is a day a stay of that length starts: the calendar
    // opens on, and navigates between, months where the chosen stay can be booked.
    const arrivals = datesFrom(today, last).filter((d) =>
      query.nights === undefined
        ? isBookableArrival(calendars, d, today)
        : arrivalPrice(calendars, d, today, query.nights) !== null,
    )
    const shown = asked ?? yearMonth(arrivals[0] ?? today)
    const window = monthWindow(shown.year, shown.month)
    const dates = datesFrom(window.first, window.last)
    const pricePerDate: Record<string, number> = {}
    for (const date of dates) {
      const price = arrivalPrice(calendars, date, today, query.nights)
      if (price !== null) pricePerDate[date] = price
    }
    const next = nextAvailableMonth(arrivals, shown.year, shown.month)
    const previous = previousAvailableMonth(arrivals, shown.year, shown.month)
    return {
      calendarDateViewVOList: dates.map((date) =>
        calendarDay(calendars, date, today, deal.display.vipDiscountAllowed),
      ),
      currentMonth: shown.month,
      currentYear: shown.year,
      nextAvailableMonth: next?.month ?? null,
      nextAvailableYear: next?.year ?? null,
      previousAvailableMonth: previous?.month ?? null,
      previousAvailableYear: previous?.year ?? null,
      lastAvailableStay: arrivals.at(-1) ?? null,
      pricePerDate,
      supportedNumberOfNights: supportedNightsOf(calendars, today),
      currency: deal.currency,
    }
  }

  /** Every calendar product that can sell the stay, priced night by night. No product for the
   * dates is a 200 with empty lists: the UI says "no products for these dates or nights" (§8). */
  async products(
    brand: Brand,
    dealId: number,
    query: ProductsQuery,
    today: string,
  ): Promise<ProductsResponse> {
    const stay = requestedStay(query, today)
    const deal = await this.calendarDeal(brand, dealId)
    const products = productsOf(deal, query.product_id).filter(
      (p) => stay.nights === null || sellsStayLength(p.numberOfNights, stay.nights),
    )
    // Without a length asked for, a package is its own length and a per-night room the longest
    // its nights allow is looked up, then priced for its shortest bookable stay.
    const reach = (p: DealProduct) => stay.nights ?? p.numberOfNights ?? SUPPORTED_NIGHTS.max
    const longest = Math.max(1, ...products.map(reach))
    // The day after the longest stay's last night is its check-out day, whose departure flag counts.
    const rows = await this.travel.days(
      dealId,
      products.map((p) => p.id),
      stay.checkIn,
      addDays(stay.checkIn, longest + 1),
    )
    const calendars = calendarsOf(products, rows, query.quantity)
    const flightRow = query.departureAirport
      ? ((
          await this.travel.flights(dealId, stay.checkIn, departureAirports(query.departureAirport))
        )[0] ?? null)
      : null
    const offers: CalendarProduct[] = []
    products.forEach((product, i) => {
      const calendar = calendars[i]
      const length =
        stay.nights ?? (calendar ? validLengths(calendar.days, stay.checkIn, today)[0] : undefined)
      const nights =
        calendar?.inStock && length !== undefined
          ? stayNights(calendar.days, stay.checkIn, length, today)
          : null
      if (!nights || length === undefined) return
      const checkOut = addDays(stay.checkIn, length)
      const flight = flightRow ? toFlightOption(flightRow, checkOut) : null
      const remaining = stayRemaining(
        product,
        rows,
        nights.map((n) => n.date),
      )
      offers.push(
        stayProduct({
          product,
          stay: nights,
          checkOut,
          flight,
          today,
          remaining,
          vipDiscountAllowed: deal.display.vipDiscountAllowed,
          pricePerPerson: deal.pricePerPerson,
        }),
      )
    })
    return {
      calendarProductViewVOList: offers,
      calendarRoomView: offers.filter(hasExtras),
      calendarRoomOnlyView: offers.filter((o) => !hasExtras(o)),
      supportedNumberOfNights: supportedNightsOf(calendars, today),
      currency: deal.currency,
    }
  }

  /** The cheapest flight out on `date` from any airport, or null when the deal flies none. */
  async cheapestFlight(brand: Brand, dealId: number, date: string): Promise<FlightOption | null> {
    return (await this.flights(brand, dealId, date)).flights[0] ?? null
  }

  /** Flights out on `date`, cheapest first, from `departureAirport` when given. The return
   * flight flies on the stay's check-out day: `nights` on, or the lead product's length (the
   * calendar's default selection) when the stay is not chosen yet. */
  async flights(
    brand: Brand,
    dealId: number,
    date: string,
    departureAirport?: string,
    nights?: number,
  ): Promise<FlightsResponse> {
    const deal = await this.deal(brand, dealId)
    const rows = await this.travel.flights(dealId, date, departureAirports(departureAirport))
    const returnDate = addDays(date, nights ?? deal.products[0]?.numberOfNights ?? 1)
    return { flights: rows.map((row) => toFlightOption(row, returnDate)) }
  }

  private async deal(brand: Brand, dealId: number): Promise<Deal> {
    const deal = await this.catalog.dealById(brand, dealId)
    if (!deal) throw new DomainError('NOT_FOUND', `No deal ${dealId}`)
    return deal
  }

  private async calendarDeal(brand: Brand, dealId: number): Promise<Deal> {
    const deal = await this.deal(brand, dealId)
    if (deal.productDisplay.type !== 'calendar') {
      throw new DomainError('NOT_FOUND', 'This deal has no availability calendar')
    }
    return deal
  }
}

/** The deal's products, or only `productId` when asked (NOT_FOUND when the deal has no such). */
function productsOf(deal: Deal, productId: number | undefined): DealProduct[] {
  if (productId === undefined) return deal.products
  const product = deal.products.find((p) => p.id === productId)
  if (!product) throw new DomainError('NOT_FOUND', `Deal ${deal.id} has no product ${productId}`)
  return [product]
}

/** The month the query names. A month alone is its next occurrence from today's month; a year
 * alone names no month. */
function askedMonth(
  query: AvailabilityQuery,
  today: string,
): { year: number; month: number } | null {
  if (query.month === undefined) {
    if (query.year !== undefined) throw new DomainError('INVALID', 'year needs a month')
    return null
  }
  const now = yearMonth(today)
  const year = query.year ?? (query.month < now.month ? now.year + 1 : now.year)
  return { year, month: query.month }
}
