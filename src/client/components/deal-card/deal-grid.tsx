import type { DealSummary } from '../../../shared/schemas/deal'
import { DealCard } from './deal-card'
import * as s from './deal-grid.styles'

export interface DealGridProps {
  deals: DealSummary[]
  /** How many leading cards load their image eagerly (those above the fold). */
  priorityCount?: number
}

/** A responsive list of deal cards, or a friendly empty state. */
export function DealGrid({ deals, priorityCount = 0 }: DealGridProps) {
  if (deals.length === 0) {
    return (
      <div className={s.empty}>
        <p>No deals here yet — try another location</p>
        <a href="/deals">Browse all locations</a>
      </div>
    )
  }
  return (
    <ul className={s.grid}>
      {deals.map((deal, index) => (
        <li key={deal.id}>
          <DealCard deal={deal} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  )
}
