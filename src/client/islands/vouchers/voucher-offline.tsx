import { useEffect } from 'react'
import { FORGETTING_OFFLINE_VOUCHERS } from '../../vouchers/forget-offline-vouchers'

export interface VoucherOfflineProps {
  /** The service worker's script and scope (services/vouchers/voucher-offline-worker.ts). */
  script: string
  scope: string
  cacheName: string
  /** The voucher page and its print page, kept for showing without a signal. */
  pages: string[]
}

/** Island 'voucher-offline': renders nothing; on a voucher page it registers the voucher pages'
 * service worker and stores this voucher's page and print page (and the page's hashed assets)
 * in its cache at once, since the worker only sees pages opened after it took control. A
 * signed-out answer (a redirect to login) is never stored, and nothing is stored once logout
 * has started forgetting the copies (a cache opened after its delete would be a new one). */
export function VoucherOffline({ script, scope, cacheName, pages }: VoucherOfflineProps) {
  useEffect(() => {
    if (!('serviceWorker' in navigator) || !('caches' in window)) return
    let forgotten = false
    const forget = () => (forgotten = true)
    window.addEventListener(FORGETTING_OFFLINE_VOUCHERS, forget)
    const keep = async () => {
      await navigator.serviceWorker.register(script, { scope })
      if (forgotten) return
      const cache = await caches.open(cacheName)
      const assets = performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
        .map((url) => url.pathname)
      for (const path of [...pages, ...assets]) {
        const response = await fetch(path, { credentials: 'same-origin' })
        if (forgotten) return
        if (response.ok && !response.redirected) await cache.put(path, response)
      }
    }
    // Offline support is a bonus: a failure leaves the page as it is.
    keep().catch(() => undefined)
    return () => window.removeEventListener(FORGETTING_OFFLINE_VOUCHERS, forget)
  }, [script, scope, cacheName, pages])
  return null
}
