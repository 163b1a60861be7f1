import type { FacetedNavigation } from '../../../shared/schemas/feed'

export interface ActiveFilter {
  /** What the chip says: 'Beauty & Spa', 'From £20', 'Search: spa', 'VIP only'. */
  label: string
  removeUrl: string
}

/** The facets' filters (raw parameter names and short names) as a visitor would say them,
 * naming categories as the facet links do. `hide` leaves out the filters a page is made of
 * (the special of /early-bird is the page, not a filter to remove).
 * @example label of { name: 'minPrice', value: '20' } with '£' → 'From £20' */
export function activeFilters(
  facets: Pick<FacetedNavigation, 'navigations' | 'filters'>,
  currencySymbol: string,
  hide: readonly string[] = [],
): ActiveFilter[] {
  const names = new Map<string, string>(
    facets.navigations.flatMap((group) =>
      group.links.map((link) => [`${group.type}:${link.shortName}`, link.linkText] as const),
    ),
  )
  const named = (type: string, shortName: string) =>
    names.get(`${type}:${shortName}`) ?? shortName.replace(/-/g, ' ')
  return facets.filters
    .filter((filter) => !hide.includes(filter.name))
    .map((filter) => ({ label: label(filter.name, filter.value), removeUrl: filter.removeUrl }))

  function label(name: string, value: string): string {
    switch (name) {
      case 'category':
      case 'categories':
        return value
          .split(',')
          .map((v) => named('category', v))
          .join(', ')
      case 'subcategory':
        return named('subcategory', value)
      case 'minPrice':
        return `From ${currencySymbol}${value}`
      case 'maxPrice':
        return `Up to ${currencySymbol}${value}`
      case 'q':
        return `Search: ${value}`
      case 'vip':
        return 'VIP only'
      case 'all':
        return 'All locations'
      default:
        return value.replace(/-/g, ' ')
    }
  }
}
