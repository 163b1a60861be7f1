import type { Context } from 'hono'
import type { Crumb } from '../../../client/components/listing/breadcrumbs'
import { LISTING_PAGE_SIZE } from '../../../shared/config/constants'
import type { AppEnv } from '../../http/app-env'
import { activeFacetName, humanize, listingQuery } from './listing-query'
import { HOME, findLocation, inPlace, loadFeed, notFound, renderListing } from './listing-render'

/** A category listing's route: its segments lower-cased, as §2 compares them. */
export interface CategoryRoute {
  location: string
  category: string
  subcategory?: string
  subsubcategory?: string
  vip: boolean
}

/** /deals/{location}/{category}[/{subcategory}[/{subsub}]] and /vip/deals/… (storefront §2):
 * a category's deals in a location, named as the facets name them ('Beauty & Spa Deals in
 * London'). An unknown location or category is a 404. */
export async function renderCategoryListing(c: Context<AppEnv>, route: CategoryRoute) {
  const { vip, location: locationSegment, category, subcategory, subsubcategory } = route
  const location = await findLocation(c, locationSegment)
  if (!location) return notFound(c)
  const url = new URL(c.req.url)
  const query = listingQuery(url, LISTING_PAGE_SIZE, vip ? { vip: true } : {})
  const feed = await loadFeed(c, {
    location: location.shortName,
    category,
    subcategory,
    subsubcategory,
    pageType: 'other',
    query,
  })
  if (!feed) return notFound(c)

  const categoryName =
    activeFacetName(feed.facetedNavigation, 'category', category) ?? humanize(category)
  const subName = subcategory
    ? (activeFacetName(feed.facetedNavigation, 'subcategory', subcategory) ?? humanize(subcategory))
    : null
  // A VIP listing's category crumbs stay on the VIP site (VIP-exclusive deals are listed only
  // there); the location's crumb is its page, which has no VIP twin.
  const base = `${vip ? '/vip' : ''}/deals/${locationSegment}`
  const crumbs: Crumb[] = [
    HOME,
    {
      label: location.kind === 'local' ? `Deals in ${location.name}` : location.name,
      href: `/deals/${locationSegment}`,
    },
    { label: categoryName, href: `${base}/${category}` },
  ]
  if (subcategory && subName)
    crumbs.push({ label: subName, href: `${base}/${category}/${subcategory}` })
  if (subsubcategory) {
    crumbs.push({
      label: humanize(subsubcategory),
      href: `${base}/${category}/${subcategory}/${subsubcategory}`,
    })
  }
  const name = subsubcategory ? humanize(subsubcategory) : (subName ?? categoryName)
  // 'VIP Dining' is a VIP category already: not 'VIP VIP Dining Deals'.
  const heading = `${vip && !/^vip\b/i.test(name) ? 'VIP ' : ''}${name} Deals${inPlace(location)}`
  return renderListing(c, {
    feed,
    query,
    canonical: vip ? url.pathname : undefined,
    title: heading,
    description: `Save up to 80% on ${name.toLowerCase()} deals${inPlace(location)}: vouchers for the best local businesses, updated every day.`,
    pageLocation: location,
    // Travel's subcategories differ by country (§2 Header), so a travel category has no twin.
    twinned: !vip && category !== 'travel' && category !== 'escapes',
    page: { heading, breadcrumbs: crumbs, vipToggle: !vip },
  })
}
/** A near-me listing's route, lower-cased. */
export interface NearMeRoute {
  category: string
  subcategory?: string
  town?: string
}

/** /near-me/{category}/{subcategory}/{location} (§2 'Paths'): a town's deals in one local
 * subcategory; without the town (or the subcategory), the visitor's own town. */
export async function renderNearMeListing(c: Context<AppEnv>, route: NearMeRoute) {
  const { category, subcategory, town } = route
  const location = town ? await findLocation(c, town) : c.get('location')
  if (!location) return notFound(c)
  const url = new URL(c.req.url)
  const query = listingQuery(url, LISTING_PAGE_SIZE)
  const feed = await loadFeed(c, {
    location: location.shortName,
    category,
    subcategory,
    pageType: 'other',
    query,
  })
  if (!feed) return notFound(c)
  const categoryName =
    activeFacetName(feed.facetedNavigation, 'category', category) ?? humanize(category)
  const name = subcategory
    ? (activeFacetName(feed.facetedNavigation, 'subcategory', subcategory) ?? humanize(subcategory))
    : categoryName
  const heading = `${name} near ${location.name}`
  // /near-me/{category} (a hub's category heading) is the visitor's own town.
  const path = subcategory
    ? `/near-me/${category}/${subcategory}/${location.shortName}`
    : `/near-me/${category}`
  return renderListing(c, {
    feed,
    query,
    canonical: path,
    title: `${name} Deals Near Me in ${location.name}`,
    description: `Find ${name.toLowerCase()} deals near you in ${location.name} and save up to 80% on local deals.`,
    pageLocation: location,
    page: {
      heading,
      breadcrumbs: [
        HOME,
        { label: 'Deals near me', href: '/near-me/hub' },
        { label: name, href: path },
      ],
      fixedFilters: ['category', 'subcategory'],
    },
  })
}

/** A special listing's route: its location and slug lower-cased, and whether it sits under
 * /deals (whose own feed names the canonical URL). */
export interface SpecialRoute {
  location: string
  slug: string
  underDeals: boolean
}

/** /{location}/special/{slug} and /deals/{location}/special/{slug} (§2): a special tag's
 * deals. Also the named lists that are specials underneath (early bird). */
export async function renderSpecialListing(
  c: Context<AppEnv>,
  { location: locationName, slug, underDeals }: SpecialRoute,
) {
  const location = await findLocation(c, locationName)
  if (!location) return notFound(c)
  const url = new URL(c.req.url)
  const query = listingQuery(url, LISTING_PAGE_SIZE)
  const feed = await loadFeed(c, {
    location: location.shortName,
    special: slug,
    pageType: 'other',
    query,
  })
  if (!feed) return notFound(c)
  const heading = `${humanize(slug)} Deals${inPlace(location)}`
  return renderListing(c, {
    feed,
    query,
    canonical: underDeals ? undefined : url.pathname,
    title: heading,
    description: `${humanize(slug)} deals${inPlace(location)}: save up to 80% with today's vouchers.`,
    pageLocation: location,
    page: {
      heading,
      breadcrumbs: [HOME, { label: heading, href: url.pathname }],
      fixedFilters: ['special'],
    },
  })
}
