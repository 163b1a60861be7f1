import { useMemo } from 'react'
import type { DealSummary } from '../../../shared/schemas/deal'
import { useRead } from '../../api/swr'
import { Rail, railTrackId } from '../../components/rails/rail'
import { readUrl, routeResponseOrNull } from '../../api/typed-read'
import {
  RAIL_MAX_DEALS,
  RAIL_READ,
  interleaveIds,
  readRailDeals,
} from '../../components/rails/rail-deals'
import { usePageLoaded } from '../../components/rails/use-page-loaded'
import { RailButtons } from './rail-buttons'
import { forget, readStored, writeStored } from './recently-viewed-store'

const RAIL_ID = 'rail-recently-viewed'
const TITLE = 'Recently viewed'

const recentlyViewedPlace = (ids: number[]) => ({ query: { id: ids.map(String) } })

/** The deals behind `ids`, in that order. One call to /api/v1/recently-viewed; where that
 * route is missing (404), one /api/v1/deal/{id} call per deal, dropping deals that are gone
 * from the stored lists as /recently-viewed does. */
async function loadDeals(ids: number[]): Promise<DealSummary[]> {
  const batch = await routeResponseOrNull(
    'GET /recently-viewed',
    recentlyViewedPlace(ids),
    RAIL_READ,
  )
  if (batch?.status !== 404) return order((await readRailDeals(batch)) ?? [], ids)
  const single = await Promise.all(
    ids.map(async (id) => {
      const res = await routeResponseOrNull('GET /deal/:id', { params: { id } }, RAIL_READ)
      // The deal endpoint answers the full deal, a superset of a card's fields.
      const deal: DealSummary | null = res?.ok ? await res.json().catch(() => null) : null
      return { id, deal, gone: res?.status === 404 }
    }),
  )
  const gone = new Set(single.filter((r) => r.gone).map((r) => r.id))
  if (gone.size > 0) writeStored(forget(readStored(), gone))
  return order(
    single.flatMap((r) => (r.deal ? [r.deal] : [])),
    ids,
  )
}

const order = (deals: DealSummary[], ids: number[]) => {
  const byId = new Map(deals.map((deal) => [deal.id, deal]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** Island 'rail-recently-viewed': the visitor's recently viewed deals (§3 'Home-page rails'),
 * read from local storage. The homepage is cached for everyone, so the server renders nothing
 * here and the rail fills in after load; with nothing viewed it stays empty. */
export function RailRecentlyViewed() {
  const loaded = usePageLoaded()
  // Local storage is read only after load: the server's HTML (and so hydration) has no list.
  const ids = useMemo(() => (loaded ? interleaveIds(readStored(), RAIL_MAX_DEALS) : []), [loaded])
  const { data } = useRead(
    ids.length > 0 ? readUrl('GET /recently-viewed', recentlyViewedPlace(ids)) : null,
    () => loadDeals(ids),
  )
  const deals = data ?? []

  return (
    <Rail
      id={RAIL_ID}
      title={TITLE}
      deals={deals}
      href="/recently-viewed"
      buttons={<RailButtons trackId={railTrackId(RAIL_ID)} title={TITLE} />}
    />
  )
}
