import type { BrandId } from '../../shared/config/brands'
import { BASKET_TOKEN_COOKIE } from '../../shared/config/cookies'
import { isValidBasketToken } from '../../shared/domain/basket/basket-token'
import { checkoutPath } from '../../shared/domain/checkout/status'
import type { BasketProductInput } from '../../shared/schemas/basket'
import { callRoute } from './typed-call'
import { announceBasket } from './basket-count'
import { clearCookie, readCookie } from './browser-cookies'

export const BASKET_ERROR = 'Sorry, we could not add this to your basket. Please try again.'

export type AddToBasketResult =
  { ok: true; token: string; checkoutPath: string } | { ok: false; message: string }

// 404: the cookie's basket is gone or belongs to someone else; 409 with this message: it was
// ordered or abandoned. Either way the product goes into a new basket instead.
const CLOSED_BASKET = /closed|start a new one/i
const startsAfresh = (status: number, message: string | null) =>
  status === 404 || (status === 409 && CLOSED_BASKET.test(message ?? ''))

export const basketTokenFromCookie = (): string | null => {
  const token = readCookie(BASKET_TOKEN_COOKIE)
  return isValidBasketToken(token) ? token : null
}

/** Puts a product in the shopper's basket: the one the cookie names, else a new one (the API
 * sets the cookie). Max quantity and sold-out answers come back as the API's own words (§8). */
export async function addToBasket(
  brand: BrandId,
  product: BasketProductInput,
): Promise<AddToBasketResult> {
  const existing = basketTokenFromCookie()
  if (existing) {
    const res = await callRoute('POST /basket/:token/product', {
      params: { token: existing },
      body: product,
    })
    if (res.ok) {
      announceBasket(res.data?.data?.products)
      return { ok: true, token: existing, checkoutPath: checkoutPath(existing) }
    }
    if (!startsAfresh(res.status, res.message)) return failed(res.message)
    clearCookie(BASKET_TOKEN_COOKIE)
  }
  return createBasket(brand, [product])
}

/** POST /basket: a new basket (empty for the §8 checkout 422 recovery). */
export async function createBasket(
  brand: BrandId,
  products: BasketProductInput[],
): Promise<AddToBasketResult> {
  const res = await callRoute('POST /basket', {
    body: { brand, eligibleForVip: false, products },
  })
  const token = res.data?.data.basketToken
  if (!res.ok || !isValidBasketToken(token)) return failed(res.message)
  announceBasket(res.data?.data?.products)
  return { ok: true, token, checkoutPath: checkoutPath(token) }
}

const failed = (message: string | null): AddToBasketResult => ({
  ok: false,
  message: message ?? BASKET_ERROR,
})
