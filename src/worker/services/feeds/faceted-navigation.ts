import type { FacetGroup, FacetedNavigation } from '../../../shared/schemas/feed'
import type { CountRow, PriceStatsRow } from '../../storage/listing-rows'
import type { Category, Subcategory, Taxonomy } from './taxonomy'

export interface FacetInput {
  taxonomy: Taxonomy
  /** Counts with every filter but the category ones (§3 'facetedNavigation'). */
  categoryCounts: readonly CountRow[]
  /** Counts with every filter but the subcategory; null leaves the group out. */
  subcategoryCounts: readonly CountRow[] | null
  stats: PriceStatsRow
  activeCategoryIds: readonly number[]
  activeSubcategoryId: number | null
  categoryUrl: (category: Category) => string
  subcategoryUrl: (subcategory: Subcategory, category: Category) => string
  filters: FacetedNavigation['filters']
}

/** Facet groups in taxonomy order; a link with no deals is left out unless it is the active one,
 * so a visitor can always see (and undo) what they chose. */
export function facetedNavigation(input: FacetInput): FacetedNavigation {
  const { taxonomy } = input
  const categoryCount = new Map(input.categoryCounts.map((r) => [r.id, r.n]))
  const navigations: FacetGroup[] = [
    {
      name: 'Category',
      type: 'category',
      links: taxonomy.categories.flatMap((category) => {
        const count = categoryCount.get(category.id) ?? 0
        const isActive = input.activeCategoryIds.includes(category.id)
        if (count === 0 && !isActive) return []
        return [
          {
            linkText: category.name,
            shortName: category.shortName,
            count,
            url: input.categoryUrl(category),
            isActive,
          },
        ]
      }),
    },
  ]
  if (input.subcategoryCounts) {
    const subCount = new Map(input.subcategoryCounts.map((r) => [r.id, r.n]))
    const parent =
      input.activeCategoryIds.length === 1
        ? taxonomy.categoryById(input.activeCategoryIds[0] ?? 0)
        : null
    navigations.push({
      name: parent?.name ?? 'Subcategory',
      type: 'subcategory',
      links: taxonomy.subcategories.flatMap((sub) => {
        const count = subCount.get(sub.id) ?? 0
        const isActive = sub.id === input.activeSubcategoryId
        const category = taxonomy.categoryById(sub.categoryId)
        if ((count === 0 && !isActive) || !category) return []
        return [
          {
            linkText: sub.name,
            shortName: sub.shortName,
            count,
            url: input.subcategoryUrl(sub, category),
            isActive,
          },
        ]
      }),
    })
  }
  return {
    navigations,
    filters: input.filters,
    stats: {
      minPrice: input.stats.min_price ?? 0,
      maxPrice: input.stats.max_price ?? 0,
      count: input.stats.total,
    },
  }
}
