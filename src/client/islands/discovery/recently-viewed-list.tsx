import { useMemo } from 'react'
import type { DealSummary } from '../../../shared/schemas/deal'
import { DealGrid } from '../../components/deal-card/deal-grid'
import { DealGridSkeleton } from '../../components/deal-card/deal-grid-skeleton'
import * as s from '../../components/listing/listing.styles'
import { RAIL_RETRIES } from '../../components/rails/rail-deals'
import { routeResponseOrNull } from '../../api/typed-read'
import { useRead } from '../../api/swr'
import { useHydrated } from '../forms/account-form-parts'
import { forget, readStored, writeStored } from './recently-viewed-store'

export interface RecentlyViewedListProps {
  /** Heading of each location type's section, in the order they are shown. */
  sections: { type: string; heading: string }[]
}

interface Fetched {
  id: number
  deal: DealSummary | null
  /** Only a 404 means the deal is gone; a failed call may work next time. */
  gone: boolean
}

/** A deal, or null when it is gone or the call failed: one missing card must not blank the
 * whole list. The endpoint answers the full deal, a superset of a card's fields. */
async function fetchDeal(id: number): Promise<Fetched> {
  try {
    // Timed, retried and logged on failure (§7, §9); null when every try failed.
    const res = await routeResponseOrNull(
      'GET /deal/:id',
      { params: { id } },
      { retry: true, maxRetries: RAIL_RETRIES },
    )
    if (!res?.ok) return { id, deal: null, gone: res?.status === 404 }
    return { id, deal: await res.json(), gone: false }
  } catch {
    return { id, deal: null, gone: false }
  }
}

/** Island 'recently-viewed-list': /recently-viewed reads the visitor's own list from local
 * storage (the page itself is the same for everyone) and fetches each deal. Deals that no
 * longer exist are dropped from the stored list. */
export function RecentlyViewedList({ sections }: RecentlyViewedListProps) {
  // Local storage is read once hydrated: the server's HTML (the skeleton) knows no list.
  const hydrated = useHydrated()
  const lists = useMemo(() => (hydrated ? readStored() : null), [hydrated])
  const ids = lists ? [...new Set(sections.flatMap(({ type }) => lists[type] ?? []))] : []
  const { data: results } = useRead(lists ? ['/api/v1/deal', ...ids] : null, async () => {
    const fetched = await Promise.all(ids.map(fetchDeal))
    const gone = new Set(fetched.filter((r) => r.gone).map((r) => r.id))
    if (gone.size > 0 && lists) writeStored(forget(lists, gone))
    return fetched
  })

  if (!lists || !results) return <DealGridSkeleton count={3} />
  const byId = new Map(results.map((r) => [r.id, r.deal]))
  const groups = sections
    .map(({ type }) => ({
      type,
      deals: (lists[type] ?? []).flatMap((id) => {
        const deal = byId.get(id)
        return deal ? [deal] : []
      }),
    }))
    .filter((g) => g.deals.length > 0)
  if (groups.length === 0) {
    return (
      <div className={s.empty} data-testid="recently-viewed-empty">
        <h2>Deals you look at will appear here</h2>
        <p>Browse today&apos;s deals and we&apos;ll keep the last few you viewed handy.</p>
        <a href="/">See today&apos;s deals</a>
      </div>
    )
  }
  return (
    <>
      {groups.map((group) => (
        <section key={group.type} aria-labelledby={`recently-viewed-${group.type}`}>
          <h2 id={`recently-viewed-${group.type}`} className={s.sectionHeading}>
            {sections.find((section) => section.type === group.type)?.heading}
          </h2>
          <DealGrid deals={group.deals} />
        </section>
      ))}
    </>
  )
}
