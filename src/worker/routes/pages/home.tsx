import type { Context } from 'hono'
import { HomePage, type HomeRails } from '../../../client/pages/home-page'
import { MakeMyTown } from '../../../client/components/location/make-my-town'
import { RAIL_MAX_DEALS } from '../../../client/components/rails/rail-deals'
import { LISTING_PAGE_SIZE, NEW_PRODUCTS_PAGE_SIZE } from '../../../shared/config/constants'
import type { DealSummary } from '../../../shared/schemas/deal'
import { FeedQuery, type DealListResponse } from '../../../shared/schemas/feed'
import type { Location } from '../../../shared/schemas/location'
import type { AppEnv } from '../../env'
import type { HomepageFeed } from '../../services/catalog/catalog-service'
import { FeedService, type FeedListInput } from '../../services/feeds/feed-service'
import { renderInShell } from './page-context'
import { clock } from '../../clock'

export interface HomepageOptions {
  /** Title and h1 in place of the location's ('Shop' on /deals/shop). */
  title?: string
}

/** The homepage of a location (root, the national homepage, /deals/shop and /deals/{location}).
 * The feed and the rails are deferred data (Hydrogen's split): each promise is handed to a
 * Suspense boundary, so the header streams before D1 answers and a slow rail never blocks the
 * page. Deferred data never throws: a failure is logged and shows as an empty feed or rail. */
export function renderHomepage(
  c: Context<AppEnv>,
  location: Location,
  canonicalPath: string,
  options: HomepageOptions = {},
) {
  // One service for the grid and the rails: they share its catalogue version lookup and the KV
  // feed cache, so a render that bypasses the page cache (signed in) still reads no ranked list
  // from D1 while the cache is warm.
  const feeds = new FeedService(c.env, c.executionCtx)
  const feed = deferred(
    c,
    'homepageFeed',
    feeds.homepage(c.get('brand'), location, {
      page: 0,
      pageSize: LISTING_PAGE_SIZE * 4,
      now: clock.now(),
    }),
    (): HomepageFeed => ({ mainDeal: null, deals: [] }),
  )
  const title =
    options.title ?? (location.kind === 'local' ? `Deals in ${location.name}` : undefined)
  return renderInShell(c, {
    meta: {
      canonicalPath,
      title,
      description: `Save up to 80% on ${location.name} deals: spa days, restaurants, experiences and escapes.`,
    },
    pageLocationShortName: location.shortName,
    body: (
      <>
        {/* A town's page that is not the visitor's own town offers to become it. */}
        {location.kind === 'local' && location.shortName !== c.get('location').shortName ? (
          <MakeMyTown town={location} returnTo={canonicalPath} />
        ) : null}
        <HomePage
          locationName={location.name}
          heading={options.title}
          feed={feed}
          rails={homeRails(c, feeds, location, feed)}
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
  feed: Promise<HomepageFeed>,
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
    recommended: feed.then(({ mainDeal, deals }) =>
      rail(
        'recommendedRail',
        {},
        { excludedealids: [mainDeal, ...deals].flatMap((deal) => (deal ? [String(deal.id)] : [])) },
      ),
    ),
  }
}

/** A listing's main deal and grid as one row of cards. */
function railDeals({ mainDeal, deals }: DealListResponse): DealSummary[] {
  return (mainDeal ? [mainDeal, ...deals] : deals).slice(0, RAIL_MAX_DEALS)
}

/** Hydrogen's deferred data: never rejects. A failure is logged with the request id and the
 * page shows the fallback (an empty feed or rail) while still answering 200. */
function deferred<T>(
  c: Context<AppEnv>,
  where: string,
  promise: Promise<T>,
  fallback: () => T,
): Promise<T> {
  const requestId = c.get('requestId')
  return promise.catch((err: unknown) => {
    const message = err instanceof Error ? err.message : String(err)
    console.error(JSON.stringify({ level: 'error', requestId, where, message }))
    return fallback()
  })
}
