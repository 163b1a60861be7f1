import type { FacetedNavigation, FeedQuery } from '../../../shared/schemas/feed'
import { LINK_OMITS, feedQueryParams, withParams } from '../feeds/listing-urls'
import type { Category, Subcategory } from '../feeds/taxonomy'

type Key = keyof FeedQuery

/** Page links of a search's facets and filters, on /search/{location}: a category facet
 * replaces the category filter, a subcategory facet narrows within it; other choices (q, price,
 * sort, VIP) are kept. */
export function searchLinks(segment: string, query: FeedQuery, activeCategories: Category[]) {
  const path = `/search/${segment}`
  const params = (omit: Key[] = [], add: Record<string, string> = {}) => {
    const result = feedQueryParams(query, [...LINK_OMITS, ...omit])
    for (const [key, value] of Object.entries(add)) result.set(key, value)
    return result
  }
  const categoryUrl = (category: Category) =>
    withParams(
      path,
      params(['categories', 'category', 'subcategory'], { categories: category.shortName }),
    )
  const subcategoryUrl = (sub: Subcategory, category: Category) =>
    withParams(
      path,
      params(['categories', 'category', 'subcategory'], {
        categories: category.shortName,
        subcategory: sub.shortName,
      }),
    )
  const filters: FacetedNavigation['filters'] = []
  if (activeCategories.length > 0) {
    filters.push({
      name: 'categories',
      value: activeCategories.map((c) => c.shortName).join(','),
      removeUrl: withParams(path, params(['categories', 'category', 'subcategory'])),
    })
  }
  for (const key of ['subcategory', 'q', 'minPrice', 'maxPrice', 'vip'] as const) {
    const value = query[key]
    if (value === undefined || value === '' || value === false) continue
    filters.push({ name: key, value: String(value), removeUrl: withParams(path, params([key])) })
  }
  return { categoryUrl, subcategoryUrl, filters }
}
