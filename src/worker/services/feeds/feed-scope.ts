import type { FeedQuery } from '../../../shared/schemas/feed'
import { DomainError } from '../../errors'
import type { SpecialFilter } from '../../storage/listing-criteria'
import type { ListingRepository } from '../../storage/listing-repository'
import { specialFilter } from './specials'
import type { Category, Subcategory, Taxonomy } from './taxonomy'

export interface FeedScopeInput {
  countryCode: 'gb' | 'ie'
  segment: string
  category?: string
  subcategory?: string
  subsubcategory?: string
  special?: string
  query: FeedQuery
}

/** What a feed lists beyond its location, resolved against the taxonomy. */
export interface FeedScope {
  category: Category | null
  subcategory: Subcategory | null
  /** The sub-subcategory: our taxonomy has two levels, so a third is a search tag the deals
   * carry (e.g. personality-pampered), and a tag no deal carries is not found. */
  tag: string | null
  special: { slug: string; filter: SpecialFilter } | null
  /** Whether category and subcategory came from the path (else from the query). */
  inPath: boolean
  /** The listing's page path, e.g. /deals/london/beauty/massage. */
  path: string
  /** The request named this listing by another path (a subcategory under the wrong category). */
  moved: boolean
}

const notFound = (what: string, slug: string) =>
  new DomainError('NOT_FOUND', `No ${what} '${slug.slice(0, 80)}'`)
const invalid = (what: string, slug: string) =>
  new DomainError('INVALID', `Unknown ${what} '${slug.slice(0, 80)}'`)

/** Resolves the path's category, subcategory, sub-subcategory or special (NOT_FOUND when one is
 * unknown) and, on a location or special listing, the `category`/`subcategory` query filters
 * (INVALID when unknown: the path exists, the filter does not). */
export async function feedScope(
  input: FeedScopeInput,
  taxonomy: Taxonomy,
  listings: ListingRepository,
): Promise<FeedScope> {
  const base = `/deals/${input.segment}`
  if (input.special !== undefined) {
    const special = specialFilter(input.special)
    const slug = input.special.trim().toLowerCase()
    if (!special) throw notFound('special', input.special)
    if (special.needsTag && !(await listings.tagExists(input.countryCode, slug))) {
      throw notFound('special', input.special)
    }
    const filters = queryCategory(input.query, taxonomy)
    return {
      ...filters,
      tag: null,
      special: { slug, filter: special.filter },
      inPath: false,
      path: `${base}/special/${slug}`,
      moved: false,
    }
  }
  if (input.category === undefined) {
    return {
      ...queryCategory(input.query, taxonomy),
      tag: null,
      special: null,
      inPath: false,
      path: base,
      moved: false,
    }
  }
  const category = taxonomy.category(input.category)
  if (!category) throw notFound('category', input.category)
  let subcategory: Subcategory | null = null
  let moved = false
  if (input.subcategory !== undefined) {
    subcategory = taxonomy.subcategory(input.subcategory, category.id)
    if (!subcategory) {
      // A subcategory asked for under another category has moved rather than gone.
      subcategory = taxonomy.subcategory(input.subcategory)
      if (!subcategory) throw notFound('subcategory', input.subcategory)
      moved = true
    }
  }
  const owner = subcategory ? (taxonomy.categoryById(subcategory.categoryId) ?? category) : category
  let tag: string | null = null
  if (input.subsubcategory !== undefined && subcategory) {
    tag = input.subsubcategory.trim().toLowerCase()
    if (!/^[a-z0-9-]{1,80}$/.test(tag) || !(await listings.tagExists(input.countryCode, tag))) {
      throw notFound('sub-subcategory', input.subsubcategory)
    }
  }
  const path = [base, owner.shortName, subcategory?.shortName, tag].filter(Boolean).join('/')
  return { category: owner, subcategory, tag, special: null, inPath: true, path, moved }
}

function queryCategory(
  query: FeedQuery,
  taxonomy: Taxonomy,
): { category: Category | null; subcategory: Subcategory | null } {
  const category = query.category ? taxonomy.category(query.category) : null
  if (query.category && !category) throw invalid('category', query.category)
  const subcategory = query.subcategory
    ? taxonomy.subcategory(query.subcategory, category?.id)
    : null
  if (query.subcategory && !subcategory) throw invalid('subcategory', query.subcategory)
  const owner = subcategory ? taxonomy.categoryById(subcategory.categoryId) : category
  return { category: owner, subcategory }
}
