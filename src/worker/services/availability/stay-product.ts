import { vipOfferPrice } from '../../../shared/domain/checkout/vip'
import { depositTerms, stayChargedPer } from '../../../shared/domain/travel/deposit'
import { stayUnitCharge } from '../../../shared/domain/travel/stay-charge'
import { stayPrice } from '../../../shared/domain/travel/stay-pricing'
import type {
  CalendarDay,
  CalendarProduct,
  FlightOption,
} from '../../../shared/schemas/availability'
import type { DealProduct } from '../../../shared/schemas/deal'

export interface StayProductInput {
  product: DealProduct
  /** The stay's nights, already judged bookable. */
  stay: readonly CalendarDay[]
  checkOut: string
  flight: FlightOption | null
  today: string
  /** Units left for the stay (the fewest over its nights); the product's total when absent. */
  remaining?: number | null
  /** The deal allows VIP pricing (display.vipDiscountAllowed); default true. */
  vipDiscountAllowed?: boolean
  /** The deal prices per person (a unit is a guest), not per room for two; default false. */
  pricePerPerson?: boolean
}

// Board or travel named in an option's title puts it with the room-and-extras options.
const EXTRAS = /\b(board|breakfast|dinner|all[- ]inclusive|flights?|package|spa)\b/i

/** One product priced for a stay from the per-night data of every night it covers. Prices are
 * per unit (a room, priced for two sharing), like the product's own price; the quantity only
 * decides stock. The flight's priceDiff moves the total; the deposit is on the total.
 * @example stayProduct({ product, stay, checkOut: '2026-12-04', flight: null, today }).price === 38700 */
export function stayProduct(input: StayProductInput): CalendarProduct {
  const { product, stay, checkOut, flight, today } = input
  const checkIn = stay[0]?.date ?? checkOut
  const priced = stayPrice({
    nights: stay.map((d) => ({
      date: d.date,
      price: d.minPrice ?? 0,
      vipPrice: d.vipDiscountAllowed ? d.vipPrice : null,
    })),
    quantity: 1,
    vip: false,
  })
  // The calendar's nightly rows carry no original price: the product's discount carries over.
  const originalPrice =
    product.price > 0
      ? Math.round((priced.price * product.originalPrice) / product.price)
      : priced.price
  // The one price of a stay (stayUnitCharge): what the basket and the order charge a unit; a
  // member's is memberUnitPrice on it, as the checkout charges them.
  const charge = stayUnitCharge({
    nights: stay.map((d) => ({
      date: d.date,
      price: d.minPrice ?? 0,
      vipPrice: d.vipDiscountAllowed ? d.vipPrice : null,
    })),
    flightPriceDiff: flight?.priceDiff ?? 0,
  })
  const totalPrice = charge.price
  const vipTotalPrice = vipOfferPrice({
    price: charge.price,
    vipPrice: charge.vipPrice,
    vipDiscountAllowed: input.vipDiscountAllowed !== false,
  })
  const deposit = depositTerms({
    price: totalPrice,
    depositPrice: product.hasDeposit ? product.depositPrice : null,
    checkIn,
    today,
    quantity: 1,
  })
  return {
    productId: product.id,
    title: product.title,
    checkInDate: checkIn,
    checkOutDate: checkOut,
    nights: stay.length,
    price: priced.price,
    originalPrice: Math.max(originalPrice, priced.price),
    vipPrice: priced.vipPrice,
    perNight: priced.perNight,
    remaining: input.remaining === undefined ? product.totalRemaining : input.remaining,
    depositPrice: deposit?.payNow ?? null,
    balance: deposit?.balance ?? null,
    balanceDueDate: deposit?.balanceDueDate ?? null,
    chargedPer: stayChargedPer(input.pricePerPerson === true),
    flight,
    totalPrice,
    vipTotalPrice,
  }
}

/** Room-and-extras (calendarRoomView) when a flight comes with it or its title names board or
 * travel; otherwise room only. The data has no board field, so the title is what says so. */
export const hasExtras = (stayProduct: CalendarProduct): boolean =>
  stayProduct.flight !== null || EXTRAS.test(stayProduct.title)
