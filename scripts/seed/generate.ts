import { addBundles, bundleTable } from './bundles'
import { addProductAxes, productAxesTable } from './product-axes'
import { calendarTables } from './calendars'
import { addContent, contentTables } from './content'
import { dealTables } from './deal-columns'
import { addDeal, type DealContext } from './deals'
import { addRecentPurchases, addSponsoredAds, discoveryTables } from './discovery'
import { dayStartMs } from './dates'
import { LOCATIONS, towns } from './locations'
import { Merchants } from './merchants'
import { navigationTables } from './navigation'
import { planDeals } from './plan'
import { Prng } from './prng'
import { reviewTable } from './reviews'
import { TableRows } from './sql'
import { CATEGORIES, SUBCATEGORIES } from './taxonomy'

export interface SeedOptions {
  /** PRNG seed: the same options always give byte-identical SQL. */
  seed: number
  /** Number of deals. */
  deals: number
  /** YYYY-MM-DD; dates (opening, closing, calendars) are relative to it. */
  today: string
}

/** Catalogue tables, children first: the order to delete in (reverse it to insert). */
export const SEEDED_TABLES = [
  'flights',
  'travel_calendar_days',
  'deal_purchases',
  'sponsored_ads',
  'deal_reviews',
  'deal_product_axes',
  'deal_bundle_children',
  'deal_twins',
  'deal_images',
  'deal_products',
  'deals',
  'merchant_addresses',
  'merchants',
  'sub_navigation',
  'navigation',
  'subcategories',
  'categories',
  'locations',
  // Editorial content names deals only inside JSON and URLs (no foreign keys), so it may go last.
  'scroller_items',
  'content_pages',
] as const

/** DELETEs that empty the catalogue so a seed can be re-applied (the FTS triggers empty
 * the search tables as deals go). */
export const clearStatements = (): string[] => SEEDED_TABLES.map((t) => `DELETE FROM ${t}`)

function referenceTables() {
  const locations = new TableRows('locations', [
    'id',
    'short_name',
    'name',
    'country_code',
    'brand',
    'lat',
    'lon',
    'score',
    'kind',
  ])
  for (const l of LOCATIONS) {
    locations.add({
      id: l.id,
      short_name: l.shortName,
      name: l.name,
      country_code: l.countryCode,
      brand: null,
      lat: l.lat,
      lon: l.lon,
      score: l.score,
      kind: l.kind,
    })
  }
  const categories = new TableRows('categories', [
    'id',
    'short_name',
    'name',
    'canonical_path_type',
    'sort',
    'is_vip',
  ])
  for (const c of CATEGORIES) {
    categories.add({
      id: c.id,
      short_name: c.shortName,
      name: c.name,
      canonical_path_type: c.canonicalPathType,
      sort: c.sort,
      is_vip: c.isVip,
    })
  }
  const subcategories = new TableRows('subcategories', [
    'id',
    'category_id',
    'short_name',
    'name',
    'travel_group',
  ])
  for (const s of SUBCATEGORIES) {
    subcategories.add({
      id: s.id,
      category_id: s.categoryId,
      short_name: s.shortName,
      name: s.name,
      travel_group: s.travelGroup,
    })
  }
  return { locations, categories, subcategories }
}

/** Every seeded table's rows, parents before children (the order to insert in). */
export function buildCatalogue(options: SeedOptions) {
  if (!Number.isInteger(options.deals) || options.deals < 0) {
    throw new Error(`deals must be a whole number >= 0, got ${options.deals}`)
  }
  dayStartMs(options.today)
  const rng = new Prng(options.seed)
  const reference = referenceTables()
  const nav = navigationTables()
  const ctx: DealContext = {
    rng,
    today: options.today,
    merchants: new Merchants(rng),
    tables: dealTables(),
    reviews: reviewTable(),
    calendars: calendarTables(),
    usedSlugs: new Set(),
    twins: new Map(),
  }
  const plans = planDeals(rng, options.deals, { gb: towns('gb'), ie: towns('ie') })
  plans.forEach((plan, i) => addDeal(ctx, plan, i + 1))
  const discovery = discoveryTables()
  addSponsoredAds(discovery, ctx.tables.deals, options.seed, options.today)
  addRecentPurchases(discovery, ctx.tables, options.seed, options.today)
  const bundles = bundleTable()
  addBundles(bundles, ctx.tables.deals, ctx.merchants.merchants, options.seed)
  const productAxes = productAxesTable()
  addProductAxes(productAxes, ctx.tables.products)
  const content = contentTables()
  addContent(content, ctx.tables.deals, options.today)
  return {
    contentPages: content.contentPages,
    scrollerItems: content.scrollerItems,
    locations: reference.locations,
    categories: reference.categories,
    subcategories: reference.subcategories,
    navigation: nav.navigation,
    subNavigation: nav.subNavigation,
    merchants: ctx.merchants.merchants,
    merchantAddresses: ctx.merchants.addresses,
    deals: ctx.tables.deals,
    products: ctx.tables.products,
    images: ctx.tables.images,
    dealTwins: ctx.tables.twins,
    bundles,
    productAxes,
    reviews: ctx.reviews,
    sponsoredAds: discovery.sponsoredAds,
    purchases: discovery.purchases,
    calendarDays: ctx.calendars.days,
    flights: ctx.calendars.flights,
  }
}

/** The catalogue as SQL INSERT statements (no DELETEs; see `clearStatements`). Pure and
 * deterministic: no clock, no Math.random, no Node APIs, so it also runs inside workerd. */
export function generateSeed(options: SeedOptions): string[] {
  return Object.values(buildCatalogue(options)).flatMap((table) => table.statements())
}
