import { PRIVATE_NO_STORE } from '../../http/personal'

/** §7: "deal-keyed resource ... cached ten minutes". Lists that are the same for everyone who
 * asks the same URL get the same ten minutes. */
export const PUBLIC_TEN_MINUTES = { 'cache-control': 'public, max-age=600' } as const

/** Personal answers (recommendations, buy again) are never kept by any cache (DESIGN
 * 'Caching': "personal data never enters a shared cache"). */
export const PERSONAL = { 'cache-control': PRIVATE_NO_STORE } as const
