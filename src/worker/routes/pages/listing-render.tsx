import type { Context } from 'hono'
import { ListingPage, type ListingPageProps } from '../../../client/pages/listing-page'
import type { Crumb } from '../../../client/components/listing/breadcrumbs'
import type { Location } from '../../../shared/schemas/location'
import type { DealListResponse, FeedQuery } from '../../../shared/schemas/feed'
import type { AppEnv } from '../../http/app-env'
import { DomainError } from '../../errors'
import { FeedService } from '../../services/feeds/feed-service'
import { renderNotFound } from './not-found'
import { renderInShell } from './page-context'
import { paginationHref } from '../../../shared/domain/deal/next-page'
import { canonicalPath, listingRobots, toListingList } from './listing-query'
import { clock } from '../../clock'
import { shareCardPath } from '../../../shared/domain/share-card'
import { countryTwinBrand } from '../../../shared/domain/seo/hreflang'
import { itemListJsonLd } from '../../../shared/domain/seo/json-ld'
import { JsonLd } from '../../../client/components/seo/json-ld'

export const HOME: Crumb = { label: 'Home', href: '/' }

/** A listing's location by its path segment, or null (a 404). */
export async function findLocation(
  c: Context<AppEnv>,
  shortName: string,
): Promise<Location | null> {
  const brand = c.get('brand')
  // §2 'Paths': "'shop' maps to national-deal".
  const wanted = shortName === 'shop' ? brand.nationalLocation : shortName
  return c.var.services.catalog.findLocation(wanted, brand.countryCode)
}

export const nationalLocation = (c: Context<AppEnv>) =>
  findLocation(c, c.get('brand').nationalLocation)

/** 'in London' for a town; nothing for the national and other pseudo-locations. */
export const inPlace = (location: Location) =>
  location.kind === 'local' ? ` in ${location.name}` : ''

/** The same listing's path on the brand's site for the other country, or null when that site
 * has no such page. Home is on both; a town is one country's (London has no Irish page); the
 * national and collection pages are on both when the other country lists the location. Travel
 * is left out: its subcategories differ by country (UK breaks, Ireland breaks, §2 Header). */
export async function twinListingPath(
  c: Context<AppEnv>,
  location: Location,
  path: string,
): Promise<string | null> {
  if (path === '/') return path
  if (location.kind === 'local' || location.kind === 'travel' || location.kind === 'near-me') {
    return null
  }
  const { countryCode } = countryTwinBrand(c.get('brand'))
  return (await c.var.services.catalog.findLocation(location.shortName, countryCode)) ? path : null
}

export type FeedInput = Omit<Parameters<FeedService['list']>[0], 'brand' | 'now'>

/** A feed, or null when the service says the location or category does not exist (a 404
 * page). A query filter naming no category (INVALID: a stale link) is dropped rather than
 * failing the page. Other errors are real faults and go to the error handler. */
export async function loadFeed(
  c: Context<AppEnv>,
  input: FeedInput,
  feeds = c.var.services.feeds,
): Promise<DealListResponse | null> {
  const list = (feed: FeedInput) => feeds.list({ ...feed, brand: c.get('brand'), now: clock.now() })
  try {
    return await list(input)
  } catch (err) {
    if (err instanceof DomainError && err.code === 'NOT_FOUND') return null
    if (!(err instanceof DomainError) || err.code !== 'INVALID') throw err
    const { category: _c, subcategory: _s, categories: _cs, ...query } = input.query
    return list({ ...input, query }).catch((again: unknown) => {
      if (again instanceof DomainError && again.code === 'NOT_FOUND') return null
      throw again
    })
  }
}

export interface ListingRender {
  feed: DealListResponse
  query: FeedQuery
  title: string
  description: string
  /** The page's canonical path. Listings under /deals take the feed's own canonical URL;
   * pages that show a feed under another name (/early-bird, /gifts, /near-me/…) pass theirs,
   * and do not follow the feed's redirect, which points into /deals. */
  canonical?: string
  page: Omit<ListingPageProps, 'list' | 'path' | 'search' | 'currencySymbol' | 'pageType'>
  robots?: string
  pageLocation?: Location
  hyperlocalHub?: boolean
  /** The listing is the same on the other country's site when its location is there too
   * (twinListingPath): hreflang links name both. */
  twinned?: boolean
}

/** Renders a feed as a ListingPage in the shell: a response's redirect is followed (301, as
 * §2 'Page metadata' does for slug pages), its canonical URL is the page's. */
export async function renderListing(c: Context<AppEnv>, r: ListingRender) {
  const url = new URL(c.req.url)
  if (r.feed.redirectUrl && r.canonical === undefined) {
    return c.redirect(`${r.feed.redirectUrl}${url.search}`, 301)
  }
  const list = toListingList(r.feed, r.query)
  const pagePath =
    r.canonical === undefined
      ? canonicalPath(r.feed.canonicalUrl, url.pathname)
      : paginationHref(r.canonical, r.query.page)
  // A later page of a listing differs by country (each has its own deals): only the first
  // pages are each other's alternates.
  const twinPath =
    r.twinned && r.pageLocation && r.query.page === 0
      ? await twinListingPath(c, r.pageLocation, pagePath)
      : null
  return renderInShell(c, {
    meta: {
      canonicalPath: pagePath,
      twinPath,
      title: r.query.page > 0 ? `${r.title} – page ${r.query.page + 1}` : r.title,
      description: r.description,
      robots: r.robots ?? listingRobots(r.query, list.deals.length),
      hyperlocalHub: r.hyperlocalHub,
      // A category's listing shares its category's card; other listings the brand's.
      image: r.query.category
        ? shareCardPath({ kind: 'category', shortName: r.query.category })
        : undefined,
    },
    pageLocationShortName: r.pageLocation?.shortName,
    body: (
      <>
        <JsonLd
          data={itemListJsonLd(
            r.feed.mainDeal ? [r.feed.mainDeal, ...r.feed.deals] : r.feed.deals,
            c.get('brand'),
            r.title,
          )}
        />
        <ListingPage
          {...r.page}
          pageType={c.get('pageType')}
          path={url.pathname}
          search={url.search}
          list={list}
          currencySymbol={c.get('brand').currencySymbol}
        />
      </>
    ),
  })
}

export const notFound = renderNotFound
