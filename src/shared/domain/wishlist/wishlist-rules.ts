/** Transactions §5: "A customer token shorter than 10 characters stops the wishlist fetch". */
const MIN_CUSTOMER_TOKEN_LENGTH = 10

/** §9: the wishlist id cookie lives 7 days when set by an add, 1 year when set from a fetch. */
export const WISHLIST_COOKIE_DAYS = { add: 7, fetch: 365 } as const

/** How many deals one wishlist keeps: enough for any shopper, small enough that the hearts'
 * single read stays one cheap query (the spec names no limit). */
export const WISHLIST_MAX_DEALS = 500

/** §8 messages for calls missing or garbling their arguments. */
export const WISHLIST_MESSAGES = {
  argsMalformed: 'args malformed',
  urlMissing: 'URL missing',
} as const

/** Whether a customer token may be used to fetch a wishlist, e.g. `isUsableCustomerToken('abc')`
 * is false (§5). */
export const isUsableCustomerToken = (token: string | null | undefined): token is string =>
  typeof token === 'string' && token.length >= MIN_CUSTOMER_TOKEN_LENGTH

/** Seconds the wishlist cookie lives, e.g. `wishlistCookieMaxAge('add') === 604800`. */
export const wishlistCookieMaxAge = (setBy: keyof typeof WISHLIST_COOKIE_DAYS) =>
  WISHLIST_COOKIE_DAYS[setBy] * 86_400

/** The deal ids a merge adds to the customer's list: the anonymous ones not already there,
 * as many as still fit, e.g. `dealsToMerge([1], [1, 2], 500)` is `[2]`. */
export function dealsToMerge(
  customerDeals: readonly number[],
  anonymousDeals: readonly number[],
  max: number = WISHLIST_MAX_DEALS,
): number[] {
  const have = new Set(customerDeals)
  const room = Math.max(0, max - have.size)
  return [...new Set(anonymousDeals)].filter((id) => !have.has(id)).slice(0, room)
}

/** Offset of page `page` (from 0) at `pageSize`, e.g. `pageOffset(2, 50) === 100`. */
export const pageOffset = (page: number, pageSize: number) => page * pageSize
