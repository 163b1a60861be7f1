import type { Brand } from '../../../shared/config/brands'
import type { SuggestResponse } from '../../../shared/schemas/feed'
import type { ListingRepository } from '../../storage/listing-repository'
import type { SearchRepository } from '../../storage/search-repository'
import type { CatalogService } from '../catalog/catalog-service'
import { toDealSummary } from '../catalog/deal-mapper'
import { baseCriteria, type ListingLocation } from '../feeds/listing-location'
import type { Taxonomy } from '../feeds/taxonomy'
import {
  MIN_PREFIX_LENGTH,
  ftsExpression,
  searchTerms,
  textWords,
} from '../../../shared/domain/search/search-terms'
import { correctTerms, correctedText } from './typo-correction'
import { clock } from '../../clock'

type Suggestion = SuggestResponse['suggestions'][number]

const SUGGEST_LIMIT = 8
// Deals sharing a headline (a chain's many branches) collapse into one suggestion, so read a
// few more than are shown.
const DEAL_ROWS = 16

export interface SuggestContext {
  brand: Brand
  q: string
  limit?: number
  place: ListingLocation
  taxonomy: Taxonomy
}

interface Services {
  listings: ListingRepository
  index: SearchRepository
  catalog: CatalogService
}

/** Every term starts a word of the name: 'spa br' → 'UK Spa Breaks'. */
const namesMatch = (name: string, terms: readonly string[]): boolean => {
  const words = textWords(name)
  return terms.every((term) => words.some((word) => word.startsWith(term)))
}

/** Auto-complete (§7 'suggest and auto-complete'): categories and subcategories, towns, then
 * deal headlines matching as typed (the last word as a prefix of 3+ letters), and a corrected
 * spelling when nothing matches. One FTS query on the headline column; the rest is in memory. */
export async function suggestions(
  services: Services,
  context: SuggestContext,
): Promise<SuggestResponse> {
  const limit = Math.max(1, Math.min(SUGGEST_LIMIT, Math.floor(context.limit ?? SUGGEST_LIMIT)))
  const terms = searchTerms(context.q.slice(0, 200))
  if (terms.length === 0) return { suggestions: [] }
  const { brand, place, taxonomy } = context
  const segment = place.segment
  // The other country's travel group is not sold here (UK Travel in the UK, Ireland Travel in IE).
  const foreignGroup = brand.countryCode === 'gb' ? 'ireland' : 'uk'

  const categories: Suggestion[] = [
    ...taxonomy.categories
      .filter((c) => namesMatch(c.name, terms))
      .map((c): Suggestion => ({
        text: c.name,
        type: 'category',
        url: `/deals/${segment}/${c.shortName}`,
      })),
    ...taxonomy.subcategories
      .filter((s) => s.travelGroup !== foreignGroup && namesMatch(s.name, terms))
      .flatMap((s): Suggestion[] => {
        const category = taxonomy.categoryById(s.categoryId)
        return category
          ? [
              {
                text: s.name,
                type: 'category',
                url: `/deals/${segment}/${category.shortName}/${s.shortName}`,
              },
            ]
          : []
      }),
  ]
  const locations = (await services.catalog.listLocations(brand.countryCode))
    .filter((l) => l.kind === 'local' && namesMatch(l.name, terms))
    .map((l): Suggestion => ({ text: l.name, type: 'location', url: `/deals/${l.shortName}` }))

  const last = terms[terms.length - 1] ?? ''
  const deals: Suggestion[] = []
  if (last.length >= MIN_PREFIX_LENGTH || terms.length > 1) {
    const { rows } = await services.listings.listing({
      criteria: {
        ...baseCriteria(brand, place.location, clock.now(), false),
        match: ftsExpression(terms, 'last', 'headline'),
      },
      order: { sort: 'relevance', direction: null, relatedTo: null },
      limit: DEAL_ROWS,
      offset: 0,
      facets: null,
      sponsored: null,
    })
    const seen = new Set<string>()
    for (const row of rows) {
      if (seen.has(row.headline)) continue
      seen.add(row.headline)
      deals.push({ text: row.headline, type: 'deal', url: toDealSummary(row, brand).urlPath })
    }
  }

  const corrections: Suggestion[] = []
  if (categories.length + locations.length + deals.length === 0) {
    const fixes = await correctTerms(services.index, terms)
    if (fixes.size > 0) {
      const text = correctedText(context.q, fixes)
      corrections.push({
        text,
        type: 'query',
        url: `/search/${segment}?q=${encodeURIComponent(text)}`,
      })
    }
  }
  // A few of each kind first, so a word that names many categories still shows some deals.
  const ordered = [
    ...corrections,
    ...categories.slice(0, 4),
    ...locations.slice(0, 2),
    ...deals,
    ...categories.slice(4),
    ...locations.slice(2),
  ]
  return { suggestions: ordered.slice(0, limit) }
}
