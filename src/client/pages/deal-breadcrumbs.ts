import type { Deal } from '../../shared/schemas/deal'
import { pathSegments } from '../../shared/domain/paths'

export interface Crumb {
  label: string
  href: string
}

/** Home › category › subcategory for a deal, pointing at the same listings the header links to
 * (§2 'Paths': lists are "built from segments: location …, category, subcategory"): travel
 * deals under the travel segment, local deals under /deals/{location} (the segment after
 * /deal/ in their own URL), national deals and escapes under /deals/{category}.
 * @example dealBreadcrumbs(spaDealInLeeds)[1].href === '/deals/leeds/beauty' */
export function dealBreadcrumbs(
  deal: Pick<Deal, 'urlPath' | 'dealType' | 'category' | 'subCategory'>,
): Crumb[] {
  const { category, subCategory } = deal
  const place = pathSegments(deal.urlPath)[1]
  const categoryHref =
    category.canonicalPathType === 'travel'
      ? '/travel'
      : category.canonicalPathType === 'local' && deal.dealType === 'local' && place
        ? `/deals/${place}/${category.shortName}`
        : `/deals/${category.shortName}`
  return [
    { label: 'Home', href: '/' },
    { label: category.name, href: categoryHref },
    { label: subCategory.name, href: `${categoryHref}/${subCategory.shortName}` },
  ]
}
