import type { Deal } from '../../shared/schemas/deal'
import { pathSegments } from '../../shared/domain/paths'

export interface Crumb {
  label: string
  href: string
}

/** Home › category › subcategory for a deal, pointing at the same listings the header links to
 * (§2 'Paths': lists are "built from segments: location …, category, subcategory"): travel
 * deals under the travel segment, escapes under /deals/escapes, local deals under
 * /deals/{location} (the segment after /deal/ in their own URL), national deals under the
 * brand's national location (/deals/national-deal/{category}, the listing's canonical path);
 * VIP-exclusive deals under the same paths on the VIP site (/vip/deals/…).
 * @example dealBreadcrumbs(spaDealInLeeds, 'national-deal')[1].href === '/deals/leeds/beauty' */
export function dealBreadcrumbs(
  deal: Pick<Deal, 'urlPath' | 'dealType' | 'category' | 'subCategory' | 'vipOnly'>,
  nationalLocation: string,
): Crumb[] {
  const { category, subCategory } = deal
  const place = pathSegments(deal.urlPath)[1]
  const categoryHref =
    category.canonicalPathType === 'travel'
      ? '/travel'
      : category.canonicalPathType === 'escapes'
        ? `/deals/${category.shortName}`
        : category.canonicalPathType === 'local' && deal.dealType === 'local' && place
          ? `/deals/${place}/${category.shortName}`
          : `/deals/${nationalLocation}/${category.shortName}`
  // A VIP-exclusive deal is listed only on the VIP site, under the same path.
  const listingHref =
    deal.vipOnly && categoryHref.startsWith('/deals/') ? `/vip${categoryHref}` : categoryHref
  return [
    { label: 'Home', href: '/' },
    { label: category.name, href: listingHref },
    { label: subCategory.name, href: `${listingHref}/${subCategory.shortName}` },
  ]
}
