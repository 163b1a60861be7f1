import { visuallyHidden } from '../../../themes/global-styles'
import * as grid from '../deal-card/deal-grid.styles'
import * as s from './rail.styles'

// Enough placeholder cards to fill the widest row (§9: 6 at xl); the rest scroll out of view.
const PLACEHOLDERS = 6

/** A rail's Suspense fallback: its heading and shimmering cards while its deals stream in. */
export function RailSkeleton({ title }: { title: string }) {
  return (
    <div className={s.rail} role="status">
      <div className={s.head}>
        <h2 aria-hidden="true">{title}</h2>
        <span className={visuallyHidden}>Loading {title}…</span>
      </div>
      <ul className={s.track} aria-hidden="true">
        {Array.from({ length: PLACEHOLDERS }, (_, index) => (
          <li key={index} className={grid.skeletonCard}>
            <div className={`${grid.shimmer} ${grid.skeletonImage}`} />
            <div className={`${grid.shimmer} ${grid.skeletonLine}`} />
            <div className={`${grid.shimmer} ${grid.skeletonLine}`} />
          </li>
        ))}
      </ul>
    </div>
  )
}
