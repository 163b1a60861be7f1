import { basketItemCount } from '../../shared/domain/basket/basket-item-count'
import { BASKET_TOKEN_COOKIE } from '../../shared/config/cookies'
import { isValidBasketToken } from '../../shared/domain/basket/basket-token'
import { readCookie } from './browser-cookies'
import { setRead } from './swr'

/** The SWR key of the shopper's basket item count. One key whatever the token: the basket the
 * cookie names can change under an open page (an add that starts a new basket), and the header
 * must follow it without changing what it listens to. */
export const BASKET_COUNT_KEY = '/api/v1/basket'

/** The item count of the basket the cookie names, null when there is none or the read fails.
 * Plain fetch and a hand check, not the zod schema (BasketResponse): the header's basket link
 * ships in the entry bundle, which stays free of zod (as session-check does). Raw fetch, not
 * callRoute: that would put its transport (~0.5 KB gz) on every anonymous page, over the JS budget. */
export async function fetchBasketCount(): Promise<number | null> {
  const token = readCookie(BASKET_TOKEN_COOKIE)
  if (!isValidBasketToken(token)) return null
  try {
    const res = await fetch(`/api/v1/basket/${encodeURIComponent(token)}`, {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    })
    if (!res.ok) return null
    const body = (await res.json()) as { data?: { products?: unknown } }
    const products = body.data?.products
    return Array.isArray(products) ? basketItemCount(products as { quantity: number }[]) : null
  } catch {
    return null
  }
}

/** Gives the header's basket count what a basket call just answered, so it follows an add or an
 * edit without a reload or a second request. */
export function announceBasket(products: readonly { quantity: number }[] | undefined) {
  // Never on the server: SWR's cache is module state there, shared by every visitor's render.
  if (typeof window === 'undefined' || !Array.isArray(products)) return
  void setRead(BASKET_COUNT_KEY, basketItemCount(products))
}
