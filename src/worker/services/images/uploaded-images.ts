import type { D1Database, R2Bucket } from '@cloudflare/workers-types'
import { DealImageStore, type StoredImage } from '../../storage/deal-image-store'

export type { StoredImage }

/** A picture uploaded in the admin (R2 or D1, storage/deal-image-store.ts), or null when that
 * position is generated or absent. */
export const uploadedImage = (
  db: D1Database,
  bucket: R2Bucket | undefined,
  dealId: number,
  position: number,
): Promise<StoredImage | null> => new DealImageStore(db, bucket).get(dealId, position)
