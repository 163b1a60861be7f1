import type { Context } from 'hono'
import type { ReactNode } from 'react'
import { Island } from '../../../client/islands/island'
import { CheckoutApp } from '../../../client/islands/checkout/checkout-app'
import { CheckoutConfirmation } from '../../../client/islands/checkout/checkout-confirmation'
import { CheckoutPage } from '../../../client/pages/checkout/checkout-page'
import { isValidBasketToken } from '../../../shared/domain/basket/basket-token'
import { BASKET_ERRORS } from '../../../shared/domain/basket/basket-errors'
import { checkoutPath } from '../../../shared/domain/checkout/status'
import type { AppEnv } from '../../http/app-env'
import { DomainError } from '../../errors'
import {
  basketTokenCookie,
  clearBasketCookie,
  setBasketCookie,
  viewerOf,
} from '../../http/cookies/basket'
import { renderInShell } from './page-context'
import { clock } from '../../clock'
import { payClientsFor } from '../../services/payments/pay-clients'

const NOINDEX = 'NOINDEX, NOFOLLOW'
// Set on the redirect of the §8 422 recovery, so the new checkout says why the basket emptied.
const UNAVAILABLE_NOTICE = 'unavailable'

const render = (c: Context<AppEnv>, title: string, body: ReactNode, status: 200 | 404 = 200) =>
  renderInShell(c, {
    status,
    meta: { canonicalPath: new URL(c.req.url).pathname, title, robots: NOINDEX },
    body,
  })

const emptyBasketPage = (c: Context<AppEnv>) =>
  render(
    c,
    'Checkout',
    <CheckoutPage title="Checkout">
      <p data-testid="checkout-empty">
        Your basket is empty. Have a look at <a href="/">today&apos;s deals</a>.
      </p>
    </CheckoutPage>,
  )

/** /checkout: on to the visitor's basket, or the empty-basket page. The checkout pages
 * (/checkout, /checkout/{token}, transactions §2: "the basket path plus the basket token", and
 * /checkout/confirmation/{orderId}) are personal: page type checkout is never page-cached,
 * streamPage answers `private, no-store`, and robots says NOINDEX. */
export function renderCheckoutStart(c: Context<AppEnv>) {
  const token = basketTokenCookie(c)
  return isValidBasketToken(token) ? c.redirect(checkoutPath(token), 302) : emptyBasketPage(c)
}

/** /checkout/{token}: the basket's checkout. */
export async function renderCheckout(c: Context<AppEnv>, token: string) {
  const viewer = await viewerOf(c)
  let data
  try {
    data = await c.var.services.checkout.checkoutData(token, viewer, {
      // The page request carries no alt-payment-methods header; the island's refetches do not
      // either, so both see the same list (§5: anonymous shoppers see the wallets by default).
      applePaySupported: false,
      legacyBrowser: false,
    })
  } catch (err) {
    if (!(err instanceof DomainError)) throw err
    if (err.code === 'UNPROCESSABLE') return recover(c, viewer)
    if (err.code === 'NOT_FOUND' || err.code === 'INVALID') return basketNotFound(c)
    throw err
  }
  // The page's basket is the one further adds should join.
  if (basketTokenCookie(c) !== data.basketToken) setBasketCookie(c, data.basketToken)
  const user = await c.var.session.user()
  const notice =
    new URL(c.req.url).searchParams.get('notice') === UNAVAILABLE_NOTICE
      ? BASKET_ERRORS.ITEM_UNAVAILABLE.message
      : null
  return render(
    c,
    'Checkout',
    <CheckoutPage title="Checkout" notice={notice}>
      <Island
        name="checkout-app"
        component={CheckoutApp}
        props={{
          token: data.basketToken,
          brand: c.get('brand').id,
          initial: data,
          signedIn: user !== null,
          passwordless: user !== null && !user.hasPassword && !user.thirdPartyLogin,
          startedAt: clock.ms(),
          payClients: payClientsFor(c.env, c.req.url, c.get('brand').id),
        }}
      />
    </CheckoutPage>,
  )
}

/** §8: "Checkout HTTP 422 on load: clear basket token cookie, create an empty basket,
 * redirect to checkout with the new token". Done here for the first load; the island does the
 * same when a refetch answers 422. */
async function recover(c: Context<AppEnv>, viewer: Awaited<ReturnType<typeof viewerOf>>) {
  clearBasketCookie(c)
  const basket = await c.var.services.basket.create(
    { brand: c.get('brand').id, eligibleForVip: false, products: [] },
    viewer,
  )
  setBasketCookie(c, basket.basketToken)
  return c.redirect(`${checkoutPath(basket.basketToken)}?notice=${UNAVAILABLE_NOTICE}`, 302)
}

const basketNotFound = (c: Context<AppEnv>) =>
  render(
    c,
    'Basket not found',
    <CheckoutPage title="Basket not found">
      <p>
        We could not find this basket. It may belong to another account: please{' '}
        <a href={`/login?${new URLSearchParams({ redirect: new URL(c.req.url).pathname })}`}>
          log in
        </a>{' '}
        or go back to <a href="/">today&apos;s deals</a>.
      </p>
    </CheckoutPage>,
    404,
  )

/** /checkout/confirmation/{orderId}: the island reads the order. */
export const renderConfirmation = (c: Context<AppEnv>, orderId: string) =>
  render(
    c,
    'Order confirmed',
    <CheckoutPage title="Order confirmed">
      <Island name="checkout-confirmation" component={CheckoutConfirmation} props={{ orderId }} />
    </CheckoutPage>,
  )
