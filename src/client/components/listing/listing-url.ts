import { paginationHref } from '../../../shared/domain/deal/next-page'

/** A query as ordered name/value pairs: what a GET form's hidden inputs carry over. */
export type QueryPairs = [name: string, value: string][]

/** Paging parameters: a new sort, filter or price starts the list again from the top. */
const PAGING = ['page', 'offset', 'pageSize']

/** The current query minus `drop` and the paging parameters, for a form's hidden inputs (a
 * GET form replaces the whole query, so whatever it does not change must ride along).
 * @example keptParams('q=spa&orderBy=recent&page=2', ['orderBy']) → [['q', 'spa']] */
export function keptParams(search: string | URLSearchParams, drop: readonly string[]): QueryPairs {
  const params = new URLSearchParams(search)
  return [...params.entries()].filter(([name]) => !drop.includes(name) && !PAGING.includes(name))
}

/** `path` with the query changed: null removes a parameter; paging always restarts.
 * @example hrefWith('/search', 'q=spa&page=3', { orderBy: 'recent' }) === '/search?q=spa&orderBy=recent' */
export function hrefWith(
  path: string,
  search: string | URLSearchParams,
  changes: Record<string, string | null>,
): string {
  const params = new URLSearchParams(keptParams(search, Object.keys(changes)))
  for (const [name, value] of Object.entries(changes)) {
    if (value !== null) params.set(name, value)
  }
  const query = params.toString()
  return query ? `${path}?${query}` : path
}

/** The page's own URL for 0-based page `page`, keeping its filters and sort but not the API's
 * offset or page size. The first page is the bare path (next-page.ts, §9).
 * @example pageHref('/deals/london/beauty', 'orderBy=recent', 1) === '/deals/london/beauty?orderBy=recent&page=1' */
export function pageHref(path: string, search: string | URLSearchParams, page: number): string {
  const query = new URLSearchParams(keptParams(search, [])).toString()
  return paginationHref(query ? `${path}?${query}` : path, page)
}

/** The 0-based page a list URL asks for (`?page=`), 0 when absent or not a whole number. */
export function pageOf(url: string): number {
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : ''
  const page = Number(new URLSearchParams(query).get('page'))
  return Number.isInteger(page) && page > 0 ? page : 0
}
