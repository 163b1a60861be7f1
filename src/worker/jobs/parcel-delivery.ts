import { BRANDS, type BrandId } from '../../shared/config/brands'
import { brandOrigin } from '../../shared/domain/account/mail-origin'
import type { Env } from '../env'
import { ParcelService } from '../services/parcels/parcel-service'

/** Scheduled: a parcel dispatched DELIVERED_AFTER_DISPATCH_DAYS ago that nobody marked
 * delivered is taken as delivered (transactions §3 'Order progress'), so its return can be
 * requested; the customer is emailed. A second run finds nothing left to deliver. Links go to
 * the brand's configured host: the job has no request to take an origin from. */
export async function inferParcelDeliveries(env: Env, now: Date) {
  const delivered = await new ParcelService(env.DB).inferDeliveries(now, (brand) =>
    brandOrigin(BRANDS[brand as BrandId] ?? BRANDS.dealio, env),
  )
  return { delivered }
}
