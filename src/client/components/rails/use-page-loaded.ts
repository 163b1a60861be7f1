import { useEffect, useState } from 'react'
import { afterPageLoad } from './after-page-load'

/** True once the page has loaded (afterPageLoad), for reads that must wait for it: their SWR
 * key stays null until then. */
export function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(false)
  useEffect(() => afterPageLoad(() => setLoaded(true)), [])
  return loaded
}
