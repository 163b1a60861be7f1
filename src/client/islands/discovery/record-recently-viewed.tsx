import { useEffect } from 'react'
import { readStored, recordView, writeStored } from './recently-viewed-store'

export interface RecordRecentlyViewedProps {
  dealId: number
  /** The deal's location type (its category's canonical path type: local, national, travel,
   * escapes): §9 keeps 5 recently viewed deals per location type. */
  locationType: string
}

/** Island 'record-recently-viewed': renders nothing; on the deal page it records the deal in
 * local storage for /recently-viewed. Client-side because cached deal pages are shared by
 * every visitor and personal data is never cached (CONVENTIONS, Hydrogen). */
export function RecordRecentlyViewed({ dealId, locationType }: RecordRecentlyViewedProps) {
  useEffect(() => {
    writeStored(recordView(readStored(), locationType, dealId))
  }, [dealId, locationType])
  return null
}
