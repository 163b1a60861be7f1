import { Suspense, use } from 'react'
import type { DealSummary } from '../../../shared/schemas/deal'
import { Island } from '../../islands/island'
import { RailButtons } from '../../islands/discovery/rail-buttons'
import { Rail, railTrackId, type RailProps } from './rail'
import { RailSkeleton } from './rail-skeleton'

export interface DeferredRailProps extends Omit<RailProps, 'deals' | 'buttons'> {
  /** Deferred data (Hydrogen's split): resolves to the rail's deals and never rejects, so a
   * failed rail is an empty one, which is not shown. */
  deals: Promise<DealSummary[]>
}

/** A server-rendered rail streamed in under its own Suspense boundary: the page, the grid
 * and the other rails never wait for it. */
export function DeferredRail(props: DeferredRailProps) {
  return (
    <Suspense fallback={<RailSkeleton title={props.title} />}>
      <ResolvedRail {...props} />
    </Suspense>
  )
}

function ResolvedRail({ deals, ...rail }: DeferredRailProps) {
  const resolved = use(deals)
  return (
    <Rail
      {...rail}
      deals={resolved}
      buttons={
        <Island
          name="rail-buttons"
          component={RailButtons}
          props={{ trackId: railTrackId(rail.id), title: rail.title }}
        />
      }
    />
  )
}
