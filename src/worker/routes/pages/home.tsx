import type { Context } from 'hono'
import { HomePage, type HomeRails } from '../../../client/pages/home-page'
import { MakeMyTown } from '../../../client/components/location/make-my-town'
import { RAIL_MAX_DEALS } from '../../../client/components/rails/rail-deals'
import { LISTING_PAGE_SIZE, NEW_PRODUCTS_PAGE_SIZE } from '../../../shared/config/constants'
import { paginationHref } from '../../../shared/domain/deal/next-page'
import type { DealSummary } from '../../../shared/schemas/deal'
import { FeedQuery, type DealListResponse } from '../../../shared/schemas/feed'
import type { Location } from '../../../shared/schemas/location'
import type { AppEnv } from '../../http/app-env'
import { FeedService, type FeedListInput } from '../../services/feeds/feed-service'
import { listingQuery, listingRobots, toListingList } from './listing-query'
import { loadFeed, twinListingPath } from './listing-render'
import { renderNotFound } from './not-found'
import { renderInShell } from './page-context'
import { settled } from '../../render/stream-page'
import { isPersonalRequest } from '../../middleware/page-cache'
import { clock } from '../../clock'
import { JsonLd } from '../../../client/components/seo/json-ld'
import {
  itemListJsonLd,
  organizationJsonLd,
  webSiteJsonLd,
} from '../../../shared/domain/seo/json-ld'
import { errorFields, log } from '../../observability/logger'

export interface HomepageOptions {
  /** Title and h1 in place of the location's ('Shop' on /deals/shop). */
  title?: string
  /** The feed's location segment when the page's path names it otherwise ('shop', §2). */
  feedLocation?: string
}

/** A homepage shows four listing pages' worth of grid at a time: the page is mostly grid. */
const HOME_PAGE_SIZE = LISTING_PAGE_SIZE * 4

/** The homepage of a location (root, the national homepage, /deals/shop and /deals/{location}):
 * the location's feed as a listing (sort, filters, every §2 listing parameter, 'Load more' and
 * `?page=N` links), then the rails. The feed is critical data (CONVENTIONS 15), awaited like a
 * category listing's: it is the page's content, so it is in the first HTML for crawlers and
 * for browsers without script, never behind a Suspense fallback. It comes from the KV feed
 * cache, so awaiting costs little. The rails stay deferred and never throw. */
export async function renderHomepage(
  c: Context<AppEnv>,
  location: Location,
  canonicalPath: string,
  options: HomepageOptions = {},
) {
  // One service for the grid and the rails: they share its catalogue version lookup and the KV
  // feed cache, so a render that bypasses the page cache (signed in) still reads no ranked list
  // from D1 while the cache is warm.
  const feeds = c.var.services.feeds
  const url = new URL(c.req.url)
  const query = listingQuery(url, HOME_PAGE_SIZE)
  const feed = await loadFeed(
    c,
    { location: options.feedLocation ?? location.shortName, pageType: 'other', query },
    feeds,
  )
  if (!feed) return renderNotFound(c)
  const list = toListingList(feed, query)
  const title =
    options.title ?? (location.kind === 'local' ? `Deals in ${location.name}` : undefined)
  const brand = c.get('brand')
  const rails = homeRails(c, feeds, location, feed)
  // A personal request renders the page every time (it bypasses the page cache), so there its
  // render's CPU is the request's: the rails come from the KV feed cache like the grid above,
  // and waiting for them costs the first byte a few ms and lets the page render in one piece,
  // at a third of a streamed render's CPU. An anonymous page is rendered once
  // per cache entry and streams its rails in as before. A failed rail is still an empty one.
  const whole = isPersonalRequest(c)
  const twinPath = query.page === 0 ? await twinListingPath(c, location, canonicalPath) : null
  if (whole) await settled([rails.earlyBird, rails.newest, rails.recommended])
  return renderInShell(c, {
    whole,
    meta: {
      canonicalPath: paginationHref(canonicalPath, query.page),
      twinPath,
      title: title && query.page > 0 ? `${title} – page ${query.page + 1}` : title,
      description: `Save up to 80% on ${location.name} deals: spa days, restaurants, experiences and escapes.`,
      robots: listingRobots(query, list.deals.length),
    },
    pageLocationShortName: location.shortName,
    body: (
      <>
        <JsonLd
          data={[
            // The site's own nodes belong to its home page (Google reads them there).
            ...(canonicalPath === '/' ? [organizationJsonLd(brand), webSiteJsonLd(brand)] : []),
            itemListJsonLd(
              feed.mainDeal ? [feed.mainDeal, ...feed.deals] : feed.deals,
              brand,
              title ?? options.title ?? `Deals in ${location.name}`,
            ),
          ]}
        />
        {/* A town's page that is not the visitor's own town offers to become it. */}
        {location.kind === 'local' && location.shortName !== c.get('location').shortName ? (
          <MakeMyTown town={location} returnTo={canonicalPath} />
        ) : null}
        <HomePage
          locationName={location.name}
          heading={options.title}
          list={list}
          path={url.pathname}
          search={url.search}
          currencySymbol={brand.currencySymbol}
          rails={rails}
        />
      </>
    ),
  })
}

/** The three public rails. Their feeds come through FeedService and its KV cache, like every
 * listing; each is capped at one rail's worth of cards. */
function homeRails(
  c: Context<AppEnv>,
  feeds: FeedService,
  location: Location,
  feed: DealListResponse,
): HomeRails {
  const rail = (where: string, input: Partial<FeedListInput>, query: Record<string, unknown>) =>
    deferred(
      c,
      where,
      feeds
        .list({
          brand: c.get('brand'),
          location: location.shortName,
          pageType: 'other',
          now: clock.now(),
          ...input,
          query: FeedQuery.parse({ pageSize: RAIL_MAX_DEALS, ...query }),
        })
        .then(railDeals),
      (): DealSummary[] => [],
    )
  return {
    earlyBird: rail('earlyBirdRail', { special: 'early-bird' }, {}),
    earlyBirdHref: `/deals/${location.shortName}/special/early-bird`,
    newest: rail('newRail', {}, { orderBy: 'recent', pageSize: NEW_PRODUCTS_PAGE_SIZE }),
    newestTitle: location.kind === 'local' ? `New in ${location.name}` : 'New deals',
    // The grid already lists the most popular deals; the rail goes on from where it stops, so
    // it waits for the feed (the spec's featuredDealsLoaded: rails after the featured deals).
    recommended: rail(
      'recommendedRail',
      {},
      {
        excludedealids: [feed.mainDeal, ...feed.deals].flatMap((deal) =>
          deal ? [String(deal.id)] : [],
        ),
      },
    ),
  }
}

/** A listing's main deal and grid as one row of cards. */
function railDeals({ mainDeal, deals }: DealListResponse): DealSummary[] {
  return (mainDeal ? [mainDeal, ...deals] : deals).slice(0, RAIL_MAX_DEALS)
}

/** Hydrogen's deferred data: never rejects. A failure is logged with the request id and the
 * page shows the fallback (an empty feed or rail) while still answering 200. */
export function deferred<T>(
  c: Context<AppEnv>,
  where: string,
  promise: Promise<T>,
  fallback: () => T,
): Promise<T> {
  const requestId = c.get('requestId')
  return promise.catch((err: unknown) => {
    log.error('deferred-data-failed', { requestId, where, ...errorFields(err) })
    return fallback()
  })
}
