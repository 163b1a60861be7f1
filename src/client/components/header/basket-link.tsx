import { useEffect, useState } from 'react'
import { BASKET_TOKEN_COOKIE } from '../../../shared/config/cookies'
import { isValidBasketToken } from '../../../shared/domain/basket/basket-token'
import { basketItemCount, basketItemsText } from '../../../shared/domain/basket/basket-item-count'
import { onBasketChanged } from '../../api/basket-events'
import { readCookie } from '../../api/browser-cookies'
import { BasketIcon } from './icons'
import * as s from './basket-link.styles'

// Plain fetch and a hand check, not the zod schema (BasketResponse): this island ships in the
// entry bundle, which stays free of zod (as session-check does). Anything unexpected: no count.
async function fetchCount(token: string): Promise<number | null> {
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

/** Island 'basket-link': the header's link to the basket with its item count. The server's
 * HTML (which the page cache shares between visitors) has no count; the island reads the
 * visitor's own basket after load and follows every basket change the page announces. */
export function BasketLink() {
  const [count, setCount] = useState<number | null>(null)

  useEffect(() => {
    let current = true
    const stop = onBasketChanged((next) => setCount(next))
    const token = readCookie(BASKET_TOKEN_COOKIE)
    if (isValidBasketToken(token)) {
      void fetchCount(token).then((next) => {
        if (current && next !== null) setCount((was) => was ?? next)
      })
    }
    return () => {
      current = false
      stop()
    }
  }, [])

  const shown = count !== null && count > 0
  // The badge is drawn by CSS from data-badge, not written as text: the link's visible text
  // stays "Basket", which its accessible name ("Basket, 2 items") starts with, as WCAG's
  // label-in-name asks.
  return (
    <a
      href="/checkout"
      aria-label={shown ? `Basket, ${basketItemsText(count)}` : undefined}
      data-testid="header-basket"
      data-count={count ?? undefined}
    >
      <span className={s.icon} data-badge={shown ? (count > 99 ? '99+' : count) : undefined}>
        <BasketIcon />
      </span>
      Basket
    </a>
  )
}
