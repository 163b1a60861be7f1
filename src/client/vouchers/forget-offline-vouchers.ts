import {
  FORGET_VOUCHERS_MESSAGE,
  VOUCHER_CACHE,
  VOUCHER_SW_SCOPE,
} from '../../shared/config/voucher-offline'

/** Dispatched on window when the offline copies are being forgotten: the voucher-offline island
 * stops storing. */
export const FORGETTING_OFFLINE_VOUCHERS = 'dealio:forget-offline-vouchers'

/** How long logout waits for the service worker's answer before deleting the cache itself. */
const WORKER_ANSWER_MS = 2000

/** Logout and account deletion: the voucher pages' offline copies must not outlive the session,
 * or the next shopper on this browser could open them without a signal. Deleting the cache from
 * the page alone raced the worker, which checks the cache exists and then opens it to store a
 * page or asset still being fetched: a delete between the two brought the cache back. The
 * worker runs its stores and this delete one after another, so a store under way finishes
 * first and is deleted with the rest. */
export async function forgetOfflineVouchers(): Promise<void> {
  window.dispatchEvent(new Event(FORGETTING_OFFLINE_VOUCHERS))
  const registration = await navigator.serviceWorker
    ?.getRegistration(VOUCHER_SW_SCOPE)
    .catch(() => undefined)
  if (registration?.active) await askToForget(registration.active)
  // No worker (never registered, or it did not answer): the page deletes the cache itself.
  await window.caches?.delete(VOUCHER_CACHE).catch(() => false)
}

function askToForget(worker: ServiceWorker): Promise<void> {
  return new Promise((done) => {
    const channel = new MessageChannel()
    const timer = setTimeout(done, WORKER_ANSWER_MS)
    channel.port1.onmessage = () => {
      clearTimeout(timer)
      done()
    }
    worker.postMessage(FORGET_VOUCHERS_MESSAGE, [channel.port2])
  })
}
