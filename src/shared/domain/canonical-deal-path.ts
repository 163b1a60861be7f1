import { EVERGREEN_MARKER, pathSegments } from './paths'

export interface CanonicalDealPathInput {
  /** The requested path (a deal path, its VIP or preview form, or the short form). */
  path: string
  deal: { id: number; urlPath: string; evergreenUrl: string | null }
  /** A product of the deal to keep in the path; anything else is left out. */
  productId: number | null
  /** The request used the evergreen form: its canonical is the deal's evergreen URL. */
  evergreen: boolean
}

/** The path a deal request should have used: the deal's urlPath (or evergreenUrl for the 'e'
 * form) with the product id after the id, keeping the request's 'vip' and 'deal-preview'
 * segments (storefront §2 'Paths'). The short form /{id}/{productId}/ becomes the full path.
 * @example canonicalDealPath({ path: '/42/7', deal: { id: 42, urlPath: '/deal/london/spa/42/spa-day', evergreenUrl: null }, productId: 7, evergreen: false }) === '/deal/london/spa/42/7/spa-day' */
export function canonicalDealPath(input: CanonicalDealPathInput): string {
  const { deal, productId } = input
  const evergreenUrl = input.evergreen ? deal.evergreenUrl : null
  const evergreen = evergreenUrl !== null
  const parts = (evergreenUrl ?? deal.urlPath).split('/').filter(Boolean)
  // Category and subcategory slugs are never numeric or 'e', so the first match is the id slot.
  const idIndex = parts.indexOf(evergreen ? EVERGREEN_MARKER : String(deal.id))
  if (productId !== null && idIndex > 0) parts.splice(idIndex + 1, 0, String(productId))
  const requested = pathSegments(input.path)
  const vip = requested[0] === 'vip'
  if ((vip ? requested[1] : requested[0]) === 'deal-preview') parts[0] = 'deal-preview'
  return `/${[...(vip ? ['vip'] : []), ...parts].join('/')}`
}

/** The slug of an evergreen path, /deal/{…}/e/{slug} or /deal/{…}/e/{productId}/{slug};
 * null when the path has no 'e' segment or nothing after it.
 * @example evergreenSlug('/deal/shop/gifts/e/mug-set') === 'mug-set' */
export function evergreenSlug(path: string): string | null {
  const segments = pathSegments(path)
  const marker = segments.indexOf(EVERGREEN_MARKER)
  if (marker < 0) return null
  const [first, second] = segments.slice(marker + 1)
  const slug = first !== undefined && /^\d+$/.test(first) ? second : first
  return slug ?? null
}

/** Whether a request path is already the canonical one. Only a trailing slash is forgiven:
 * any other difference (case, slug, category, a doubled slash) deserves the 301.
 * @example isCanonicalDealPath('/deal/london/spa/42/spa-day/', '/deal/london/spa/42/spa-day') === true */
export function isCanonicalDealPath(path: string, canonical: string): boolean {
  return (path.replace(/\/+$/, '') || '/') === canonical
}
