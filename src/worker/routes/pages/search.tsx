import type { Context } from 'hono'
import { ListingPage, SORT_OPTIONS, type SortChoice } from '../../../client/pages/listing-page'
import { DidYouMean, SponsoredDeals } from '../../../client/pages/listing/search-extras'
import { LISTING_PAGE_SIZE } from '../../../shared/config/constants'
import type { FeedQuery, SearchResponse } from '../../../shared/schemas/feed'
import type { AppEnv } from '../../http/app-env'
import { DomainError } from '../../errors'
import { listingQuery, toListingList } from './listing-query'
import { renderNotFound } from './not-found'
import { renderInShell } from './page-context'
import { clock } from '../../clock'
import { JsonLd } from '../../../client/components/seo/json-ld'
import { itemListJsonLd } from '../../../shared/domain/seo/json-ld'

const plural = (n: number) => `${n} deal${n === 1 ? '' : 's'}`

const EMPTY_SEARCH = {
  title: 'What are you looking for?',
  text: "Type in the search box above, or browse today's deals.",
  href: '/',
  linkText: "See today's deals",
}

/** Runs a search; a category or subcategory filter that does not exist (a stale link) is
 * dropped rather than failing the page. */
async function search(c: Context<AppEnv>, location: string, query: FeedQuery) {
  const service = c.var.services.search
  const input = { brand: c.get('brand'), location, query, now: clock.now() }
  try {
    return await service.search(input)
  } catch (err) {
    if (!(err instanceof DomainError) || err.code !== 'INVALID') throw err
    const { categories: _c, category: _ca, subcategory: _s, ...rest } = query
    return service.search({ ...input, query: rest })
  }
}

const SEARCH_CRUMBS = [
  { label: 'Home', href: '/' },
  { label: 'Search', href: '/search' },
]

/** The search page before anything is typed: the box and nothing listed. */
function renderEmptySearch(c: Context<AppEnv>, url: URL, query: ReturnType<typeof listingQuery>) {
  return renderInShell(c, {
    meta: { canonicalPath: '/search', title: 'Search deals', robots: 'NOINDEX, FOLLOW' },
    body: (
      <ListingPage
        pageType="search"
        heading="Search deals"
        intro="Search by what you fancy, a place or a business: spa, afternoon tea, Brighton…"
        breadcrumbs={SEARCH_CRUMBS}
        path={url.pathname}
        search={url.search}
        currencySymbol={c.get('brand').currencySymbol}
        refine={false}
        countLabel=""
        list={toListingList(
          { deals: [], facetedNavigation: null, nextPageUrl: null, nomore: true },
          query,
        )}
        empty={EMPTY_SEARCH}
      />
    ),
  })
}

/** /search?q= and /search/{location}?q= (§7 'search base'): results with facets, sort, price
 * and load-more, a labelled sponsored row and 'Did you mean … ?'. Result pages are never
 * indexed (endless near-copies of the category pages) but their links are followed. */
export async function renderSearch(c: Context<AppEnv>, named: string | null) {
  const url = new URL(c.req.url)
  const brand = c.get('brand')
  const location = named
    ? await c.var.services.catalog.findLocation(named.toLowerCase(), brand.countryCode)
    : c.get('location')
  if (!location) return renderNotFound(c)
  const query = listingQuery(url, LISTING_PAGE_SIZE)
  const q = query.q?.trim() ?? ''
  if (!q) return renderEmptySearch(c, url, query)

  const result: SearchResponse = await search(c, location.shortName, { ...query, q })
  const corrected = result.searchResult.correctedQuery
  const shownFor = corrected ?? q
  // Search ranks by relevance unless a sort is chosen (§7 search row 'sort').
  const sort: SortChoice = {
    name: 'sort',
    value: query.sort ?? '',
    options: [{ value: '', label: 'Relevance' }, ...SORT_OPTIONS],
  }
  const selfHref = `/search?q=${encodeURIComponent(q)}`
  const crumbs = SEARCH_CRUMBS
  return renderInShell(c, {
    meta: {
      canonicalPath: selfHref,
      title: `${shownFor} deals – search results`,
      description: `${plural(result.count)} for “${shownFor}”: save up to 80% on local deals.`,
      robots: 'NOINDEX, FOLLOW',
    },
    body: (
      <>
        <JsonLd data={itemListJsonLd(result.deals, brand, `Search results for “${shownFor}”`)} />
        <ListingPage
          pageType="search"
          heading={`Search results for “${shownFor}”`}
          breadcrumbs={[...crumbs, { label: `“${shownFor}”`, href: selfHref }]}
          path={url.pathname}
          search={url.search}
          currencySymbol={brand.currencySymbol}
          countLabel={`${plural(result.count)} for “${shownFor}”`}
          list={toListingList({ ...result, mainDeal: null }, query)}
          sort={sort}
          fixedFilters={['q']}
          notice={corrected ? <DidYouMean typed={q} corrected={corrected} /> : null}
          beforeGrid={
            query.page === 0 ? (
              <SponsoredDeals
                deals={result.sponsored.deals}
                ads={result.sponsored.ads}
                sessionId={result.sponsored.sessionId}
              />
            ) : null
          }
          empty={{
            title: `No deals found for “${q}”`,
            text: "Check the spelling, try a more general word, or browse today's deals.",
            href: '/',
            linkText: "See today's deals",
          }}
        />
      </>
    ),
  })
}
