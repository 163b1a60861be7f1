import type { Context } from 'hono'
import { NearMeHubPage, type NearMeGroup } from '../../../client/pages/listing/near-me-hub-page'
import type { AppEnv } from '../../http/app-env'
import { listingQuery } from './listing-query'
import { loadFeed } from './listing-render'
import { renderInShell } from './page-context'

// The hub needs only the facets' counts, not deals.
const FACETS_ONLY = 1
const OTHER_TOWNS = 12

/** /near-me/hub (§2): the local categories of the visitor's town (those the header links
 * under /deals/{town}/) with their subcategories, each linking to
 * /near-me/{category}/{subcategory}/{town}; then other towns' hubs. */
export async function renderNearMeHub(c: Context<AppEnv>) {
  const brand = c.get('brand')
  const location = c.get('location')
  const catalog = c.var.services.catalog
  const [navigation, locations] = await Promise.all([
    catalog.navigation(brand, location),
    catalog.listLocations(brand.countryCode),
  ])
  const localPrefix = `/deals/${location.shortName}/`
  const categories = navigation.filter(
    (item) => item.url.startsWith(localPrefix) && item.url.split('/').length === 4,
  )
  const query = listingQuery(new URL(c.req.url), FACETS_ONLY, { page: 0 })
  const feeds = await Promise.all(
    categories.map((item) =>
      loadFeed(c, {
        location: location.shortName,
        category: item.url.slice(localPrefix.length),
        pageType: 'other',
        query,
      }).catch(() => null),
    ),
  )
  const groups: NearMeGroup[] = categories.flatMap((item, index) => {
    const category = item.url.slice(localPrefix.length)
    const subs = feeds[index]?.facetedNavigation?.navigations.find((g) => g.type === 'subcategory')
    const links = (subs?.links ?? [])
      .filter((link) => link.count > 0)
      .map((link) => ({
        linkText: link.linkText,
        count: link.count,
        href: `/near-me/${category}/${link.shortName}/${location.shortName}`,
      }))
    if (links.length === 0) return []
    const name =
      feeds[index]?.facetedNavigation?.navigations
        .find((g) => g.type === 'category')
        ?.links.find((l) => l.shortName === category)?.linkText ?? item.linkText
    return [{ name, href: `/near-me/${category}`, links }]
  })
  return renderInShell(c, {
    // §2 'Page metadata': hub pages get the fixed title and description.
    meta: { canonicalPath: '/near-me/hub', hyperlocalHub: true },
    body: (
      <NearMeHubPage
        locationName={location.name}
        breadcrumbs={[
          { label: 'Home', href: '/' },
          { label: 'Deals near me', href: '/near-me/hub' },
        ]}
        groups={groups}
        towns={locations
          .filter((l) => l.kind === 'local' && l.id !== location.id)
          .slice(0, OTHER_TOWNS)
          .map((l) => ({ name: l.name, href: `/deals/${l.shortName}` }))}
      />
    ),
  })
}
