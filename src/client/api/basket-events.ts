import { basketItemCount } from '../../shared/domain/basket/basket-item-count'

const BASKET_CHANGED = 'dealio:basket-changed'

/** Tells the header's basket count what a basket call just answered, so it follows an
 * add or an edit without a reload or a second request. */
export function announceBasket(products: readonly { quantity: number }[] | undefined) {
  if (typeof window === 'undefined' || !Array.isArray(products)) return
  window.dispatchEvent(
    new CustomEvent(BASKET_CHANGED, { detail: { count: basketItemCount(products) } }),
  )
}

/** Calls `listener` with the item count after every announced basket change; returns the
 * unsubscribe. */
export function onBasketChanged(listener: (count: number) => void): () => void {
  const handler = (event: Event) => {
    const count = (event as CustomEvent<{ count?: unknown }>).detail?.count
    if (typeof count === 'number') listener(count)
  }
  window.addEventListener(BASKET_CHANGED, handler)
  return () => window.removeEventListener(BASKET_CHANGED, handler)
}
