import type { RedeemLocation } from '../../../shared/schemas/voucher'

export const addressLines = (location: RedeemLocation) =>
  [location.addressLine1, location.addressLine2, location.town, location.postCode].filter(
    (line): line is string => Boolean(line),
  )
