import { z } from 'zod'
import { VOUCHER_STATES } from '../domain/voucher/lifecycle'

// Posted goods in the back office (transactions §3 'Order progress'): the merchant's "Orders to
// post" and the admin's parcels, dispatched with a tracking reference, then delivered.

/** What a carrier prints on the receipt: letters and digits, maybe in groups split by spaces or
 * dashes (Royal Mail 'AB 1234 5678 9GB', DPD '1550 1234 5678'). Stored in capitals. */
export const TrackingReference = z
  .string('Please enter the tracking reference')
  .trim()
  .min(4, 'A tracking reference has at least 4 characters')
  .max(40, 'A tracking reference has at most 40 characters')
  .regex(
    /^[A-Za-z0-9]+(?:[ -][A-Za-z0-9]+)*$/,
    'A tracking reference has only letters, digits, and single spaces or dashes between them',
  )
  .transform((text) => text.toUpperCase())

/** POST …/parcels/{voucherId}/dispatch. */
export const DispatchRequest = z.object({ trackingReference: TrackingReference }).strict()
export type DispatchRequest = z.infer<typeof DispatchRequest>

/** Which parcels a list shows: still to post, or posted and not yet delivered. */
export const PARCEL_LISTS = ['to-dispatch', 'dispatched'] as const
export type ParcelList = (typeof PARCEL_LISTS)[number]

export const ParcelsQuery = z
  .object({ status: z.enum(PARCEL_LISTS, 'Unknown parcel list').default('to-dispatch') })
  .strict()
export type ParcelsQuery = z.infer<typeof ParcelsQuery>

/** Where the parcel goes: the delivery address the order was placed with (0018), or null once
 * the customer's account was deleted. */
export const ParcelAddress = z
  .object({
    line1: z.string(),
    line2: z.string().nullable(),
    town: z.string(),
    county: z.string().nullable(),
    postcode: z.string(),
  })
  .strict()
export type ParcelAddress = z.infer<typeof ParcelAddress>

/** One posted voucher as the parcel desk sees it. */
export const Parcel = z
  .object({
    voucherId: z.number().int(),
    orderNumber: z.string(),
    dealTitle: z.string(),
    productTitle: z.string(),
    merchant: z.string().nullable(),
    recipient: z.string(),
    address: ParcelAddress.nullable(),
    state: z.enum(VOUCHER_STATES),
    statusLabel: z.string(),
    trackingReference: z.string().nullable(),
    orderedAt: z.string(),
    dispatchedAt: z.string().nullable(),
    deliveredAt: z.string().nullable(),
  })
  .strict()
export type Parcel = z.infer<typeof Parcel>

export const ParcelResponse = z.object({ data: Parcel }).strict()
export const ParcelsResponse = z
  .object({ data: z.object({ parcels: z.array(Parcel) }).strict() })
  .strict()
export type ParcelsResponse = z.infer<typeof ParcelsResponse>
