import { LISTING_PAGE_SIZE, SIDE_DEAL_OFFSET } from '../../config/constants'

/** The page index from the `page` query value (storefront §5: "Page number comes from the page
 * query parameter, default 0"). Pages count from 0. Anything but plain digits (negative, decimal,
 * exponent, hex, blank, or beyond a safe integer) reads as 0; for a repeated parameter the
 * first value counts, as `URLSearchParams.get` would.
 * @example pageFromQuery('3') === 3; pageFromQuery('-1') === 0; pageFromQuery(null) === 0 */
export function pageFromQuery(value: string | readonly string[] | null | undefined): number {
  const raw = (typeof value === 'string' ? value : value?.[0])?.trim()
  if (!raw || !/^\d+$/.test(raw)) return 0
  const page = Number(raw)
  return Number.isSafeInteger(page) ? page : 0
}

type SideDealPageType = 'deal' | 'travel' | 'other'

export interface SideDealOffsetInput {
  pageType: SideDealPageType
  mainDealSoldOut: boolean
}

/** How many feed deals the next page skips because the page already shows them beside the main
 * deal (§7 'Next-page URLs', §9 'Offsets'): 5 on deal pages, 2 otherwise, 0 for travel, plus 1
 * when the main deal is sold out. The spec's "plus 1" follows the whole list, so it applies on
 * travel pages too: a sold-out main deal pulls one more deal from the feed wherever it sits.
 * @example sideDealOffset({ pageType: 'deal', mainDealSoldOut: true }) === 6 */
export function sideDealOffset(input: SideDealOffsetInput): number {
  const base =
    input.pageType === 'deal'
      ? SIDE_DEAL_OFFSET.dealPage
      : input.pageType === 'travel'
        ? SIDE_DEAL_OFFSET.travel
        : SIDE_DEAL_OFFSET.other
  return base + (input.mainDealSoldOut ? 1 : 0)
}

export interface ListOffsetInput extends SideDealOffsetInput {
  /** 0-based page asked for. */
  page: number
  /** The offset the request carries (a next-page URL's), if any. */
  given?: number | null
}

/** The side-deal offset a page of a list applies. Page 0 works it out from its own main deal;
 * a later page takes the one its next-page URL carries and, when it carries none (a crawler's
 * or a no-JS visitor's bare `?page=N`), works it out the way page 0 did, so every way of
 * reaching a page shows the same deals (§7 'Next-page URLs').
 * @example listOffset({ page: 1, pageType: 'other', mainDealSoldOut: true }) === 3 */
export function listOffset(input: ListOffsetInput): number {
  const given = input.given
  if (input.page > 0 && given != null && Number.isSafeInteger(given) && given >= 0) return given
  return sideDealOffset(input)
}

export interface PageWindowInput {
  page: number
  pageSize: number
  /** The list's side-deal offset (listOffset). */
  offset: number
}

/** Which deals of the whole list a page shows: `count` of them from index `start`. Page 0 is
 * the main deal, the deals beside it and one grid page, the first `offset + pageSize`; page p
 * then starts at `offset + p * pageSize`. Consecutive pages tile the list: no deal is shown
 * twice and none is skipped, whichever page size or offset.
 * @example pageWindow({ page: 0, pageSize: 9, offset: 2 }) → { start: 0, count: 11 }; pageWindow({ page: 1, pageSize: 9, offset: 2 }) → { start: 11, count: 9 } */
export function pageWindow(input: PageWindowInput): { start: number; count: number } {
  const page = wholeNumber(input.page)
  const offset = wholeNumber(input.offset)
  const pageSize = Math.max(1, wholeNumber(input.pageSize))
  return page === 0
    ? { start: 0, count: offset + pageSize }
    : { start: offset + page * pageSize, count: pageSize }
}

export interface NextPageUrlInput {
  /** The feed's path, with any query it already carries (filters, sort). */
  basePath: string
  /** Index of the page to fetch next. */
  page: number
  offset: number
  pageSize?: number | null
  previousPageEmpty: boolean
}

/** The URL of the next deal-list page, or null once the previous page came back empty (§4, §7).
 * Sets page, offset and, when given, pageSize over the base path's own query; other parameters
 * are kept. A negative or fractional page or offset reads as 0; an unusable pageSize is left
 * out so the feed's default applies.
 * @example nextPageUrl({ basePath: '/api/v1/deals/london?orderBy=recent', page: 2, offset: 5, previousPageEmpty: false }) === '/api/v1/deals/london?orderBy=recent&page=2&offset=5' */
export function nextPageUrl(input: NextPageUrlInput): string | null {
  if (input.previousPageEmpty) return null
  const pageSize = input.pageSize
  return withQuery(input.basePath, {
    page: String(wholeNumber(input.page)),
    offset: String(wholeNumber(input.offset)),
    ...(pageSize != null && Number.isSafeInteger(pageSize) && pageSize > 0
      ? { pageSize: String(pageSize) }
      : {}),
  })
}

/** §4: 'no more deals' once a page returns fewer deals than the page size, or none.
 * @example isNoMore(4, 9) === true; isNoMore(9, 9) === false */
export function isNoMore(count: number, pageSize: number = LISTING_PAGE_SIZE): boolean {
  return count <= 0 || count < pageSize
}

/** The crawlable link to page index `page` of a list: the first page (index 0, the default of
 * §5) is the bare path and later pages add `?page=N`. This is how we read §9 "the page 2 link
 * is the bare path": the link that page 2 carries back to page 1 is the bare path, never
 * `?page=0`, so the first page has exactly one URL (its canonical). A page parameter already on
 * the base is replaced; other parameters are kept.
 * @example paginationHref('/deals/london', 0) === '/deals/london'; paginationHref('/deals/london', 2) === '/deals/london?page=2' */
export function paginationHref(basePath: string, page: number): string {
  const index = wholeNumber(page)
  return withQuery(basePath, { page: index === 0 ? null : String(index) })
}

export interface PaginationLinksInput {
  basePath: string
  page: number
  nomore: boolean
}

/** The previous and next page links for page index `page` (rel=prev / rel=next), null where
 * there is no such page; from the second page the previous link is the bare path (§9).
 * @example paginationLinks({ basePath: '/deals/london', page: 1, nomore: false }) → { prev: '/deals/london', next: '/deals/london?page=2' } */
export function paginationLinks(input: PaginationLinksInput): {
  prev: string | null
  next: string | null
} {
  const page = wholeNumber(input.page)
  return {
    prev: page === 0 ? null : paginationHref(input.basePath, page - 1),
    next: input.nomore ? null : paginationHref(input.basePath, page + 1),
  }
}

function wholeNumber(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0
}

function withQuery(basePath: string, changes: Record<string, string | null>): string {
  const hashAt = basePath.indexOf('#')
  const hash = hashAt === -1 ? '' : basePath.slice(hashAt)
  const beforeHash = hashAt === -1 ? basePath : basePath.slice(0, hashAt)
  const queryAt = beforeHash.indexOf('?')
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt)
  const params = new URLSearchParams(queryAt === -1 ? '' : beforeHash.slice(queryAt + 1))
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) params.delete(key)
    else params.set(key, value)
  }
  const query = params.toString()
  return `${path}${query ? `?${query}` : ''}${hash}`
}
