import type { Context } from 'hono'
import type { MapPin } from '../../../client/components/listing/deal-map'
import { MapViewPage } from '../../../client/pages/listing/map-view-page'
import type { DealSummary } from '../../../shared/schemas/deal'
import type { AppEnv } from '../../http/app-env'
import { listingQuery } from './listing-query'
import { loadFeed, notFound } from './listing-render'
import { renderInShell } from './page-context'
import { errorFields, log } from '../../observability/logger'

// Enough pins to show a spread of places without crowding a phone-sized map.
const MAP_PAGE_SIZE = 18

/** Where each deal is redeemed: its merchant's main address, else the first other one. Deferred
 * data (Hydrogen's rule): it never throws, a failed lookup just leaves that pin out. */
async function pinsFor(c: Context<AppEnv>, deals: DealSummary[]): Promise<MapPin[]> {
  const catalog = c.var.services.catalog
  const brand = c.get('brand')
  const found = await Promise.all(
    deals.map((deal) => catalog.dealById(brand, deal.id).catch(() => null)),
  )
  return found.flatMap((deal, index) => {
    const address = deal?.business.mainAddress ?? deal?.business.otherAddresses[0]
    const listed = deals[index]
    if (!address || !listed) return []
    const { lat, lon } = address.latLon
    return [
      {
        number: index + 1,
        dealId: listed.id,
        headline: listed.headline,
        href: listed.urlPath,
        lat,
        lon,
      },
    ]
  })
}

/** /map-view: the visitor's location's deals as pins on a drawn map, listed beside it. The
 * list is critical data; the addresses behind the pins stream in afterwards. */
export async function renderMapView(c: Context<AppEnv>) {
  const location = c.get('location')
  const query = listingQuery(new URL(c.req.url), MAP_PAGE_SIZE, { page: 0 })
  const feed = await loadFeed(c, { location: location.shortName, pageType: 'other', query })
  if (!feed) return notFound(c)
  const deals = [...(feed.mainDeal ? [feed.mainDeal] : []), ...feed.deals]
  const pins = pinsFor(c, deals).catch((err: unknown) => {
    log.error('deferred-data-failed', {
      requestId: c.get('requestId'),
      where: 'mapPins',
      ...errorFields(err),
    })
    return []
  })
  const place = location.kind === 'local' ? ` near ${location.name}` : ''
  return renderInShell(c, {
    meta: {
      canonicalPath: '/map-view',
      title: `Deals on the map${place}`,
      description: `See today's deals${place} on the map and find one close to you.`,
    },
    body: (
      <MapViewPage
        heading={`Deals on the map${place}`}
        intro="Each numbered pin is where a deal is redeemed; pick one on the map or in the list."
        breadcrumbs={[
          { label: 'Home', href: '/' },
          { label: 'Map view', href: '/map-view' },
        ]}
        deals={deals}
        pins={pins}
        mapLabel={`Map of Britain and Ireland with ${deals.length} deals`}
      />
    ),
  })
}
