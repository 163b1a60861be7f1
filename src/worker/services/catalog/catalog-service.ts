import { CACHE_TIERS } from '../../cache/tiers'
import type { D1Database } from '@cloudflare/workers-types'
import { TZDate } from '@date-fns/tz'
import { startOfDay } from 'date-fns'
import type { Brand } from '../../../shared/config/brands'
import type { Deal } from '../../../shared/schemas/deal'
import type { CountryCode, Location } from '../../../shared/schemas/location'
import type { NavigationItem } from '../../../shared/schemas/navigation'
import { CatalogRepository } from '../../storage/catalog-repository'
import type {
  DealBundle,
  LocationRow,
  NavigationRow,
  SubNavigationRow,
} from '../../storage/catalog-rows'
import { deepFreeze } from '../../cache/deep-freeze'
import { IsolateMemo } from '../../cache/isolate-memo'
import { opensAfter } from '../../../shared/domain/deal/deal-opening'
import { withPastPurchases } from '../pricing/past-purchases'
import { toDeal } from './deal-mapper'
import { leadProduct } from './deal-order-facts'
import { toNavigationItems } from './navigation-mapper'
import { clock } from '../../clock'

export interface DealLookup {
  /** Leave out deals that open after this instant. */
  openedBy?: Date
  /** A signed-in customer: userDealInfo then counts what they already bought (a personal
   * answer, never to be cached for others). */
  customerId?: number | null
  /** A copy up to DEAL_PAGE_MEMO_MS old will do: for a page that shows the deal, never for an
   * answer that prices, stocks or sells it. */
  forDisplay?: boolean
}

// Evergreen slugs are made by `slugify`; anything else cannot match, so D1 is not asked.
const EVERGREEN_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export interface DealImageSource {
  categoryShortName: string
  headline: string
  imageCount: number
  /** The deal's opens_at (ISO): its pictures are hidden as long as the deal is. */
  opensAt: string
}

// Locations change a few times a year but are read on every request (the location
// middleware), so each isolate keeps them for a few minutes.
// An empty answer means an unseeded database; keeping it would outlive the seed.
const keptLocations = IsolateMemo.forTier<CountryCode, Location[]>('locations')

// Menus come only from the seed (no back-office screen edits them) yet every page renders the
// header, so each isolate keeps them as it keeps the locations: a D1 batch per page render was
// 0.45 ms of a personal page's 6 CPU ms on workerd.
type MenuRows = { items: NavigationRow[]; subs: SubNavigationRow[] }
// An empty menu is not kept: an unseeded database would otherwise outlive its seed.
const keptMenus = IsolateMemo.forTier<string, MenuRows>('menus')

// The deal page is the most-read page a signed-in visitor gets rendered afresh, and its deal
// is six statements of D1 (most of a personal deal page's CPU on workerd). For display
// each isolate keeps a deal for DEAL_PAGE_MEMO_MS, the page cache's own bound: a change shows
// at most this late, and at once in the isolate whose back-office save bumped the page-cache
// generation. Stock on the page is refreshed by the browser (live stock); the products answer,
// the calendar and the order path read the deal afresh.
export const DEAL_PAGE_MEMO_MS = CACHE_TIERS.dealCopies.ttlMs
const keptDeals = IsolateMemo.forTier<string, DealBundle | null>('dealCopies')
// An id with no deal is never kept, so a deal created in another isolate is never taken for
// an open one.
const keptOpenings = IsolateMemo.forTier<number, string | null>('openings')
// Which deal is a deal's twin changes only when the catalogue is seeded again.
const keptTwins = IsolateMemo.forTier<number, number | null>('twins')

const toLocation = (row: LocationRow): Location => ({
  id: row.id,
  name: row.name,
  shortName: row.short_name,
  countryCode: row.country_code,
  latLon: { lat: row.lat, lon: row.lon },
  score: row.score,
  kind: row.kind,
})

/** Start of the visitor's day, as a UTC instant: a deal stays visible until the end of its
 * closing day in the brand's zone (storefront §4 'Deal availability'). */
export function startOfLocalDayIso(now: Date, timeZone: string): string {
  return new Date(startOfDay(new TZDate(now.getTime(), timeZone)).getTime()).toISOString()
}

/** Locations, navigation, deal feeds and deal details for the storefront. */
export class CatalogService {
  private readonly repository: CatalogRepository

  constructor(private readonly db: D1Database) {
    this.repository = new CatalogRepository(db)
  }

  /** Every location of a country: towns by score first, then national and other kinds. */
  listLocations(countryCode: CountryCode): Promise<Location[]> {
    return keptLocations.read(
      countryCode,
      async () => (await this.repository.listLocations(countryCode)).map(toLocation),
      (locations) => locations.length > 0,
    )
  }

  async findLocation(shortName: string, countryCode: CountryCode): Promise<Location | null> {
    const wanted = shortName.trim().toLowerCase()
    return (await this.listLocations(countryCode)).find((l) => l.shortName === wanted) ?? null
  }

  /** The country's towns (kind 'local'), most popular first: the places a visitor may choose
   * as their location. National, travel and collection locations are feeds, not towns. */
  async towns(countryCode: CountryCode): Promise<Location[]> {
    return (await this.listLocations(countryCode)).filter((l) => l.kind === 'local')
  }

  async knownLocationShortNames(countryCode: CountryCode): Promise<string[]> {
    return (await this.listLocations(countryCode)).map((l) => l.shortName)
  }

  /** The header menu for a brand, `{location}` filled in; the item whose URL best matches
   * `activePath` is marked active (storefront §2 'Header and navigation'). */
  async navigation(
    brand: Brand,
    location: Location,
    activePath?: string,
  ): Promise<NavigationItem[]> {
    const { items, subs } = await this.menu(brand.id, 'header')
    return toNavigationItems(items, subs, location, activePath ?? null)
  }

  /** The travel pages' second menu: UK (or Ireland) Travel and International Travel, each
   * with its sub-menu (§2 'Header and navigation'). */
  async travelNavigation(
    brand: Brand,
    location: Location,
    activePath?: string,
  ): Promise<NavigationItem[]> {
    const { items, subs } = await this.menu(brand.id, 'travel')
    return toNavigationItems(items, subs, location, activePath ?? null)
  }

  /** A menu's rows, kept by the isolate (cache/tiers.ts 'menus'). */
  private menu(brandId: string, menu: 'header' | 'travel'): Promise<MenuRows> {
    return keptMenus.read(
      `${brandId}:${menu}`,
      () => this.repository.navigation(brandId, menu),
      (rows) => rows.items.length > 0,
    )
  }

  /** The full deal, or null when there is no such deal on this brand (another country's
   * deals and the other brand's exclusives included). Availability is not judged here: the
   * deal page shows closed and sold-out deals with their state. With `openedBy`, a deal that
   * opens later is null too: before it opens only a preview may show it (§2 dealPreview). */
  async dealById(brand: Brand, id: number, lookup: DealLookup = {}): Promise<Deal | null> {
    if (!Number.isSafeInteger(id) || id <= 0) return null
    const openedBy = lookup.openedBy?.toISOString() ?? null
    const bundle = lookup.forDisplay
      ? await this.keptDeal(brand, id)
      : await this.repository.dealBundle(id, brand.countryCode, brand.id, openedBy)
    if (!bundle) return null
    // The query's own test, again: a kept copy is read without `openedBy`.
    if (openedBy !== null && opensAfter(bundle.deal.opens_at, openedBy)) return null
    const now = clock.now()
    const lead = lookup.customerId ? leadProduct(bundle.products) : null
    if (!lead || !lookup.customerId) return toDeal(bundle, brand, now)
    const [withBought] = await withPastPurchases(
      this.db,
      [{ dealId: id, productId: lead.id }],
      lookup.customerId,
      brand.id,
      now,
    )
    return toDeal(bundle, brand, now, withBought?.bought)
  }

  /** The deal's rows from the isolate's copy while it is fresh (DEAL_PAGE_MEMO_MS), else D1's;
   * frozen, since every page render of the deal shares them. */
  private keptDeal(brand: Brand, id: number): Promise<DealBundle | null> {
    return keptDeals.read(`${brand.id}:${id}`, async () =>
      deepFreeze(await this.repository.dealBundle(id, brand.countryCode, brand.id, null)),
    )
  }

  /** Whether deal `id` exists and has not opened at `now`: the deal-keyed resources answer it
   * only to staff (no one may read a deal early), as dealById with `openedBy` does. */
  async opensLater(id: number, now: Date): Promise<boolean> {
    if (!Number.isSafeInteger(id) || id <= 0) return false
    // Asked before every calendar, products and reviews answer (a third of the
    // calendar's CPU), so kept like the deal page's copy.
    const opensAt = await keptOpenings.read(
      id,
      () => this.repository.opensAt(id),
      (kept) => kept !== null,
    )
    return opensAt !== null && opensAfter(opensAt, now.toISOString())
  }

  /** The page path of `deal`'s twin on the brand's site for the other country (`twinBrand`):
   * the same thing sold there, open by `now` and still open, so that site shows it. Null when
   * the deal is sold in one country only. Asked on every render of a deal page, which the page
   * cache keeps for anonymous visitors; the twin itself is the isolate's kept copy. */
  async twinDealPath(deal: Deal, twinBrand: Brand, now: Date): Promise<string | null> {
    const twinId = await keptTwins.read(deal.id, () => this.repository.twinDealId(deal.id))
    if (twinId === null) return null
    const twin = await this.dealById(twinBrand, twinId, { openedBy: now, forDisplay: true })
    return twin?.open && twin.closingDate > now.toISOString() ? twin.urlPath : null
  }

  /** The merchant that sells deal `id`, or null for an unknown id: asked only when a merchant
   * user previews a deal that has not opened, so not kept. */
  async merchantIdOf(id: number): Promise<number | null> {
    if (!Number.isSafeInteger(id) || id <= 0) return null
    return this.repository.merchantIdOf(id)
  }

  /** The evergreen deal behind /deal/{…}/e/{slug} (§2 'Paths'), on the same terms as
   * `dealById`; null for an unknown slug or a deal that is no longer evergreen. */
  async dealByEvergreenSlug(
    brand: Brand,
    slug: string,
    lookup: DealLookup = {},
  ): Promise<Deal | null> {
    const wanted = slug.trim().toLowerCase()
    if (wanted.length > 200 || !EVERGREEN_SLUG.test(wanted)) return null
    const id = await this.repository.evergreenDealId(wanted, brand.countryCode, brand.id)
    return id === null ? null : this.dealById(brand, id, lookup)
  }

  /** What the deal picture of `dealId` is drawn from; null for an unknown deal. */
  async dealImageSource(dealId: number): Promise<DealImageSource | null> {
    if (!Number.isSafeInteger(dealId) || dealId <= 0) return null
    const row = await this.repository.dealImageSource(dealId)
    return row
      ? {
          categoryShortName: row.category_short_name,
          headline: row.headline,
          imageCount: row.image_count,
          opensAt: row.opens_at,
        }
      : null
  }

  /** A category's name by its short name, or null. */
  async categoryName(shortName: string): Promise<string | null> {
    return this.repository.categoryName(shortName)
  }
}
