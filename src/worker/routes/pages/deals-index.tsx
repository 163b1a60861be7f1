import type { Context } from 'hono'
import { DealsIndexPage, type IndexLink } from '../../../client/pages/deals-index-page'
import type { Brand } from '../../../shared/config/brands'
import type { AppEnv } from '../../http/app-env'
import { renderInShell } from './page-context'

const COUNTRY_NAMES = { gb: 'the UK', ie: 'Ireland' } as const

/** The pages of §2 'Paths' that list deals beyond one town, on this brand's segments. */
function collectionLinks(brand: Brand): IndexLink[] {
  // A brand whose travel segment is 'escapes' has its travel pages there: one link, not two.
  const travel: IndexLink[] =
    brand.travelSegment === 'travel'
      ? [
          { label: 'Travel', href: '/travel' },
          { label: 'Escapes', href: '/deals/escapes' },
        ]
      : [{ label: 'Escapes', href: '/deals/escapes' }]
  return [
    { label: 'National deals', href: `/deals/${brand.nationalLocation}` },
    { label: 'Shop', href: '/deals/shop' },
    ...travel,
    { label: 'Wellness collection', href: '/deals/wellness-collection' },
    { label: 'Deals near me', href: '/near-me/hub' },
  ]
}

/** /deals: the brand's towns, each linking to /deals/{shortName}, and the national, travel,
 * escapes and wellness pages. Public catalogue data only, so the page cache keeps it. */
export async function renderDealsIndex(c: Context<AppEnv>) {
  const brand = c.get('brand')
  const locations = await c.var.services.catalog.listLocations(brand.countryCode)
  // listLocations puts towns first by score, which is the 'Popular towns' order.
  const towns = locations
    .filter((location) => location.kind === 'local')
    .map(({ name, shortName }) => ({ name, shortName }))
  const countryName = COUNTRY_NAMES[brand.countryCode]
  return renderInShell(c, {
    meta: {
      canonicalPath: '/deals',
      title: 'Deals by location',
      description: `Local deals in every ${brand.name} town, plus shop, travel and escapes deals across ${countryName}.`,
    },
    body: (
      <DealsIndexPage
        towns={towns}
        collections={collectionLinks(brand)}
        countryName={countryName}
      />
    ),
  })
}
