/** What a deal list (a feed or a search) is narrowed by, in storage terms: ids and minor units.
 * Services build it from the request; `listingWhere` turns it into bound SQL. */
export interface ListingCriteria {
  countryCode: 'gb' | 'ie'
  brand: string
  locationId: number
  /** Adds the country's national deals (a town's feed, the national page, near me). */
  includeNational: boolean
  /** Every location of the country (a listing's `all=true`): locationId no longer narrows. */
  allLocations?: boolean
  /** Deals that open after this ISO instant are not shown yet. */
  openedBy: string
  /** Deals that closed before this ISO instant (the start of the visitor's day) are gone. */
  closingFrom: string
  /** VIP view: VIP-only deals are listed and prices are the VIP ones (§6). */
  vip: boolean
  /** Empty means every category. */
  categoryIds: readonly number[]
  subcategoryId: number | null
  /** A search tag the deal must carry (sub-subcategories and tag specials). */
  tag: string | null
  special: SpecialFilter | null
  excludeCategoryIds: readonly number[]
  excludeSubcategoryIds: readonly number[]
  excludeDealIds: readonly number[]
  minPrice: number | null
  maxPrice: number | null
  /** An FTS5 expression over deals_fts, built only by the search module from escaped terms. */
  match: string | null
}

/** How a special listing (/deals/{location}/special/{slug}) picks its deals. A closed set, so
 * no column name ever comes from the request. */
export type SpecialFilter =
  | { kind: 'early-bird' }
  | { kind: 'last-chance' }
  | { kind: 'vip' }
  | { kind: 'promo'; promoType: string; tag: string }
  | { kind: 'tag'; tag: string }

export type ListingSort =
  'popularity' | 'price-asc' | 'price-desc' | 'discount' | 'recent' | 'relevance'

export interface ListingOrder {
  sort: ListingSort
  /** Overrides the sort's own direction (the feed's `order` parameter). */
  direction: 'asc' | 'desc' | null
  /** Deals of this deal's subcategory come first (the visitor's recently viewed deal). */
  relatedTo: number | null
}

export interface SqlPart {
  sql: string
  params: unknown[]
}

// With ?vip=true a card shows the VIP price, so filters and price sorts use it too: the
// member's price as memberUnitPrice (shared/domain/checkout/vip.ts) gives it, so a deal that
// allows no VIP pricing sorts at the price a member pays for it.
export const priceExpression = (vip: boolean): string =>
  vip
    ? `CASE WHEN d.display_vip_discount_allowed = 1 AND d.vip_price IS NOT NULL
         THEN MIN(d.price, MAX(d.vip_price, 0)) ELSE d.price END`
    : 'd.price'

// A VIP deal: one only members may buy, or one with a VIP price.
const VIP_DEAL = '(d.vip_only = 1 OR d.vip_price IS NOT NULL)'

// deal_tags (migrations/0005) holds one row per tag, so a tag listing seeks its deals.
const TAG_MATCH = 'd.id IN (SELECT t.deal_id FROM deal_tags t WHERE t.tag = ?)'

function specialPart(special: SpecialFilter): SqlPart {
  switch (special.kind) {
    case 'early-bird':
      return { sql: 'd.display_early_bird = 1', params: [] }
    case 'last-chance':
      return { sql: 'd.display_last_chance = 1', params: [] }
    case 'vip':
      return { sql: VIP_DEAL, params: [] }
    case 'promo':
      return {
        sql: `(d.promo_type = ? OR ${TAG_MATCH})`,
        params: [special.promoType, special.tag],
      }
    case 'tag':
      return { sql: TAG_MATCH, params: [special.tag] }
  }
}

export interface WhereOptions {
  /** The FTS match is joined by the caller (to rank by it), so it is left out here. */
  matchJoined?: boolean
}

/** The WHERE clause of a listing, every value bound. Lists travel as one JSON parameter
 * (json_each) so no request can exceed D1's 100-parameter limit. */
export function listingWhere(c: ListingCriteria, options: WhereOptions = {}): SqlPart {
  const clauses: string[] = []
  const params: unknown[] = []
  const add = (sql: string, ...values: unknown[]) => {
    clauses.push(sql)
    params.push(...values)
  }
  add('d.country_code = ?', c.countryCode)
  add('(d.brand IS NULL OR d.brand = ?)', c.brand)
  if (!c.allLocations) {
    add(
      c.includeNational ? "(d.location_id = ? OR d.deal_type = 'national')" : 'd.location_id = ?',
      c.locationId,
    )
  }
  add('d.open = 1')
  add('d.opens_at <= ?', c.openedBy)
  add('d.closing_date >= ?', c.closingFrom)
  // VIP-only deals need a membership to buy (§6), so only VIP views and the VIP special list them.
  // The VIP toggle ('VIP deals only', ?vip=true) narrows a listing to VIP deals at VIP prices.
  if (c.vip) add(VIP_DEAL)
  else if (c.special?.kind !== 'vip') add('d.vip_only = 0')
  if (c.categoryIds.length === 1) add('d.category_id = ?', c.categoryIds[0])
  else if (c.categoryIds.length > 1) {
    add('d.category_id IN (SELECT value FROM json_each(?))', JSON.stringify(c.categoryIds))
  }
  if (c.subcategoryId !== null) add('d.subcategory_id = ?', c.subcategoryId)
  if (c.tag !== null) add(TAG_MATCH, c.tag)
  if (c.special) {
    const part = specialPart(c.special)
    add(part.sql, ...part.params)
  }
  if (c.excludeCategoryIds.length > 0) {
    add(
      'd.category_id NOT IN (SELECT value FROM json_each(?))',
      JSON.stringify(c.excludeCategoryIds),
    )
  }
  if (c.excludeSubcategoryIds.length > 0) {
    add(
      'd.subcategory_id NOT IN (SELECT value FROM json_each(?))',
      JSON.stringify(c.excludeSubcategoryIds),
    )
  }
  if (c.excludeDealIds.length > 0) {
    add('d.id NOT IN (SELECT value FROM json_each(?))', JSON.stringify(c.excludeDealIds))
  }
  const price = priceExpression(c.vip)
  if (c.minPrice !== null) add(`${price} >= ?`, c.minPrice)
  if (c.maxPrice !== null) add(`${price} <= ?`, c.maxPrice)
  if (c.match !== null && !options.matchJoined) {
    add('d.id IN (SELECT rowid FROM deals_fts WHERE deals_fts MATCH ?)', c.match)
  }
  return { sql: clauses.join(' AND '), params }
}

interface SortKey {
  sql: string
  params: unknown[]
  direction: 'ASC' | 'DESC'
}

/** bm25 weights for headline, title, merchant, category, tags: a word in the headline counts
 * most, since that is what the visitor sees and searched for. */
export const BM25_WEIGHTS = '10.0, 4.0, 3.0, 2.0, 1.0'

/** The ORDER BY keys of a listing; the deal id breaks ties so pages never overlap. */
export function listingSortKeys(order: ListingOrder, vip: boolean): SortKey[] {
  const keys: SortKey[] = []
  if (order.relatedTo !== null) {
    keys.push({
      sql: '(d.subcategory_id = (SELECT r.subcategory_id FROM deals r WHERE r.id = ?))',
      params: [order.relatedTo],
      direction: 'DESC',
    })
  }
  const price = priceExpression(vip)
  const primary = ((): Omit<SortKey, 'direction'> & { direction: 'asc' | 'desc' } => {
    switch (order.sort) {
      case 'price-asc':
        return { sql: price, params: [], direction: 'asc' }
      case 'price-desc':
        return { sql: price, params: [], direction: 'desc' }
      case 'discount':
        return {
          sql: `(d.original_price - ${price}) * 1.0 / MAX(d.original_price, 1)`,
          params: [],
          direction: 'desc',
        }
      case 'recent':
        return { sql: 'd.created_at', params: [], direction: 'desc' }
      case 'relevance':
        return { sql: 'm.rank', params: [], direction: 'asc' }
      case 'popularity':
        return { sql: 'd.sort_score', params: [], direction: 'desc' }
    }
  })()
  const direction = (order.direction ?? primary.direction) === 'asc' ? 'ASC' : 'DESC'
  keys.push({ sql: primary.sql, params: primary.params, direction })
  // Among equals the more popular deal first; for popularity itself the index order stands.
  if (order.sort !== 'popularity') {
    keys.push({ sql: 'd.sort_score', params: [], direction: 'DESC' })
  }
  return keys
}
