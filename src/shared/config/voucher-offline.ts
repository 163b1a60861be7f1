/** The voucher pages' offline copies, as both sides name them: the service worker
 * (worker/services/vouchers/voucher-offline-worker.ts), the island that fills its cache and
 * the logout that empties it (client/vouchers/forget-offline-vouchers.ts). */
export const VOUCHER_CACHE = 'dealio-vouchers'
export const VOUCHER_SW_SCOPE = '/myaccount/vouchers'
export const VOUCHER_SW_PATH = '/api/v1/vouchers/sw.js'
/** Posted to the worker at logout: it deletes the cache after any store it has under way. */
export const FORGET_VOUCHERS_MESSAGE = 'forget-vouchers'
