import type { FacetedNavigation, FeedQuery } from '../../../shared/schemas/feed'
import type { FeedScope } from './feed-scope'
import { LINK_OMITS, feedQueryParams, withParams } from './listing-urls'
import type { Category, Subcategory } from './taxonomy'

export interface FeedLinks {
  categoryUrl: (category: Category) => string
  subcategoryUrl: (subcategory: Subcategory, category: Category) => string
  filters: FacetedNavigation['filters']
}

type Key = keyof FeedQuery

/** Page links of a feed's facets and active filters. A category facet leads to the category's
 * own listing (/deals/london/beauty); on a special listing, whose path has no room for one, it
 * is a query filter. Links keep the visitor's other choices (q, price, sort, VIP). */
export function feedLinks(scope: FeedScope, segment: string, query: FeedQuery): FeedLinks {
  const base = `/deals/${segment}`
  // On a category path the path decides the category, so query filters for it are ignored.
  const pathOmits: Key[] = scope.inPath ? ['category', 'subcategory'] : []
  const params = (omit: Key[] = [], add: Record<string, string> = {}) => {
    const result = feedQueryParams(query, [...LINK_OMITS, ...pathOmits, ...omit])
    for (const [key, value] of Object.entries(add)) result.set(key, value)
    return result
  }
  const byQuery = scope.special !== null
  const categoryUrl = (category: Category) =>
    byQuery
      ? withParams(
          scope.path,
          params(['category', 'subcategory'], { category: category.shortName }),
        )
      : withParams(`${base}/${category.shortName}`, params())
  const subcategoryUrl = (sub: Subcategory, category: Category) =>
    byQuery
      ? withParams(
          scope.path,
          params(['category', 'subcategory'], {
            category: category.shortName,
            subcategory: sub.shortName,
          }),
        )
      : withParams(`${base}/${category.shortName}/${sub.shortName}`, params())

  const filters: FacetedNavigation['filters'] = []
  const remove = (name: string, value: string, url: string) =>
    filters.push({ name, value, removeUrl: url })
  if (scope.special) remove('special', scope.special.slug, withParams(base, params()))
  if (scope.inPath && scope.category) {
    remove('category', scope.category.shortName, withParams(base, params()))
    if (scope.subcategory) {
      remove(
        'subcategory',
        scope.subcategory.shortName,
        withParams(`${base}/${scope.category.shortName}`, params()),
      )
    }
    if (scope.tag && scope.subcategory) {
      const parent = `${base}/${scope.category.shortName}/${scope.subcategory.shortName}`
      remove('subsubcategory', scope.tag, withParams(parent, params()))
    }
  } else {
    if (scope.category) {
      remove(
        'category',
        scope.category.shortName,
        withParams(scope.path, params(['category', 'subcategory'])),
      )
    }
    if (scope.subcategory) {
      remove(
        'subcategory',
        scope.subcategory.shortName,
        withParams(scope.path, params(['subcategory'])),
      )
    }
  }
  // `categories` narrows only where no single category does (feedCriteria).
  const narrowing = [
    'q',
    ...(scope.category ? [] : (['categories'] as const)),
    'searchTag',
    'all',
    'minPrice',
    'maxPrice',
    'vip',
  ] as const
  for (const key of narrowing) {
    const value = query[key]
    if (value === undefined || value === '' || value === false) continue
    if (Array.isArray(value) && value.length === 0) continue
    remove(key, String(value), withParams(scope.path, params([key])))
  }
  return { categoryUrl, subcategoryUrl, filters }
}
