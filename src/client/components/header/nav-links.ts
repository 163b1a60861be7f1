import { isLocalLink, type NavigationItem } from '../../../shared/schemas/navigation'

/** What the header-nav island needs per link: small, because it is serialised into the page. */
export interface HeaderNavLink {
  id: string
  label: string
  href: string
  isVip: boolean
  isActive: boolean
}

export interface HeaderNavLinksInput {
  navigation: NavigationItem[]
  locationShortName: string
  path: string
}

// §2 'Header and navigation': besides the list, the bar offers /gifts, the gift finder and a
// VIP Hub entry; they are added when the list does not already carry them. The gift finder
// path is the spec's own (§2 'Paths'), shared with the footer's link in brands.ts.
const GIFTS = { label: 'Gifts', href: '/gifts' }
const GIFT_FINDER = { label: 'Gift finder', href: '/deal/dublin/gift-finder' }
const VIP_HUB = { label: 'VIP Hub', href: '/deals/vip' }

const isUnder = (path: string, href: string) =>
  href !== '/' && (path === href || path.startsWith(`${href}/`))

/** The header's links in bar order: the local-deals item points at the visitor's location
 * ("The first item may be a local-deals link to /deals/{location}").
 * @example headerNavLinks({ navigation: [localItem], locationShortName: 'leeds', path: '/' })[0].href === '/deals/leeds' */
export function headerNavLinks(input: HeaderNavLinksInput): HeaderNavLink[] {
  const { navigation, locationShortName, path } = input
  const links: HeaderNavLink[] = navigation.map((item) => {
    const local = isLocalLink(item)
    const href = local ? `/deals/${locationShortName}` : item.url
    return {
      id: String(item.id),
      label: local ? 'Local' : item.linkText,
      href,
      isVip: item.isVip,
      isActive: item.isActive || isUnder(path, href),
    }
  })
  const extra = (key: string, entry: { label: string; href: string }, isVip = false) => {
    links.push({ id: key, ...entry, isVip, isActive: isUnder(path, entry.href) })
  }
  if (!links.some((link) => link.href === GIFTS.href)) extra('gifts', GIFTS)
  if (!links.some((link) => link.href.endsWith('/gift-finder'))) extra('gift-finder', GIFT_FINDER)
  if (!links.some((link) => link.isVip)) extra('vip-hub', VIP_HUB, true)
  return links
}
