/** The 'e' that stands in for a deal id on evergreen deal paths (storefront §2 'Paths'). */
export const EVERGREEN_MARKER = 'e'

/** First segments under which a deal path is laid out; `deal-preview` is read like `deal`
 * (storefront §2 'Page types': "the deal-preview segment is treated as deals"). */
const DEAL_PATH_PREFIXES: ReadonlySet<string> = new Set(['deal', 'deal-preview'])

/** Turns free text into a URL slug of a-z, 0-9 and single hyphens.
 * @example slugify('Spa Day & Afternoon Tea for 2!') === 'spa-day-and-afternoon-tea-for-2' */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** Splits a path into lower-cased, URL-decoded segments, ignoring empty segments (so
 * trailing and doubled slashes do not matter) and anything after '?' or '#'.
 * @example pathSegments('/Deals/London%20North/') → ['deals', 'london north'] */
export function pathSegments(path: string): string[] {
  const pathname = path.split(/[?#]/, 1)[0] ?? ''
  return pathname
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => safeDecode(segment).toLowerCase())
}

export interface DealUrlPathInput {
  locationOrCategory: string
  subcategory: string
  subsubcategory?: string | null
  /** A numeric id, or the evergreen marker 'e' for an evergreen deal. */
  dealId: number | typeof EVERGREEN_MARKER
  productId?: number | null
  blurb?: string | null
}

/** Builds /deal/{category-or-location}/{subcategory}/{subsubcategory}/{dealId}/{productId}/{blurb}
 * without the optional parts that are absent (storefront §2 'Paths').
 * @example dealUrlPath({ locationOrCategory: 'london', subcategory: 'spa', dealId: 42 }) === '/deal/london/spa/42' */
export function dealUrlPath(input: DealUrlPathInput): string {
  const segments = [
    'deal',
    slugify(input.locationOrCategory),
    slugify(input.subcategory),
    input.subsubcategory ? slugify(input.subsubcategory) : '',
    String(input.dealId),
    input.productId != null ? String(input.productId) : '',
    input.blurb ? slugify(input.blurb) : '',
  ]
  return `/${segments.filter((segment) => segment !== '').join('/')}`
}

export interface ParsedDealPath {
  dealId: number | null
  evergreen: boolean
  productId: number | null
}

/** Reads the deal id (or evergreen marker) and optional product id from a deal path; null when
 * the path is not a deal path or carries no id.
 * @example parseDealPath('/deal/london/spa/42/7/x') → { dealId: 42, evergreen: false, productId: 7 } */
export function parseDealPath(path: string): ParsedDealPath | null {
  const all = pathSegments(path)
  // A VIP deal is the same deal path behind a 'vip' segment (storefront §2 'Page types').
  const segments = all[0] === 'vip' ? all.slice(1) : all
  const [first, second] = segments

  if (isShortDealForm(segments)) {
    return { dealId: Number(first), evergreen: false, productId: Number(second) }
  }
  if (first === undefined || !DEAL_PATH_PREFIXES.has(first)) return null

  // After the prefix come {category-or-location}/{subcategory}, then the id either directly or
  // after a sub-subcategory; slugs are never numeric, so the first id-like slot is the id.
  const idIndex = [3, 4].find((index) => isIdOrEvergreen(segments[index]))
  if (idIndex === undefined) return null
  const id = segments[idIndex]
  const next = segments[idIndex + 1]
  const evergreen = id === EVERGREEN_MARKER
  return {
    dealId: evergreen ? null : Number(id),
    evergreen,
    productId: isId(next) ? Number(next) : null,
  }
}

/** "A short form /{number}/{product id}/ also exists" (storefront §2 'Paths').
 * @example isShortDealForm(['42', '7']) === true */
export function isShortDealForm(segments: readonly string[]): boolean {
  return segments.length === 2 && isId(segments[0]) && isId(segments[1])
}

function isId(segment: string | undefined): segment is string {
  return segment !== undefined && /^\d{1,15}$/.test(segment) && Number(segment) > 0
}

function isIdOrEvergreen(segment: string | undefined): boolean {
  return segment === EVERGREEN_MARKER || isId(segment)
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
