import type { CountryCode } from '../../../shared/schemas/location'
import type { NavigationItem } from '../../../shared/schemas/navigation'

interface TravelLink {
  id: string
  label: string
  href: string
}

export interface TravelGroup extends TravelLink {
  links: TravelLink[]
}

export const ALL_TRAVEL_DEALS = 'All travel deals'

/** The travel menu's groups from the travel navigation items, home country first
 * (§2: "Groups: UK Travel and International Travel; for Irish locations, Ireland Travel and
 * International Travel").
 * @example travelGroups(nav, 'ie').map((g) => g.label) → ['Ireland Travel', 'International Travel'] */
export function travelGroups(
  navigation: NavigationItem[],
  countryCode: CountryCode,
): TravelGroup[] {
  const home = countryCode === 'ie' ? 'Ireland Travel' : 'UK Travel'
  const group = (item: NavigationItem, label: string): TravelGroup => ({
    id: String(item.id),
    label,
    href: item.url,
    links: item.subNavigations.map((sub) => ({
      id: String(sub.id),
      label: sub.linkText,
      href: sub.url,
    })),
  })
  return [
    ...navigation
      .filter((item) => item.navigationType === 'travel')
      .map((item) => group(item, home)),
    ...navigation
      .filter((item) => item.navigationType === 'international travel')
      .map((item) => group(item, 'International Travel')),
  ]
}

/** The mobile accordion's heading: the current sub-category when the path is within one,
 * otherwise 'All travel deals' (§2 'Header and navigation').
 * @example travelMenuHeading(groups, '/travel/spain/x') === 'Spain' */
export function travelMenuHeading(groups: TravelGroup[], path: string): string {
  for (const group of groups) {
    for (const link of group.links) {
      if (path === link.href || path.startsWith(`${link.href.replace(/\/+$/, '')}/`)) {
        return link.label
      }
    }
  }
  return ALL_TRAVEL_DEALS
}
