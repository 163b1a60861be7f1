import { addMonths } from '../dates'
import { formatLongDate, stayDates } from '../../format/long-date'

/** How long a voucher is valid from purchase. The spec gives no figure; a year, until merchants'
 * own terms are kept. Issuing and every line of copy about validity read this one figure. */
export const VOUCHER_VALIDITY_MONTHS = 12

/** The expiry of a voucher bought at `purchasedAt`.
 * @example voucherExpiry('2026-11-27T10:00:00.000Z') === '2027-11-27T10:00:00.000Z' */
export const voucherExpiry = (purchasedAt: string): string =>
  addMonths(purchasedAt, VOUCHER_VALIDITY_MONTHS)

/** Whole months from purchase to expiry, or null when the expiry is no whole number of months
 * on (a voucher whose dates were set by hand). An extension adds its months. */
function monthsValid(createdAt: string, expiresAt: string): number | null {
  for (let months = 1; months <= 120; months += 1) {
    const at = addMonths(createdAt, months)
    if (at === expiresAt) return months
    if (at > expiresAt) return null
  }
  return null
}

/** The validity line a voucher shows, from the dates the voucher itself carries, so the copy can
 * never name another period than its expiry.
 * @example voucherValidityText({ createdAt: '2026-11-27T10:00:00.000Z', expiresAt: '2027-11-27T10:00:00.000Z' }) === 'Valid for 12 months from purchase, until 27 November 2027' */
export function voucherValidityText(voucher: {
  createdAt: string
  expiresAt: string
  /** A stay's voucher is for its dates, held at purchase, whatever its expiry. */
  stay?: { checkIn: string; checkOut: string } | null
}): string {
  if (voucher.stay) {
    return `Valid for your stay, ${stayDates(voucher.stay.checkIn, voucher.stay.checkOut)}`
  }
  const until = formatLongDate(voucher.expiresAt)
  const months = monthsValid(voucher.createdAt, voucher.expiresAt)
  if (months === null) return `Valid until ${until}`
  return `Valid for ${months === 1 ? '1 month' : `${months} months`} from purchase, until ${until}`
}

/** The validity a deal promises before purchase (the deal page and its fine print).
 * @example VOUCHER_VALIDITY_TEXT === 'Valid for 12 months from purchase' */
export const VOUCHER_VALIDITY_TEXT = `Valid for ${VOUCHER_VALIDITY_MONTHS} months from purchase`

/** A voucher's expiry where the order is confirmed (the confirmation page and its email), in the
 * same words and date as each other and as the voucher page's 'Expires'.
 * @example voucherUseByText('2027-11-27T10:00:00.000Z') === 'Use by 27 November 2027' */
export const voucherUseByText = (expiresAt: string): string => `Use by ${formatLongDate(expiresAt)}`
