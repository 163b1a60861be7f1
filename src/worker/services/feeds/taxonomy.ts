import type { ListingRepository } from '../../storage/listing-repository'
import type { CategoryRow, SubcategoryRow } from '../../storage/listing-rows'

export interface Category {
  id: number
  shortName: string
  name: string
  canonicalPathType: CategoryRow['canonical_path_type']
  sort: number
}

export interface Subcategory {
  id: number
  categoryId: number
  shortName: string
  name: string
  travelGroup: SubcategoryRow['travel_group']
}

/** Categories and subcategories by short name and id (a hundred rows, read per request). */
export class Taxonomy {
  readonly categories: readonly Category[]
  readonly subcategories: readonly Subcategory[]

  constructor(categories: readonly CategoryRow[], subcategories: readonly SubcategoryRow[]) {
    this.categories = categories.map((c) => ({
      id: c.id,
      shortName: c.short_name,
      name: c.name,
      canonicalPathType: c.canonical_path_type,
      sort: c.sort,
    }))
    this.subcategories = subcategories.map((s) => ({
      id: s.id,
      categoryId: s.category_id,
      shortName: s.short_name,
      name: s.name,
      travelGroup: s.travel_group,
    }))
  }

  category(shortName: string): Category | null {
    const wanted = shortName.trim().toLowerCase()
    return this.categories.find((c) => c.shortName === wanted) ?? null
  }

  categoryById(id: number): Category | null {
    return this.categories.find((c) => c.id === id) ?? null
  }

  /** A subcategory by short name, within one category when given (short names are unique per
   * category only, migrations/0001). */
  subcategory(shortName: string, categoryId?: number): Subcategory | null {
    const wanted = shortName.trim().toLowerCase()
    return (
      this.subcategories.find(
        (s) => s.shortName === wanted && (categoryId === undefined || s.categoryId === categoryId),
      ) ?? null
    )
  }

  subcategoryById(id: number): Subcategory | null {
    return this.subcategories.find((s) => s.id === id) ?? null
  }
}

// Categories change only through the back office, and every change bumps the catalogue
// version (migrations/0005 triggers), so an isolate keeps the taxonomy for its version.
let cached: { version: number; taxonomy: Taxonomy } | null = null

export async function taxonomyFor(
  repository: ListingRepository,
  catalogVersion: number,
): Promise<Taxonomy> {
  if (cached?.version === catalogVersion) return cached.taxonomy
  const { categories, subcategories } = await repository.taxonomy()
  const taxonomy = new Taxonomy(categories, subcategories)
  // An empty taxonomy is an unseeded database; keeping it would outlive the seed.
  if (categories.length > 0) cached = { version: catalogVersion, taxonomy }
  return taxonomy
}
