import type { DealSummaryRow } from './catalog-rows'

/** Row shapes the listing and search repositories read (migrations/0001, 0005). */
export interface CategoryRow {
  id: number
  short_name: string
  name: string
  canonical_path_type: 'local' | 'national' | 'travel' | 'escapes'
  sort: number
}

export interface SubcategoryRow {
  id: number
  category_id: number
  short_name: string
  name: string
  travel_group: 'uk' | 'ireland' | 'international' | null
}

export interface CountRow {
  id: number
  n: number
}

export interface PriceStatsRow {
  min_price: number | null
  max_price: number | null
  total: number
}

export interface SponsoredRow extends DealSummaryRow {
  ad_id: number
}

/** One listing query's answer: a page of cards and, when asked, its facets. */
export interface ListingRows {
  rows: DealSummaryRow[]
  categoryCounts: CountRow[]
  subcategoryCounts: CountRow[]
  stats: PriceStatsRow
  sponsored: SponsoredRow[]
  /** The list's first deal, when the request asked for it. */
  lead?: DealSummaryRow | null
}

export interface ReviewRow {
  id: number
  rating: number
  author_first_name: string
  body: string
  created_at: string
}

export interface ReviewSummaryRow {
  total: number
  average: number | null
}

export interface SocialCueRow {
  six: number
  twelve: number
  day: number
}
