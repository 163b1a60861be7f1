import type { Context } from 'hono'
import { CATEGORY_TYPE_SEGMENTS, isFlagSet } from '../../../shared/domain/pageType'
import { isShortDealForm, parseDealPath } from '../../../shared/domain/paths'
import { gshopMeta } from '../../../shared/domain/seo/gshop'
import type { AppEnv } from '../../env'
import {
  renderForgotPasswordPage,
  renderLoginPage,
  renderNewPasswordPage,
  renderRegisterPage,
} from './account-pages'
import { renderEmailPreferencesPage } from './email-preferences-page'
import { renderBuyAgainPage } from './buy-again-page'
import { redirectToMyGift, renderClaimGiftGuide } from './claim-gift-page'
import { renderCheckout, renderCheckoutStart, renderConfirmation } from './checkout-pages'
import { renderCreditPage } from './credit-pages'
import {
  renderEarlyBird,
  renderGifts,
  renderRecommended,
  renderTravelListing,
  renderVipListing,
} from './curated-listing'
import { renderDeal } from './deal'
import { renderDealsIndex } from './deals-index'
import { renderExtendPage } from './extend-page'
import { renderFindPage } from './find-page'
import { renderGiftCardRedeemPage } from './giftcard-pages'
import { renderGiftFinder } from './gift-finder'
import { renderGshop } from './gshop'
import { redirectToGuidesHub, renderGuide } from './guide'
import { renderHomepage } from './home'
import { renderInsights } from './insights-page'
import { renderCategoryListing, renderNearMeListing, renderSpecialListing } from './listing'
import { renderMapView } from './map-view'
import { renderMyGiftPage } from './mygift-pages'
import { renderMyAccountPage } from './myaccount-pages'
import { renderNearMeHub } from './near-me-hub'
import { renderNotFound } from './not-found'
import { renderOrderAddonPage, renderOrderAddonSignIn } from './order-addon-page'
import { renderRefundPages } from './refund-pages'
import { renderVoucher, renderVoucherList } from './voucher-pages'
import { PageRouter, type PageLoader, type PageMatch, type PageRequest } from './page-router'
import { renderRecentlyViewed } from './recently-viewed'
import { openReferralLink } from './refer-a-friend-page'
import { renderSearch } from './search'
import { renderStaticPage } from './static'
import { renderVipBenefitsPage } from './vip-pages'
import { renderWelcomePage } from './welcome-page'
import { renderWishlistPage } from './wishlist-page'

/** A loader for paths of `min` to `max` segments; any other length is a 404. */
const sized =
  (min: number, max: number, load: PageLoader): PageLoader =>
  (c, match) =>
    match.segments.length >= min && match.segments.length <= max
      ? load(c, match)
      : renderNotFound(c)

const notFound: PageLoader = (c) => renderNotFound(c)

/** These pages read their segments lower-cased, as §2 compares them. */
const lower = (segment: string | undefined) => (segment ?? '').toLowerCase()
const lowerIfAny = (segment: string | undefined) => segment?.toLowerCase()

/** A page whose path is matched as written (these answered only to their exact spelling). */
const spelled =
  (path: string) =>
  ({ written }: PageRequest) =>
    `/${written.join('/')}` === path

/** A deal page, or a preview of one; the path's deal is read once, here. */
const deal =
  (preview: boolean): PageLoader =>
  (c, { path, segments }) =>
    segments.length >= 2 || /^\d+$/.test(segments[0] ?? '')
      ? renderDeal(c, { parsed: parseDealPath(path), preview })
      : renderNotFound(c)

async function locationPage(c: Context<AppEnv>, { path, params }: PageMatch) {
  const brand = c.get('brand')
  const listed = await c.var.services.catalog.findLocation(params.location ?? '', brand.countryCode)
  return listed ? renderHomepage(c, listed, path) : renderNotFound(c)
}

/** /deals/shop and /deals/national-deal: the national location's page; /deals/shop is a page of
 * its own (§2 'Paths'), the national feed under the name 'Shop'. */
async function nationalPage(c: Context<AppEnv>, { path, params }: PageMatch) {
  const brand = c.get('brand')
  const national = await c.var.services.catalog.findLocation(
    brand.nationalLocation,
    brand.countryCode,
  )
  if (!national) return renderNotFound(c)
  return params.national?.toLowerCase() === 'shop'
    ? renderHomepage(c, national, '/deals/shop', { title: 'Shop', feedLocation: 'shop' })
    : renderHomepage(c, national, path)
}

/** A category listing's paths under `base`: a category, a subcategory, a sub-subcategory. */
const categoryPatterns = (base: string) => [
  `${base}/:category`,
  `${base}/:category/:subcategory`,
  `${base}/:category/:subcategory/:subsubcategory`,
]

const categoryListing =
  ({ vip }: { vip: boolean }): PageLoader =>
  (c, { params }) =>
    renderCategoryListing(c, {
      vip,
      location: lower(params.location),
      category: lower(params.category),
      subcategory: lowerIfAny(params.subcategory),
      subsubcategory: lowerIfAny(params.subsubcategory),
    })

/** Listing first segments (§2 'Paths'), for the gshop and VIP category routes. */
const LISTING_ROOTS = [...CATEGORY_TYPE_SEGMENTS]

/** Every storefront page by URL, in precedence order (storefront §2 'Page types' reads the
 * table row by row; the first route that matches wins). Each route names its page type, which
 * the page cache, protected pages, visit records and skins read. */
export const storefrontRoutes = new PageRouter()
  // Application pages: the first segment decides whatever follows (/myaccount/special is not a
  // special-deals page, and a dealPreview flag on /checkout does not make it a preview).
  // A voucher's refund and return-label pages, then the vouchers list, a voucher and its print.
  .on('/myaccount/vouchers/:id/:view', {
    pageType: 'vouchers',
    when: ({ segments }) => /^(refund|return-label)$/.test(segments[3] ?? ''),
    load: (c, { params }) => renderRefundPages(c, lower(params.id), lower(params.view)),
  })
  .on('/myaccount/vouchers', { pageType: 'vouchers', load: renderVoucherList })
  .on('/myaccount/vouchers/:id{[0-9]{1,15}}', {
    pageType: 'vouchers',
    load: (c, { params }) => renderVoucher(c, Number(params.id), 'page'),
  })
  .on('/myaccount/vouchers/:id{[0-9]{1,15}}/print', {
    pageType: 'vouchers',
    load: (c, { params }) => renderVoucher(c, Number(params.id), 'print'),
  })
  .on('/myaccount/vouchers/*', { pageType: 'vouchers', load: notFound })
  .on('/checkout', { pageType: 'checkout', load: renderCheckoutStart })
  .on('/checkout/:confirmation/:orderId', {
    pageType: 'checkout',
    when: ({ written }) => written[1] === 'confirmation',
    load: (c, { params }) =>
      (params.orderId ?? '').length <= 64
        ? renderConfirmation(c, params.orderId ?? '')
        : renderNotFound(c),
  })
  .on('/checkout/:token', {
    pageType: 'checkout',
    when: ({ written }) => written[1] !== 'confirmation',
    load: (c, { params }) => renderCheckout(c, params.token ?? ''),
  })
  .on('/checkout/*', { pageType: 'checkout', load: notFound })
  .on('/order-addon', { pageType: 'order-addon', load: (c) => renderOrderAddonPage(c, null) })
  .on('/order-addon/signin-page', { pageType: 'order-addon', load: renderOrderAddonSignIn })
  .on('/order-addon/:orderId{[0-9]{1,16}}', {
    pageType: 'order-addon',
    load: (c, { params }) => renderOrderAddonPage(c, Number(params.orderId)),
  })
  .on('/order-addon/*', { pageType: 'order-addon', load: notFound })
  // /myaccount itself opens the account details.
  .on('/myaccount', { pageType: 'myaccount', load: (c) => c.redirect('/myaccount/profile', 302) })
  .on('/myaccount/:name', {
    pageType: 'myaccount',
    load: (c, { params }) => renderMyAccountPage(c, lower(params.name)),
  })
  .on('/myaccount/*', { pageType: 'myaccount', load: notFound })
  // The sign-in pages (transactions §2), page type account; /account leads to the account area.
  .on('/account/*', { pageType: 'account', load: (c) => c.redirect('/myaccount/profile', 302) })
  .on('/login', { pageType: 'account', load: renderLoginPage })
  .on('/register', { pageType: 'account', load: renderRegisterPage })
  .on('/forgot-password', { pageType: 'account', load: renderForgotPasswordPage })
  .on('/reset-password', { pageType: 'account', load: (c) => renderNewPasswordPage(c, 'reset') })
  .on('/activate-password', {
    pageType: 'account',
    load: (c) => renderNewPasswordPage(c, 'activate'),
  })
  // The subscription emails' preferences link: public, yet personal.
  .on('/email-preferences', { pageType: 'account', load: renderEmailPreferencesPage })
  // The back office (issue 10) answers on its own routes first; what it leaves is typed as an
  // account page, so it is never page-cached, and is not found.
  .on(
    [
      '/login/*',
      '/register/*',
      '/forgot-password/*',
      '/reset-password/*',
      '/activate-password/*',
      '/email-preferences/*',
      '/merchant/*',
      '/admin/*',
    ],
    { pageType: 'account', load: notFound },
  )
  .on('/extend', { pageType: 'extendLanding', load: renderExtendPage })
  .on('/extend/*', { pageType: 'extendLanding', load: notFound })
  .on('/mygift', { pageType: 'claim-gift', load: renderMyGiftPage })
  .on('/mygift/*', { pageType: 'claim-gift', load: (c) => redirectToMyGift(c, 302) })
  .on('/claim-gift/*', { pageType: 'claim-gift', load: (c) => redirectToMyGift(c, 301) })
  .on('/page/*', { pageType: 'other', load: (c, { path }) => staticPage(c, path) })

  // From here on, the §2 table row by row.
  .on('/guides/*', {
    pageType: 'claim-gift',
    when: ({ query }) => isFlagSet(query, 'claim-my-gift'),
    load: renderClaimGiftGuide,
  })
  .on('/guides', { pageType: 'guide', load: redirectToGuidesHub })
  .on('/guides/:slug', {
    pageType: 'guide',
    load: (c, { params }) => renderGuide(c, params.slug ?? ''),
  })
  .on('/guides/*', { pageType: 'guide', load: notFound })
  .on('/', { pageType: 'root', load: (c) => renderHomepage(c, c.get('location'), '/') })
  // The table says "second segment", yet the spec's own gift-finder paths put it third; both
  // rows read "second or third segment".
  .on(['/:location/special/*', '/:location/:category/special/*'], {
    pageType: 'special',
    load: (c, { segments }) => renderSpecialListing(c, segments),
  })
  // "/gifts-for-{recipient} when a giftFor parameter is present" is the gift finder as well.
  .on(
    ['/:location/gift-finder/*', '/:location/:category/gift-finder/*', '/:for{gifts-for-[^/]*}/*'],
    {
      pageType: 'gift-finder',
      load: (c, { segments }) => renderGiftFinder(c, segments),
    },
  )
  .on('/gifts', { pageType: 'gifts', load: (c) => renderGifts(c, undefined) })
  .on('/gifts/:subcategory', {
    pageType: 'gifts',
    load: (c, { params }) => renderGifts(c, lower(params.subcategory)),
  })
  .on('/gifts/*', { pageType: 'gifts', load: notFound })
  .on('/recommended-for-you/*', {
    pageType: 'recommended',
    load: sized(1, 1, (c) => renderRecommended(c)),
  })
  .on('/early-bird/*', { pageType: 'early-bird', load: sized(1, 1, (c) => renderEarlyBird(c)) })
  .on('/recently-viewed/*', {
    pageType: 'recentlyViewed',
    load: sized(1, 1, (c) => renderRecentlyViewed(c)),
  })
  .on('/search', { pageType: 'search', load: (c) => renderSearch(c, null) })
  .on('/search/:location', {
    pageType: 'search',
    load: (c, { params }) => renderSearch(c, params.location ?? null),
  })
  .on('/search/*', { pageType: 'search', load: notFound })
  .on('/welcome/*', {
    pageType: 'ppc',
    load: (c, { segments }) => renderWelcomePage(c, segments),
  })
  .on('/insights/*', { pageType: 'dashboard', load: sized(1, 1, (c) => renderInsights(c)) })
  .on('/map-view/*', { pageType: 'map-view', load: sized(1, 1, (c) => renderMapView(c)) })
  .on('/*', {
    pageType: 'dealPreview',
    when: ({ query }) => isFlagSet(query, 'dealPreview'),
    load: deal(true),
  })
  // A VIP deal or listing is the same path behind a 'vip' segment.
  .on('/vip/deal/*', { pageType: 'vipDeal', load: deal(false) })
  .on('/vip/deal-preview/*', { pageType: 'vipDeal', load: deal(true) })
  .on('/vip/:id/:productId', {
    pageType: 'vipDeal',
    when: ({ segments }) => isShortDealForm(segments.slice(1)),
    load: deal(false),
  })
  .on(
    LISTING_ROOTS.flatMap((root) => categoryPatterns(`/vip/${root}/:location`)),
    {
      pageType: 'vipCategory',
      when: ({ written }) => written[0] === 'vip',
      load: categoryListing({ vip: true }),
    },
  )
  // A VIP listing path not spelled 'vip' has always been read as a plain listing one segment on.
  .on(
    LISTING_ROOTS.flatMap((root) => categoryPatterns(`/vip/${root}/:location`)),
    {
      pageType: 'vipCategory',
      load: (c, { segments }) =>
        renderCategoryListing(c, {
          vip: false,
          location: lower(segments[1]),
          category: lower(segments[2]),
          subcategory: lowerIfAny(segments[3]),
          subsubcategory: lowerIfAny(segments[4]),
        }),
    },
  )
  .on(
    LISTING_ROOTS.map((root) => `/vip/${root}/*`),
    { pageType: 'vipCategory', load: notFound },
  )
  .on(['/deals/:national{shop}', '/deals/:national{national-deal}'], {
    pageType: 'homepage',
    load: nationalPage,
  })

  // Not in the table, so placed just before the category row they refine: travel listings
  // ("travel or escapes segment depending on brand", §2 'Paths') and the wellness collection
  // (a location, §4 'Seasonal themes'). A travel deal is still a deal page.
  .on(['/travel/*', '/escapes/*', '/deals/travel/*', '/deals/escapes/*'], {
    pageType: 'travel',
    load: (c, { segments }) => renderTravelListing(c, segments),
  })
  .on('/deals/:location{wellness-collection}', {
    pageType: 'wellness-collection',
    load: locationPage,
  })
  .on('/deals/wellness-collection/*', { pageType: 'wellness-collection', load: notFound })

  // Listings (page type category).
  .on('/deals', { pageType: 'category', load: (c) => renderDealsIndex(c) })
  // A gshop segment makes a shop page, whatever the rest of the path (§2 'Paths').
  .on(
    LISTING_ROOTS.map((root) => `/${root}/*`),
    {
      pageType: 'category',
      when: ({ segments }) => segments.includes('gshop'),
      load: (c, { path, segments }) => {
        const meta = gshopMeta(path, c.get('brand').id)
        return meta ? renderGshop(c, meta, segments) : renderNotFound(c)
      },
    },
  )
  .on('/near-me/hub/*', { pageType: 'category', load: sized(2, 2, (c) => renderNearMeHub(c)) })
  .on(
    [
      '/near-me/:category',
      '/near-me/:category/:subcategory',
      '/near-me/:category/:subcategory/:town',
    ],
    {
      pageType: 'category',
      load: (c, { params }) =>
        renderNearMeListing(c, {
          category: lower(params.category),
          subcategory: lowerIfAny(params.subcategory),
          town: lowerIfAny(params.town),
        }),
    },
  )
  .on('/near-me/*', { pageType: 'category', load: notFound })
  .on('/deals/vip/*', { pageType: 'category', load: sized(2, 2, (c) => renderVipListing(c)) })
  // /deals/{location} is the location's page.
  .on('/deals/:location', { pageType: 'category', load: locationPage })
  .on(categoryPatterns('/deals/:location'), {
    pageType: 'category',
    load: categoryListing({ vip: false }),
  })
  .on('/deals/*', { pageType: 'category', load: notFound })
  // /shop and /national-deal alone are the national feed, whose page is /deals/shop.
  .on(['/shop', '/national-deal'], {
    pageType: 'category',
    load: (c, { url }) => c.redirect(`/deals/shop${url.search}`, 301),
  })
  // /shop/{category}…, /national-deal/{category}…: the national location's listings.
  .on([...categoryPatterns('/:location{shop}'), ...categoryPatterns('/:location{national-deal}')], {
    pageType: 'category',
    load: categoryListing({ vip: false }),
  })
  .on(['/shop/*', '/national-deal/*'], { pageType: 'category', load: notFound })
  .on('/find', { pageType: 'category', load: (c) => renderFindPage(c) })
  .on('/find/*', { pageType: 'category', load: notFound })
  .on('/gshop/*', { pageType: 'category', load: notFound })

  // Deal pages; the short form /{number}/{productId}/ is a deal too.
  .on('/deal/*', { pageType: 'deal', load: deal(false) })
  .on('/deal-preview/*', { pageType: 'deal', load: deal(true) })
  .on('/:id/:productId', {
    pageType: 'deal',
    when: ({ segments }) => isShortDealForm(segments),
    load: deal(false),
  })

  // Everything else is 'other'. Transactions §4 'Referral': a friend's personal link /r/{code}.
  .on('/r/:code', {
    pageType: 'other',
    when: ({ written }) => written[0] === 'r',
    load: (c, { params }) => openReferralLink(c, params.code ?? ''),
  })
  // Transactions §2: the visitor's own wish list and buy-again deals (issue 7); VIP benefits
  // and the offer to join, shown after an order; redeeming a gift card; a credit-claim link.
  .on('/wishlist', { pageType: 'other', when: spelled('/wishlist'), load: renderWishlistPage })
  .on('/buy-again', { pageType: 'other', when: spelled('/buy-again'), load: renderBuyAgainPage })
  .on('/second-checkout/benefits', {
    pageType: 'other',
    when: spelled('/second-checkout/benefits'),
    load: renderVipBenefitsPage,
  })
  .on('/giftcard/redeem', {
    pageType: 'other',
    when: spelled('/giftcard/redeem'),
    load: renderGiftCardRedeemPage,
  })
  .on('/credit', { pageType: 'other', when: spelled('/credit'), load: renderCreditPage })
  .on('/*', { pageType: 'other', load: (c, { path }) => staticPage(c, path) })

function staticPage(c: Context<AppEnv>, path: string) {
  return renderStaticPage(c, path) ?? renderNotFound(c)
}
