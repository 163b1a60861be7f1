import type { BrandId } from '../../../shared/config/brands'
import { addToBasket } from '../../api/basket-api'

export interface Booking {
  brand: BrandId
  /** The deal of the stay; read from the calendar island's own props when not passed. */
  dealId?: number
  productId: number
  quantity: number
  checkInDate: string
  checkOutDate: string
  /** The basket keeps the dates, so nights follow from them; kept for the caller's sake. */
  nights: number
  /** Chosen on the calendar and priced into the product; the basket line keeps it, so the
   * checkout charges the flight the calendar quoted. */
  departureAirport: string | null
  payDeposit: boolean
}

type BookingResult = { ok: true; checkoutPath: string } | { ok: false; message: string }

/** The calendar island's deal id from its server-rendered props: the stay panel does not pass
 * it yet, and the basket needs dealId with dealProductId. */
function calendarDealId(): number | null {
  const block = document.querySelector('script[data-island-props="travel-calendar"]')
  try {
    const props = JSON.parse(block?.textContent ?? 'null') as { dealId?: unknown } | null
    return typeof props?.dealId === 'number' ? props.dealId : null
  } catch {
    return null
  }
}

/** Adds a stay to the shopper's basket (the cookie's, else a new one) and says where its
 * checkout is, or the basket API's own message ('max quantity reached', 'Oops! This item is no
 * longer available'), which says why better than we could. */
async function addStay(booking: Booking): Promise<BookingResult> {
  const dealId = booking.dealId ?? calendarDealId()
  if (dealId === null) return { ok: false, message: 'Oops! Something went wrong...' }
  return addToBasket(booking.brand, {
    dealId,
    dealProductId: booking.productId,
    quantity: booking.quantity,
    checkInDate: booking.checkInDate,
    checkOutDate: booking.checkOutDate,
    ...(booking.departureAirport ? { departureAirport: booking.departureAirport } : {}),
    ...(booking.payDeposit ? { payDeposit: true } : {}),
  })
}

/** As `addStay`, in the shape the stay panel expects: null when added, else the message. The
 * panel then goes to /checkout, which forwards to the basket the cookie names. */
export async function addBooking(booking: Booking): Promise<string | null> {
  const result = await addStay(booking)
  return result.ok ? null : result.message
}
