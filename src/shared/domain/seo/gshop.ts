import { MAIN_BRAND_ID, type BrandId } from '../../config/brands'
import { pathSegments } from '../paths'

/** The path segment that marks a shop page (storefront §2 'Paths'). */
export const GSHOP_SEGMENT = 'gshop'

/** "It is noindex except one specific numeric slug on the main brand, which is indexable"
 * (storefront §2 'Paths'). The spec does not print the slug, so we name ours here: the
 * merchandised shop front that marketing links to from dealio.co.uk. Only the UK main brand
 * (`dealio`) indexes it; on dealio.ie and the LivingSocial brands it stays noindex. */
export const INDEXABLE_GSHOP_SLUG = '1001'
const INDEXABLE_GSHOP_BRAND: BrandId = MAIN_BRAND_ID

export interface GshopMeta {
  title: string
  robots: 'INDEX, FOLLOW' | 'NOINDEX, FOLLOW'
}

/** Title and robots of a shop page: null unless a path segment is `gshop`. The title is the
 * last path segment in words (a bare /gshop is 'Shop'); robots is NOINDEX, FOLLOW except
 * for INDEXABLE_GSHOP_SLUG on the main brand.
 * @example gshopMeta('/gshop/garden-furniture', 'dealio') → { title: 'Garden Furniture', robots: 'NOINDEX, FOLLOW' } */
export function gshopMeta(path: string, brandId: BrandId): GshopMeta | null {
  const segments = pathSegments(path)
  if (!segments.includes(GSHOP_SEGMENT)) return null
  const last = segments[segments.length - 1] ?? GSHOP_SEGMENT
  const indexable = brandId === INDEXABLE_GSHOP_BRAND && last === INDEXABLE_GSHOP_SLUG
  return {
    title: last === GSHOP_SEGMENT ? 'Shop' : titleFromSlug(last),
    robots: indexable ? 'INDEX, FOLLOW' : 'NOINDEX, FOLLOW',
  }
}

/** @example titleFromSlug('mens_gifts-under-20') === 'Mens Gifts Under 20' */
function titleFromSlug(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}
