import { useEffect } from 'react'

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
 * signed-out answer (a redirect to login) is never stored. */
export function VoucherOffline({ script, scope, cacheName, pages }: VoucherOfflineProps) {
  useEffect(() => {
    if (!('serviceWorker' in navigator) || !('caches' in window)) return
    const keep = async () => {
      await navigator.serviceWorker.register(script, { scope })
      const cache = await caches.open(cacheName)
      const assets = performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
        .map((url) => url.pathname)
      for (const path of [...pages, ...assets]) {
        const response = await fetch(path, { credentials: 'same-origin' })
        if (response.ok && !response.redirected) await cache.put(path, response)
      }
    }
    // Offline support is a bonus: a failure leaves the page as it is.
    keep().catch(() => undefined)
  }, [script, scope, cacheName, pages])
  return null
}
