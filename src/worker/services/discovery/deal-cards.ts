import type { Brand } from '../../../shared/config/brands'
import type { DealSummary } from '../../../shared/schemas/deal'
import type { Location } from '../../../shared/schemas/location'
import type { DealSummaryRow } from '../../storage/catalog-rows'
import type { Visibility } from '../../storage/rails-repository'
import { CatalogService, startOfLocalDayIso } from '../catalog/catalog-service'
import { toDealSummary } from '../catalog/deal-mapper'
import { listingLocation } from '../feeds/listing-location'

/** What a visitor of `brand` may see at `now`: deals open for viewing until the end of their
 * closing day in the brand's zone (storefront §4 'Deal availability'). */
export const visibilityAt = (brand: Brand, now: Date): Visibility => ({
  countryCode: brand.countryCode,
  brand: brand.id,
  openedBy: now.toISOString(),
  closingFrom: startOfLocalDayIso(now, brand.timeZone),
})

/** Cards for `rows` in the order of `ids` (the order the caller asked for); ids without a row
 * (unknown, closed, another brand's) are skipped and repeats kept once. */
export function cardsInOrder(
  rows: readonly DealSummaryRow[],
  ids: readonly number[],
  brand: Brand,
): DealSummary[] {
  const byId = new Map(rows.map((row) => [row.id, row]))
  return [...new Set(ids)].flatMap((id) => {
    const row = byId.get(id)
    return row ? [toDealSummary(row, brand)] : []
  })
}

/** The location a rail is for: the one named (NOT_FOUND when unknown), else the brand's
 * default. Aliases such as 'shop' resolve as listings resolve them. */
export async function railLocation(
  catalog: CatalogService,
  brand: Brand,
  shortName: string | undefined,
): Promise<Location> {
  const place = await listingLocation(catalog, brand, shortName ?? brand.defaultLocation)
  return place.location
}
