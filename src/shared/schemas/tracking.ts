import { z } from 'zod'
import { TRACKING_SESSION_ID } from '../domain/tracking/session-id'

/** §9 'Impression batch 50': a beacon carries at most one batch. */
export const IMPRESSION_BATCH = 50

/** A tracking session id or the sponsored session id of a search answer. */
export const TrackingSessionId = z.string().regex(TRACKING_SESSION_ID, 'not a session id')

const DealId = z
  .number()
  .int()
  .positive()
  .max(2 ** 31)

/** §7 'session endpoint': the customer token is accepted for the spec's shape but never trusted;
 * the user comes from the session cookie. */
export const TrackingSessionRequest = z
  .object({
    customerToken: z.string().max(512).optional(),
    sessionId: TrackingSessionId.optional(),
  })
  .strict()
export type TrackingSessionRequest = z.infer<typeof TrackingSessionRequest>

export const TrackingSessionResponse = z.object({ sessionId: TrackingSessionId }).strict()
export type TrackingSessionResponse = z.infer<typeof TrackingSessionResponse>

/** §7 'ad tracking': ad ids and deal ids pair up by position. */
export const AdTrackingRequest = z
  .object({
    adIds: z.array(z.number().int().positive()).min(1).max(IMPRESSION_BATCH),
    dealIds: z.array(DealId).min(1).max(IMPRESSION_BATCH),
    sessionId: TrackingSessionId,
    type: z.enum(['click', 'impression']),
  })
  .strict()
  .refine((r) => r.adIds.length === r.dealIds.length, {
    message: 'adIds and dealIds must pair up',
    path: ['dealIds'],
  })
export type AdTrackingRequest = z.infer<typeof AdTrackingRequest>

/** §7 'deal impressions, location-specific': the body is the array of deal ids. Clicks use the
 * same shape (one id per beacon). */
export const DealIdBatch = z.array(DealId).min(1).max(IMPRESSION_BATCH)
export type DealIdBatch = z.infer<typeof DealIdBatch>

/** Where on the site the cards were: a page type or rail name ('homepage', 'search', …). */
export const FeedName = z.string().regex(/^[a-zA-Z][\w-]{0,39}$/, 'not a feed name')

/** §7 'tracking data': downloadToolbar a flag; shareDeal and viewDeal the deal shared or
 * viewed (the spec shows only the names; ids are what the insights can use). */
export const TrackingDataRequest = z
  .object({
    customerToken: z.string().max(512).optional(),
    downloadToolbar: z.boolean().optional(),
    shareDeal: DealId.optional(),
    viewDeal: DealId.optional(),
  })
  .strict()
  .refine((r) => r.downloadToolbar !== undefined || r.shareDeal || r.viewDeal, {
    message: 'nothing to record',
  })
export type TrackingDataRequest = z.infer<typeof TrackingDataRequest>

/** The spec's message for an impression batch without a (known) location (§8). */
export const MISSING_LOCATION_MESSAGE = 'Deal impressions: undefined or missing location data'
