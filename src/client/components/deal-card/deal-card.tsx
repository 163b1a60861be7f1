import { dealSubtitle } from '../../../shared/domain/deal/deal-subtitle'
import type { DealSummary } from '../../../shared/schemas/deal'
import { DealMedia, SummaryPrice } from './deal-card-parts'
import { boughtLabel } from './deal-labels'
import * as s from './deal-card.styles'

export { CARD_IMAGE } from './deal-card-parts'

export interface DealCardProps {
  deal: DealSummary
  /** Above the fold: load the image at once instead of lazily. */
  priority?: boolean
}

/** One deal in a list. The headline link stretches over the whole card. Every card's footer has
 * the same shape (price, then the 'bought' line, kept even when empty), so prices line up
 * along a row. */
export function DealCard({ deal, priority = false }: DealCardProps) {
  const bought = boughtLabel(deal.totalBought)
  const subtitle = dealSubtitle(deal.title, deal.headline)
  return (
    <article className={s.card} data-testid="deal-card" data-stock-deal={deal.id}>
      <DealMedia deal={deal} priority={priority} />
      <div className={s.body}>
        <h3 className={s.headline}>
          <a href={deal.urlPath}>{deal.headline}</a>
        </h3>
        <p className={s.location}>{deal.locationName}</p>
        {subtitle && <p className={s.title}>{subtitle}</p>}
        <div className={s.meta}>
          <SummaryPrice deal={deal} />
          <span className={s.bought}>{bought}</span>
        </div>
      </div>
    </article>
  )
}
