import type { BrandId } from '../../shared/config/brands'
import { errorMessage } from './travel-calendar-api'

export const BASKET_ERROR = 'Sorry, we could not add this to your basket. Please try again.'

export interface Booking {
  brand: BrandId
  productId: number
  quantity: number
  checkInDate: string
  checkOutDate: string
  nights: number
  departureAirport: string | null
  payDeposit: boolean
}

/** Adds a stay to the basket: null when it was added (the caller goes to checkout), else the
 * basket API's own message, which says why better than we could. */
export async function addBooking(booking: Booking): Promise<string | null> {
  const { brand, productId: id, payDeposit, ...stay } = booking
  try {
    const res = await fetch('/api/v1/basket', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        brand,
        products: [{ id, ...stay, ...(payDeposit ? { payDeposit } : {}) }],
      }),
    })
    return res.ok ? null : await errorMessage(res, BASKET_ERROR)
  } catch {
    return BASKET_ERROR
  }
}
