import type { Context } from 'hono'
import type { Crumb } from '../../../client/components/listing/breadcrumbs'
import * as s from '../../../client/components/listing/listing.styles'
import { GIFT_RECIPIENTS } from '../../../client/pages/listing/gift-finder-options'
import { LISTING_PAGE_SIZE } from '../../../shared/config/constants'
import type { AppEnv } from '../../http/app-env'
import { activeFacetName, humanize, listingQuery } from './listing-query'
import {
  HOME,
  findLocation,
  inPlace,
  loadFeed,
  nationalLocation,
  notFound,
  renderListing,
} from './listing-render'
import { vipHubHeader } from './vip-pages'

// Lists shown under names of their own (/deals/vip, /early-bird, /gifts…) rather than as a
// location's category: each passes its own canonical path and keeps its defining filter.

/** /deals/vip: every VIP deal (§6: VIP members see VIP prices and VIP-exclusive products). */
export async function renderVipListing(c: Context<AppEnv>) {
  const national = await nationalLocation(c)
  if (!national) return notFound(c)
  const url = new URL(c.req.url)
  const query = listingQuery(url, LISTING_PAGE_SIZE, { vip: true })
  const feed = await loadFeed(c, {
    location: national.shortName,
    special: 'vip',
    pageType: 'other',
    query,
  })
  if (!feed) return notFound(c)
  return renderListing(c, {
    feed,
    query,
    canonical: '/deals/vip',
    title: 'VIP Deals',
    description: 'VIP members save up to an extra 10% on hand-picked deals.',
    page: {
      heading: 'VIP deals',
      intro: 'Extra savings of up to 10% for VIP members, on top of the deal price.',
      // The benefits and Join; signed-in visitors bypass the page cache, so membership is theirs.
      header: await vipHubHeader(c),
      breadcrumbs: [HOME, { label: 'VIP deals', href: '/deals/vip' }],
      fixedFilters: ['special', 'vip'],
    },
  })
}
/** /early-bird: the visitor's location's early-bird deals (the 'early-bird' special). */
export async function renderEarlyBird(c: Context<AppEnv>) {
  const location = c.get('location')
  const url = new URL(c.req.url)
  const query = listingQuery(url, LISTING_PAGE_SIZE)
  const feed = await loadFeed(c, {
    location: location.shortName,
    special: 'early-bird',
    pageType: 'other',
    query,
  })
  if (!feed) return notFound(c)
  return renderListing(c, {
    feed,
    query,
    canonical: '/early-bird',
    title: 'Early Bird Deals',
    description: 'Be first: early bird prices on new deals, for a limited time only.',
    page: {
      heading: 'Early bird deals',
      intro: `Launch prices on new deals${inPlace(location)}, for the first buyers only.`,
      breadcrumbs: [HOME, { label: 'Early bird deals', href: '/early-bird' }],
      fixedFilters: ['special'],
    },
  })
}

/** /recommended-for-you: without a customer to recommend for (accounts arrive later, and the
 * page is the same for every anonymous visitor), the location's most popular deals. */
export async function renderRecommended(c: Context<AppEnv>) {
  const location = c.get('location')
  const url = new URL(c.req.url)
  const query = listingQuery(url, LISTING_PAGE_SIZE, { orderBy: 'popularity' })
  const feed = await loadFeed(c, { location: location.shortName, pageType: 'other', query })
  if (!feed) return notFound(c)
  return renderListing(c, {
    feed,
    query,
    canonical: '/recommended-for-you',
    title: 'Recommended for you',
    description: `Popular deals${inPlace(location)}, picked for you.`,
    robots: 'NOINDEX, FOLLOW',
    page: {
      heading: 'Recommended for you',
      intro: `Today's most popular deals${inPlace(location)}. Sign in and we'll tailor these to you.`,
      breadcrumbs: [HOME, { label: 'Recommended for you', href: '/recommended-for-you' }],
      refine: false,
    },
  })
}

/** /gifts[/{subcategory}]: the national gifts category, with the gift finder's recipients as
 * ways in. */
export async function renderGifts(c: Context<AppEnv>, subcategory: string | undefined) {
  const national = await nationalLocation(c)
  if (!national) return notFound(c)
  const url = new URL(c.req.url)
  const query = listingQuery(url, LISTING_PAGE_SIZE)
  const feed = await loadFeed(c, {
    location: national.shortName,
    category: 'gifts',
    subcategory,
    pageType: 'other',
    query,
  })
  if (!feed) return notFound(c)
  const subName = subcategory
    ? (activeFacetName(feed.facetedNavigation, 'subcategory', subcategory) ?? humanize(subcategory))
    : null
  const crumbs: Crumb[] = [HOME, { label: 'Gifts', href: '/gifts' }]
  if (subcategory && subName) crumbs.push({ label: subName, href: `/gifts/${subcategory}` })
  return renderListing(c, {
    feed,
    query,
    canonical: url.pathname,
    title: subName ? `${subName} – Gifts` : 'Gifts and Gift Experiences',
    description: 'Gift ideas and experience vouchers for everyone, at up to 80% off.',
    page: {
      heading: subName ?? 'Gifts',
      intro: 'Experiences and treats to give, delivered as vouchers.',
      breadcrumbs: crumbs,
      fixedFilters: ['category', 'subcategory'],
      notice: (
        <nav aria-label="Gifts by recipient">
          <ul className={s.chips}>
            {GIFT_RECIPIENTS.map((r) => (
              <li key={r.id}>
                <a href={`/gifts-for-${r.id}`}>Gifts for {r.linkText}</a>
              </li>
            ))}
            <li>
              <a href={`/deal/${c.get('location').shortName}/gift-finder`}>Gift finder</a>
            </li>
          </ul>
        </nav>
      ),
    },
  })
}

/** A travel listing's route: the travel or escapes location and the subcategory lower-cased,
 * and the listing's own path (/travel, /deals/escapes) for the breadcrumbs. */
export interface TravelRoute {
  location: string
  subcategory?: string
  base: string
}

/** /travel/{subcategory}, /escapes[/…], /deals/escapes (§2: "travel or escapes segment
 * depending on brand"): the travel or escapes location's deals, by travel subcategory. */
export async function renderTravelListing(
  c: Context<AppEnv>,
  { location: locationName, subcategory, base }: TravelRoute,
) {
  const location = await findLocation(c, locationName)
  if (!location) return notFound(c)
  const url = new URL(c.req.url)
  // The travel location's own listing, narrowed by the subcategory as a filter: the path has
  // no category segment for the feed to resolve it under. A group slug (uk-travel) is no
  // subcategory, so loadFeed drops it and the whole location is listed.
  const query = listingQuery(url, LISTING_PAGE_SIZE, subcategory ? { subcategory } : {})
  const feed = await loadFeed(c, { location: location.shortName, pageType: 'travel', query })
  if (!feed) return notFound(c)
  const subName = subcategory
    ? (activeFacetName(feed.facetedNavigation, 'subcategory', subcategory) ?? humanize(subcategory))
    : null
  const heading = subName ? `${subName} Deals` : `${location.name} Deals`
  const crumbs: Crumb[] = [HOME, { label: location.name, href: base }]
  if (subcategory && subName) crumbs.push({ label: subName, href: `${base}/${subcategory}` })
  return renderListing(c, {
    feed,
    query,
    canonical: url.pathname,
    title: heading,
    description: `Save up to 50% on ${(subName ?? location.name).toLowerCase()}: hotels, breaks and holidays.`,
    pageLocation: location,
    page: { heading, breadcrumbs: crumbs },
  })
}
