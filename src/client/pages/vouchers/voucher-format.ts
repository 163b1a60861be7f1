import type { RedeemLocation } from '../../../shared/schemas/voucher'

/** '21 November 2026': expiry dates as UK and Irish shoppers read them, in their zone (both
 * brands' countries share Europe/London's clock). */
export const formatVoucherDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  }).format(new Date(iso))

export const addressLines = (location: RedeemLocation) =>
  [location.addressLine1, location.addressLine2, location.town, location.postCode].filter(
    (line): line is string => Boolean(line),
  )
