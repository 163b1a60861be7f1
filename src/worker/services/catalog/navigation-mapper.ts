import type { Location } from '../../../shared/schemas/location'
import type { NavigationItem, SubNavigation } from '../../../shared/schemas/navigation'
import type { NavigationRow, SubNavigationRow } from '../../storage/catalog-rows'

/** Stored URLs hold `{location}` where the visitor's location goes (/deals/{location}). */
const fillLocation = (url: string, location: Location): string =>
  url.replaceAll('{location}', encodeURIComponent(location.shortName))

const matches = (url: string, path: string): boolean =>
  path === url || path.startsWith(url.endsWith('/') ? url : `${url}/`)

export function toNavigationItems(
  rows: readonly NavigationRow[],
  subs: readonly SubNavigationRow[],
  location: Location,
  activePath: string | null,
): NavigationItem[] {
  const items = rows.map((row): NavigationItem => ({
    id: row.id,
    shortName: row.short_name,
    linkText: row.link_text,
    url: fillLocation(row.url, location),
    isLocal: row.is_local === 1,
    isActive: false,
    imageUrl: row.image_url,
    categoryName: row.category_name,
    count: null,
    isDefault: row.is_default === 1,
    navigationType: row.navigation_type,
    isVip: row.is_vip === 1,
    subNavigations: subs
      .filter((sub) => sub.navigation_id === row.id)
      .map((sub): SubNavigation => ({
        id: sub.id,
        url: fillLocation(sub.url, location),
        linkText: sub.link_text,
        shortName: sub.short_name,
      })),
  }))
  if (activePath !== null) {
    // Only the most specific match is active: /deals/london/beauty selects Beauty, not Local.
    const active = items
      .filter((item) => matches(item.url, activePath))
      .reduce<NavigationItem | null>(
        (best, item) => (best === null || item.url.length > best.url.length ? item : best),
        null,
      )
    if (active) active.isActive = true
  }
  return items
}
