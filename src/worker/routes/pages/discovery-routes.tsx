import { isFlagSet } from '../../../shared/domain/pageType'
import { renderClaimGiftGuide } from './claim-gift-page'
import { renderEarlyBird, renderGifts, renderRecommended } from './curated-listing'
import { RECIPIENT_PREFIX, renderGiftFinder, type GiftFinderRoute } from './gift-finder'
import { redirectToGuidesHub, renderGuide } from './guide'
import { renderHomepage } from './home'
import { renderInsights } from './insights-page'
import { renderSpecialListing } from './listing'
import { renderMapView } from './map-view'
import { renderRecentlyViewed } from './recently-viewed'
import { renderSearch } from './search'
import { renderWelcomePage } from './welcome-page'
import { cachedBy, FEED_PARAMS, LISTING_CACHE, privatePage, publicPage } from './page-facts'
import { lower, notFound, sized, type PageRouter } from './page-router'

/** The gift finder reads the feed query and its three choices. */
const GIFT_FINDER_CACHE = cachedBy(...FEED_PARAMS, 'giftFor', 'character', 'budget')

/** Whichever pattern matched: a first segment written gifts-for-… names the recipient, else the
 * second of three or more may name the location (/deal/london/gift-finder). */
function giftFinderRoute(segments: readonly string[]): GiftFinderRoute {
  const first = lower(segments[0])
  if (first.startsWith(RECIPIENT_PREFIX)) {
    return { recipient: first.slice(RECIPIENT_PREFIX.length) }
  }
  return { recipient: null, location: segments.length >= 3 ? lower(segments[1]) : undefined }
}

/** The fixed rows of the storefront §2 table: guides, the home page, specials, the gift finder
 * and the curated lists, search, landing pages. */
export const discoveryRoutes = (router: PageRouter) =>
  router
    .on('/guides/*', {
      ...privatePage('claim-gift'),
      when: ({ query }) => isFlagSet(query, 'claim-my-gift'),
      load: renderClaimGiftGuide,
    })
    .on('/guides', { ...publicPage('guide', cachedBy()), load: redirectToGuidesHub })
    .on('/guides/:slug', {
      ...publicPage('guide', cachedBy()),
      load: (c, { params }) => renderGuide(c, params.slug ?? ''),
    })
    .on('/guides/*', { ...publicPage('guide', cachedBy()), load: notFound })
    .on('/', {
      ...publicPage('root', LISTING_CACHE),
      load: (c) => renderHomepage(c, c.get('location'), '/'),
    })
    // The table says "second segment", yet the spec's own gift-finder paths put it third; both
    // rows read "second or third segment". The first 'special' as written names the list, the
    // segment before it the location; any other path of the row is no list.
    .on(['/:location/special/:slug', '/:root/:location/special/:slug'], {
      ...publicPage('special', LISTING_CACHE),
      when: ({ written }) => written.map(lower).indexOf('special') === written.length - 2,
      load: (c, { params, segments }) =>
        renderSpecialListing(c, {
          location: lower(params.location),
          slug: lower(params.slug),
          underDeals: lower(segments[0]) === 'deals',
        }),
    })
    .on(['/:location/special/*', '/:location/:category/special/*'], {
      ...publicPage('special', LISTING_CACHE),
      load: notFound,
    })
    // "/gifts-for-{recipient} when a giftFor parameter is present" is the gift finder as well.
    .on(
      [
        '/:location/gift-finder/*',
        '/:location/:category/gift-finder/*',
        '/:for{gifts-for-[^/]*}/*',
      ],
      {
        ...publicPage('gift-finder', GIFT_FINDER_CACHE),
        load: (c, { segments }) => renderGiftFinder(c, giftFinderRoute(segments)),
      },
    )
    .on('/gifts', { ...publicPage('gifts', LISTING_CACHE), load: (c) => renderGifts(c, undefined) })
    .on('/gifts/:subcategory', {
      ...publicPage('gifts', LISTING_CACHE),
      load: (c, { params }) => renderGifts(c, lower(params.subcategory)),
    })
    .on('/gifts/*', { ...publicPage('gifts', LISTING_CACHE), load: notFound })
    .on('/recommended-for-you/*', {
      ...privatePage('recommended'),
      load: sized(1, 1, (c) => renderRecommended(c)),
    })
    .on('/early-bird/*', {
      ...publicPage('early-bird', LISTING_CACHE),
      load: sized(1, 1, (c) => renderEarlyBird(c)),
    })
    .on('/recently-viewed/*', {
      ...privatePage('recentlyViewed'),
      load: sized(1, 1, (c) => renderRecentlyViewed(c)),
    })
    .on('/search', { ...publicPage('search', LISTING_CACHE), load: (c) => renderSearch(c, null) })
    .on('/search/:location', {
      ...publicPage('search', LISTING_CACHE),
      load: (c, { params }) => renderSearch(c, params.location ?? null),
    })
    .on('/search/*', { ...publicPage('search', LISTING_CACHE), load: notFound })
    .on(['/welcome', '/welcome/:category'], {
      ...privatePage('ppc'),
      load: (c, { params }) => renderWelcomePage(c, params.category),
    })
    .on('/welcome/*', { ...privatePage('ppc'), load: notFound })
    .on('/insights/*', { ...privatePage('dashboard'), load: sized(1, 1, (c) => renderInsights(c)) })
    .on('/map-view/*', {
      ...publicPage('map-view', LISTING_CACHE),
      load: sized(1, 1, (c) => renderMapView(c)),
    })
