import { visuallyHidden } from '../../../themes/global-styles'
import * as s from './deal-grid.styles'

/** Placeholder cards while a streamed feed is on its way (the Suspense fallback). The
 * shimmer stops for visitors who prefer reduced motion. */
export function DealGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div role="status">
      <span className={visuallyHidden}>Loading deals…</span>
      <ul className={s.grid} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={s.skeletonCard}>
            <div className={`${s.shimmer} ${s.skeletonImage}`} />
            <div className={`${s.shimmer} ${s.skeletonLine}`} />
            <div className={`${s.shimmer} ${s.skeletonLine}`} />
          </li>
        ))}
      </ul>
    </div>
  )
}
