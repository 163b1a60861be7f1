import type { Context } from 'hono'
import type { AppEnv } from '../../http/app-env'
import { renderBuyAgainPage } from './buy-again-page'
import { renderCreditPage } from './credit-pages'
import { renderGiftCardRedeemPage } from './giftcard-pages'
import { renderNotFound } from './not-found'
import { openReferralLink } from './refer-a-friend-page'
import { renderStaticPage } from './static'
import { renderVipBenefitsPage } from './vip-pages'
import { renderWishlistPage } from './wishlist-page'
import { cachedBy, publicPage } from './page-facts'
import { spelled, type PageRouter } from './page-router'

/** The wish list's and buy-again's page, /credit's claim code and the VIP renewal offer: what
 * the 'other' pages read. */
export const OTHER = publicPage('other', cachedBy('page', 'credit_validation', 'renew'))

export function staticPage(c: Context<AppEnv>, path: string) {
  return renderStaticPage(c, path) ?? renderNotFound(c)
}

/** Everything else is page type 'other': personal links and pages, then the static pages. */
export const otherRoutes = (router: PageRouter) =>
  router
    // Transactions §4 'Referral': a friend's personal link /r/{code}.
    .on('/r/:code', {
      ...OTHER,
      when: ({ written }) => written[0] === 'r',
      load: (c, { params }) => openReferralLink(c, params.code ?? ''),
    })
    // Transactions §2: the visitor's own wish list and buy-again deals; VIP benefits
    // and the offer to join, shown after an order; redeeming a gift card; a credit-claim link.
    .on('/wishlist', { ...OTHER, when: spelled('/wishlist'), load: renderWishlistPage })
    .on('/buy-again', { ...OTHER, when: spelled('/buy-again'), load: renderBuyAgainPage })
    .on('/second-checkout/benefits', {
      ...OTHER,
      when: spelled('/second-checkout/benefits'),
      load: renderVipBenefitsPage,
    })
    .on('/giftcard/redeem', {
      ...OTHER,
      when: spelled('/giftcard/redeem'),
      load: renderGiftCardRedeemPage,
    })
    .on('/credit', { ...OTHER, when: spelled('/credit'), load: renderCreditPage })
    .on('/*', { ...OTHER, load: (c, { path }) => staticPage(c, path) })
