import type { TrackingDataRequest } from '../../shared/schemas/tracking'
import { sendBeacon } from './beacon'

/** §7 'tracking data' (a share, a deal view, a toolbar download), for islands to call, e.g.
 * `trackData({ shareDeal: deal.id })` from the share buttons. The customer is known from the
 * session cookie, so no token is sent. False when it could not be sent; nothing is shown. */
export const trackData = (data: Omit<TrackingDataRequest, 'customerToken'>): boolean =>
  sendBeacon('/api/v1/tracking/data', data)
