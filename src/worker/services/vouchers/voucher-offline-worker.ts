/** The voucher pages' service worker (served by routes/api/vouchers.ts at
 * /api/v1/vouchers/sw.js with `service-worker-allowed: /myaccount/vouchers`): a voucher opened
 * once can be shown at the till without a signal, and so can the voucher list once visited
 * (the scope has no trailing slash so that it takes in the list itself). Served from the worker rather than built by
 * Vite so it needs no unhashed build output and the client entry does not grow.
 *
 * Network first, the cache only when the network fails; only the list (each filter and page
 * by its query), a voucher page or its print page (and the hashed assets they load) are kept. A page that now redirects (signed out) or 404s
 * (another account) drops its copy, and logout deletes the whole cache
 * (client/vouchers/forget-offline-vouchers.ts), so one shopper's vouchers never show to the
 * next. The worker stores only into a cache the pages' island (voucher-offline.tsx) has
 * created: a fetch still under way at logout would otherwise create it again. Its cache work
 * runs one step after another, logout's delete included (the FORGET message): "is the cache
 * there? then store" cannot have a delete land in its middle. */
import {
  FORGET_VOUCHERS_MESSAGE,
  VOUCHER_CACHE,
  VOUCHER_SW_PATH,
  VOUCHER_SW_SCOPE,
} from '../../../shared/config/voucher-offline'

export { VOUCHER_CACHE, VOUCHER_SW_PATH, VOUCHER_SW_SCOPE }

export const VOUCHER_SERVICE_WORKER = `'use strict'
const CACHE = ${JSON.stringify(VOUCHER_CACHE)}
const FORGET = ${JSON.stringify(FORGET_VOUCHERS_MESSAGE)}
const PAGE = /^\\/myaccount\\/vouchers(\\/\\d+(\\/print)?)?$/
const ASSET = /^\\/assets\\//

self.addEventListener('install', () => self.skipWaiting())
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))

// Cache work, one task at a time: a store checks the cache exists and then opens it, and
// logout's delete must not land between the two (opening would create it again).
let queue = Promise.resolve()
function serially(task) {
  const run = queue.then(task)
  queue = run.catch(() => undefined)
  return run
}

self.addEventListener('message', (event) => {
  if (event.data !== FORGET) return
  const port = event.ports && event.ports[0]
  event.waitUntil(
    serially(() => caches.delete(CACHE)).finally(() => port && port.postMessage('forgotten')),
  )
})

self.addEventListener('fetch', (event) => {
  const request = event.request
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return
  if (PAGE.test(url.pathname)) event.respondWith(networkFirst(url.pathname + url.search, request))
  else if (ASSET.test(url.pathname)) event.respondWith(networkFirst(url.pathname, request))
})

async function networkFirst(key, request) {
  let response
  try {
    response = await fetch(request)
  } catch {
    return (await caches.match(key, { cacheName: CACHE })) || Response.error()
  }
  // A navigation's redirect (to login) arrives as an 'opaqueredirect' with status 0.
  const gone =
    response.type === 'opaqueredirect' ||
    response.redirected ||
    [401, 403, 404].includes(response.status)
  // Only into a cache that still exists: the voucher page's island creates it, and logout
  // deletes it while that island may still be fetching the page's assets through here; opening
  // it again would bring one shopper's vouchers back for the next.
  const keep = response.ok && !response.redirected && response.type === 'basic'
  const copy = keep ? response.clone() : undefined
  await serially(async () => {
    if (!(await caches.has(CACHE))) return
    if (copy) await (await caches.open(CACHE)).put(key, copy)
    else if (gone) await (await caches.open(CACHE)).delete(key)
  })
  return response
}
`
