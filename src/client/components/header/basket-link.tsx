import { basketItemsText } from '../../../shared/domain/basket/basket-item-count'
import { BASKET_COUNT_KEY, fetchBasketCount } from '../../api/basket-count'
import { useRead } from '../../api/swr'
import { BasketIcon } from './icons'
import * as s from './basket-link.styles'

/** Island 'basket-link': the header's link to the basket with its item count. The server's
 * HTML (which the page cache shares between visitors) has no count; the island reads the
 * visitor's own basket after load and follows every basket call's answer (announceBasket). */
export function BasketLink() {
  const { data } = useRead(BASKET_COUNT_KEY, fetchBasketCount)
  const count = data ?? null

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
