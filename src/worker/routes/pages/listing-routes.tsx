import type { Context } from 'hono'
import { GSHOP_SEGMENT, gshopMeta } from '../../../shared/domain/seo/gshop'
import type { AppEnv } from '../../http/app-env'
import { renderTravelListing, renderVipListing } from './curated-listing'
import { renderDealsIndex } from './deals-index'
import { renderFindPage } from './find-page'
import { renderGshop } from './gshop'
import { renderHomepage } from './home'
import { renderCategoryListing, renderNearMeListing } from './listing'
import { renderNearMeHub } from './near-me-hub'
import { renderNotFound } from './not-found'
import {
  lower,
  lowerIfAny,
  notFound,
  sized,
  type PageLoader,
  type PageMatch,
  type PageRouter,
} from './page-router'
import { LISTING_CACHE, publicPage } from './page-facts'

/** Travel listings show the travel menu in the shell. */
const TRAVEL_PAGE = { ...publicPage('travel', LISTING_CACHE), travelMenu: true }

/** First segments of listing pages. From storefront §2 'Paths': /deals/{location}, the near-me
 * tree, travel/escapes by brand, /find, and the deal-list location segments national-deal,
 * near-me and travel ('shop' maps to national-deal); gshop marks a shop page. */
const CATEGORY_TYPE_SEGMENTS: ReadonlySet<string> = new Set([
  'deals',
  'near-me',
  'travel',
  'escapes',
  'shop',
  'national-deal',
  'find',
  'gshop',
])

const VIP_CATEGORY = { ...publicPage('vipCategory', LISTING_CACHE), skin: 'vip' } as const

/** /deals/{location} and the wellness collection: the location's page, or 404 for no location. */
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

/** The travel or escapes segment as the location. Hono tries a segment's pattern on the rest of
 * the path, so an alternation needs its group. */
const TRAVEL = ':location{(?:travel|escapes)}'

/** A travel listing under `prefix` ('' or '/deals'); segments after the subcategory are not
 * read. */
const travelListing =
  (prefix: string): PageLoader =>
  (c, { params }) => {
    const location = lower(params.location)
    return renderTravelListing(c, {
      location,
      subcategory: lowerIfAny(params.subcategory),
      base: `${prefix}/${location}`,
    })
  }

/** Listing first segments (§2 'Paths'), for the gshop and VIP category routes. */
const LISTING_ROOTS = [...CATEGORY_TYPE_SEGMENTS]

/** Listings: VIP categories, the national and wellness locations and travel, then the category
 * listings. */
export const listingRoutes = (router: PageRouter) => categoryRoutes(locationRoutes(router))

/** VIP categories, the national and wellness locations, travel. */
const locationRoutes = (router: PageRouter) =>
  router
    .on(
      LISTING_ROOTS.flatMap((root) => categoryPatterns(`/vip/${root}/:location`)),
      {
        ...VIP_CATEGORY,
        when: ({ written }) => written[0] === 'vip',
        load: categoryListing({ vip: true }),
      },
    )
    // A VIP listing path not spelled 'vip' has always been read as a plain listing one segment on.
    .on(
      LISTING_ROOTS.flatMap((root) => categoryPatterns(`/vip/${root}/:location`)),
      {
        ...VIP_CATEGORY,
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
      { ...VIP_CATEGORY, load: notFound },
    )
    .on(['/deals/:national{shop}', '/deals/:national{national-deal}'], {
      ...publicPage('homepage', LISTING_CACHE),
      load: nationalPage,
    })

    // Not in the table, so placed just before the category row they refine: travel listings
    // ("travel or escapes segment depending on brand", §2 'Paths') and the wellness collection
    // (a location, §4 'Seasonal themes'). A travel deal is still a deal page.
    .on([`/${TRAVEL}`, `/${TRAVEL}/:subcategory/*`], {
      ...TRAVEL_PAGE,
      load: travelListing(''),
    })
    .on([`/deals/${TRAVEL}`, `/deals/${TRAVEL}/:subcategory/*`], {
      ...TRAVEL_PAGE,
      load: travelListing('/deals'),
    })
    .on('/deals/:location{wellness-collection}', {
      ...publicPage('wellness-collection', LISTING_CACHE),
      load: locationPage,
    })
    // The collection's own category filter (its facets link here): the collection's deals of
    // that category, in the collection's skin.
    .on(categoryPatterns('/deals/:location{wellness-collection}'), {
      ...publicPage('wellness-collection', LISTING_CACHE),
      load: categoryListing({ vip: false }),
    })
    .on('/deals/wellness-collection/*', {
      ...publicPage('wellness-collection', LISTING_CACHE),
      load: notFound,
    })

/** Listings of page type category: /deals and its categories, gshop, near-me, /shop and
 * /national-deal, /find. */
const categoryRoutes = (router: PageRouter) =>
  router
    .on('/deals', { ...publicPage('category', LISTING_CACHE), load: (c) => renderDealsIndex(c) })
    // A gshop segment makes a shop page, whatever the rest of the path (§2 'Paths').
    .on(
      LISTING_ROOTS.map((root) => `/${root}/*`),
      {
        ...publicPage('category', LISTING_CACHE),
        when: ({ segments }) => segments.includes('gshop'),
        load: (c, { path, segments }) => {
          const meta = gshopMeta(path, c.get('brand').id)
          // The last segment names the tag to list by, unless it is the gshop segment itself.
          const last = lower(segments.at(-1))
          return meta
            ? renderGshop(c, meta, last === GSHOP_SEGMENT ? null : last)
            : renderNotFound(c)
        },
      },
    )
    .on('/near-me/hub/*', {
      ...publicPage('category', LISTING_CACHE),
      load: sized(2, 2, (c) => renderNearMeHub(c)),
    })
    .on(
      [
        '/near-me/:category',
        '/near-me/:category/:subcategory',
        '/near-me/:category/:subcategory/:town',
      ],
      {
        ...publicPage('category', LISTING_CACHE),
        load: (c, { params }) =>
          renderNearMeListing(c, {
            category: lower(params.category),
            subcategory: lowerIfAny(params.subcategory),
            town: lowerIfAny(params.town),
          }),
      },
    )
    .on('/near-me/*', { ...publicPage('category', LISTING_CACHE), load: notFound })
    // The /deals/vip hub is on the VIP site (storefront §4).
    .on('/deals/vip/*', {
      ...publicPage('category', LISTING_CACHE),
      skin: 'vip',
      load: sized(2, 2, (c) => renderVipListing(c)),
    })
    // /deals/{location} is the location's page.
    .on('/deals/:location', { ...publicPage('category', LISTING_CACHE), load: locationPage })
    .on(categoryPatterns('/deals/:location'), {
      ...publicPage('category', LISTING_CACHE),
      load: categoryListing({ vip: false }),
    })
    .on('/deals/*', { ...publicPage('category', LISTING_CACHE), load: notFound })
    // /shop and /national-deal alone are the national feed, whose page is /deals/shop.
    .on(['/shop', '/national-deal'], {
      ...publicPage('category', LISTING_CACHE),
      load: (c, { url }) => c.redirect(`/deals/shop${url.search}`, 301),
    })
    // /shop/{category}…, /national-deal/{category}…: the national location's listings.
    .on(
      [...categoryPatterns('/:location{shop}'), ...categoryPatterns('/:location{national-deal}')],
      {
        ...publicPage('category', LISTING_CACHE),
        load: categoryListing({ vip: false }),
      },
    )
    .on(['/shop/*', '/national-deal/*'], {
      ...publicPage('category', LISTING_CACHE),
      load: notFound,
    })
    .on('/find', { ...publicPage('category', LISTING_CACHE), load: (c) => renderFindPage(c) })
    .on('/find/*', { ...publicPage('category', LISTING_CACHE), load: notFound })
    .on('/gshop/*', { ...publicPage('category', LISTING_CACHE), load: notFound })
