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
import { lower, notFound, sized, type PageRouter } from './page-router'

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
    // rows read "second or third segment". The first 'special' as written names the list, the
    // segment before it the location; any other path of the row is no list.
    .on(['/:location/special/:slug', '/:root/:location/special/:slug'], {
      pageType: 'special',
      when: ({ written }) => written.map(lower).indexOf('special') === written.length - 2,
      load: (c, { params, segments }) =>
        renderSpecialListing(c, {
          location: lower(params.location),
          slug: lower(params.slug),
          underDeals: lower(segments[0]) === 'deals',
        }),
    })
    .on(['/:location/special/*', '/:location/:category/special/*'], {
      pageType: 'special',
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
        pageType: 'gift-finder',
        load: (c, { segments }) => renderGiftFinder(c, giftFinderRoute(segments)),
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
    .on(['/welcome', '/welcome/:category'], {
      pageType: 'ppc',
      load: (c, { params }) => renderWelcomePage(c, params.category),
    })
    .on('/welcome/*', { pageType: 'ppc', load: notFound })
    .on('/insights/*', { pageType: 'dashboard', load: sized(1, 1, (c) => renderInsights(c)) })
    .on('/map-view/*', { pageType: 'map-view', load: sized(1, 1, (c) => renderMapView(c)) })
