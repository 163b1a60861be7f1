import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { bot } from '../../middleware/bot'
import { experiments } from '../../middleware/experiments'
import { location } from '../../middleware/location'
import { marketingCookies } from '../../middleware/marketing-cookies'
import { pageCache } from '../../middleware/page-cache'
import { pageType as pageTypeMiddleware } from '../../middleware/page-type'
import { protectedPages } from '../../middleware/protected-pages'
import { visitRecords } from '../../middleware/visit-records'
import { gshopMeta } from '../../../shared/domain/seo/gshop'
import {
  renderEarlyBird,
  renderGifts,
  renderRecommended,
  renderVipListing,
  renderTravelListing,
} from './curated-listing'
import { renderAccountPage } from './account-pages'
import { renderBuyAgainPage } from './buy-again-page'
import { renderClaimGift } from './claim-gift-page'
import { backofficePages } from './backoffice-pages'
import { renderCheckoutPage } from './checkout-pages'
import { renderDeal } from './deal'
import { renderDealsIndex } from './deals-index'
import { renderExtendPage } from './extend-page'
import { renderFindPage } from './find-page'
import { renderGiftFinder } from './gift-finder'
import { renderGuide } from './guide'
import { renderGshop } from './gshop'
import { renderHomepage } from './home'
import { renderInsights } from './insights-page'
import { renderCategoryListing, renderNearMeListing, renderSpecialListing } from './listing'
import { renderMapView } from './map-view'
import { renderMyAccountPage } from './myaccount-pages'
import { renderGiftCardRedeemPage } from './giftcard-pages'
import { renderCreditPage } from './credit-pages'
import { renderNearMeHub } from './near-me-hub'
import { renderNotFound } from './not-found'
import { renderOrderAddonPage } from './order-addon-page'
import { renderRecentlyViewed } from './recently-viewed'
import { openReferralLink } from './refer-a-friend-page'
import { renderSearch } from './search'
import { renderStaticPage } from './static'
import { renderVipBenefitsPage } from './vip-pages'
import { renderWelcomePage } from './welcome-page'
import { renderWishlistPage } from './wishlist-page'

/** Every storefront page: the page type comes from the path (storefront §2), then the
 * page's loader. */
export const pages = new Hono<AppEnv>()

// Pages use the Save-Data and ECT client hints for image quality (§9): ask for them, and
// tell shared caches the answer varies with them.
pages.use(async function clientHints(c, next) {
  await next()
  c.res.headers.set('accept-ch', 'Save-Data, ECT')
  c.res.headers.append('vary', 'Save-Data, ECT')
})
// Records go before the cache so a bot served from it is still recorded.
// Protected pages answer before the cache; none of them is a cacheable type anyway.
// Experiments sit outside the cache: their cookies are added after it has stored the page.
// Marketing cookies too, and the pages inside see the URL without its campaign parameters.
pages.use(
  location(),
  bot(),
  pageTypeMiddleware(),
  experiments(),
  marketingCookies(),
  visitRecords(),
  protectedPages(),
  pageCache(),
)

// Issue 10: the back office's own pages, guarded by the staff session.
pages.route('/', backofficePages)

pages.get('*', async (c) => {
  const url = new URL(c.req.url)
  const path = url.pathname.replace(/\/+$/, '') || '/'
  const pageType = c.get('pageType')
  const brand = c.get('brand')
  const catalog = c.var.services.catalog
  const segments = path.split('/').filter(Boolean)

  switch (pageType) {
    case 'root':
      return renderHomepage(c, c.get('location'), '/')
    case 'homepage': {
      const national = await catalog.findLocation(brand.nationalLocation, brand.countryCode)
      if (!national) return renderNotFound(c)
      // /deals/shop is a page of its own (§2 'Paths'): the national feed under the name 'Shop'.
      return segments[1]?.toLowerCase() === 'shop'
        ? renderHomepage(c, national, '/deals/shop', { title: 'Shop', feedLocation: 'shop' })
        : renderHomepage(c, national, path)
    }
    case 'deal':
    case 'dealPreview':
    case 'vipDeal':
      return segments.length >= 2 || /^\d+$/.test(segments[0] ?? '')
        ? renderDeal(c)
        : renderNotFound(c)
    case 'travel':
      return renderTravelListing(c, segments)
    case 'wellness-collection': {
      const shortName = segments[0] === 'deals' ? segments[1] : segments[0]
      const listed =
        segments.length <= 2 ? await catalog.findLocation(shortName ?? '', brand.countryCode) : null
      return listed ? renderHomepage(c, listed, path) : renderNotFound(c)
    }
    case 'category': {
      const [first, second] = segments.map((segment) => segment.toLowerCase())
      // /deals alone is the locations index, not a listing.
      if (segments.length === 1 && first === 'deals') return renderDealsIndex(c)
      // A gshop segment makes a shop page, whatever the rest of the path (§2 'Paths').
      const gshop = gshopMeta(path, brand.id)
      if (gshop) return renderGshop(c, gshop, segments)
      if (first === 'near-me') {
        if (second === 'hub') return segments.length === 2 ? renderNearMeHub(c) : renderNotFound(c)
        return segments.length >= 2 && segments.length <= 4
          ? renderNearMeListing(c, segments)
          : renderNotFound(c)
      }
      if (first === 'deals' && second === 'vip') {
        return segments.length === 2 ? renderVipListing(c) : renderNotFound(c)
      }
      // /deals/{location} is the location's page.
      if (first === 'deals' && segments.length === 2) {
        const listed = await catalog.findLocation(segments[1] ?? '', brand.countryCode)
        return listed ? renderHomepage(c, listed, path) : renderNotFound(c)
      }
      if (first === 'deals') {
        return segments.length <= 5 ? renderCategoryListing(c, segments) : renderNotFound(c)
      }
      // /shop/{category}…, /national-deal/{category}…: the national location's listings.
      if ((first === 'shop' || first === 'national-deal') && segments.length >= 2) {
        return segments.length <= 4
          ? renderCategoryListing(c, ['deals', ...segments])
          : renderNotFound(c)
      }
      // /shop and /national-deal alone are the national feed, whose page is /deals/shop.
      if ((first === 'shop' || first === 'national-deal') && segments.length === 1) {
        return c.redirect(`/deals/shop${url.search}`, 301)
      }
      if (first === 'find') return renderFindPage(c, segments)
      return renderNotFound(c)
    }
    case 'vipCategory':
      return segments.length >= 4 && segments.length <= 6
        ? renderCategoryListing(c, segments)
        : renderNotFound(c)
    case 'special':
      return renderSpecialListing(c, segments)
    case 'search':
      return renderSearch(c, segments)
    case 'gifts':
      return segments.length <= 2 ? renderGifts(c, segments) : renderNotFound(c)
    case 'gift-finder':
      return renderGiftFinder(c, segments)
    case 'early-bird':
      return segments.length === 1 ? renderEarlyBird(c) : renderNotFound(c)
    case 'recommended':
      return segments.length === 1 ? renderRecommended(c) : renderNotFound(c)
    case 'recentlyViewed':
      return segments.length === 1 ? renderRecentlyViewed(c) : renderNotFound(c)
    case 'map-view':
      return segments.length === 1 ? renderMapView(c) : renderNotFound(c)
    case 'other':
      // Transactions §4 'Referral': a friend's personal link /r/{code}.
      if (segments.length === 2 && segments[0] === 'r') return openReferralLink(c, segments[1]!)
      // Transactions §2: the visitor's own wish list and buy-again deals (issue 7).
      if (path === '/wishlist') return renderWishlistPage(c)
      if (path === '/buy-again') return renderBuyAgainPage(c)
      // Transactions §2: VIP benefits and the offer to join, shown after an order (issue 7).
      if (path === '/second-checkout/benefits') return renderVipBenefitsPage(c)
      // Transactions §2 and §4: redeem a gift card; a credit-claim link (issue 7).
      if (path === '/giftcard/redeem') return renderGiftCardRedeemPage(c)
      if (path === '/credit') return renderCreditPage(c)
      return renderStaticPage(c, path) ?? renderNotFound(c)
    case 'guide':
      return renderGuide(c, segments)
    case 'account':
      return renderAccountPage(c, segments)
    case 'claim-gift':
      return renderClaimGift(c, segments)
    case 'ppc':
      return renderWelcomePage(c, segments)
    case 'extendLanding':
      return renderExtendPage(c, segments)
    case 'myaccount':
    case 'vouchers':
      return renderMyAccountPage(c, segments)
    case 'checkout':
      return renderCheckoutPage(c, segments)
    case 'order-addon':
      return renderOrderAddonPage(c, segments)
    case 'dashboard':
      return segments.length === 1 ? renderInsights(c) : renderNotFound(c)
    default: {
      // Every page type has its page: a new one fails the type check here until it does.
      const unhandled: never = pageType
      return unhandled
    }
  }
})
