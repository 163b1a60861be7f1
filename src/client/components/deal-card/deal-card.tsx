import type { DealSummary } from '../../../shared/schemas/deal'
import { visuallyHidden } from '../../../themes/global-styles'
import { boughtLabel, discountLabel, priceCaption } from './deal-labels'
import { DealPrice } from './deal-price'
import * as s from './deal-card.styles'

export interface DealCardProps {
  deal: DealSummary
  /** Above the fold: load the image at once instead of lazily. */
  priority?: boolean
}

/** Image size the catalogue serves (16:10); width/height stop layout shift while it loads. */
export const CARD_IMAGE = { width: 640, height: 400 } as const

/** One deal in a list. The headline link stretches over the whole card. */
export function DealCard({ deal, priority = false }: DealCardProps) {
  const discount = discountLabel(deal.discountPercentage, deal.display.discount)
  const bought = boughtLabel(deal.totalBought)
  return (
    <article className={s.card} data-testid="deal-card" data-stock-deal={deal.id}>
      <div className={s.media}>
        <img
          src={deal.image.imageUrl}
          alt={deal.image.alt || deal.headline}
          width={CARD_IMAGE.width}
          height={CARD_IMAGE.height}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
        />
        {discount ? (
          <span className={s.badge}>
            <span aria-hidden="true">{discount}</span>
            <span className={visuallyHidden}>{deal.discountPercentage}% off</span>
          </span>
        ) : null}
        {/* Filled from live stock after load, so a cached card never shows stale stock. */}
        <span className={s.soldOut} data-stock-label="deal" hidden={!deal.soldOut}>
          {deal.soldOut ? 'Sold out' : ''}
        </span>
      </div>
      <div className={s.body}>
        <h3 className={s.headline}>
          <a href={deal.urlPath}>{deal.headline}</a>
        </h3>
        <p className={s.location}>{deal.locationName}</p>
        <p className={s.title}>{deal.title}</p>
        <div className={s.meta}>
          {deal.display.showPrice ? (
            <DealPrice
              price={deal.price}
              originalPrice={deal.originalPrice}
              currency={deal.currency}
              priceText={priceCaption(deal.priceText, deal.display.priceText)}
            />
          ) : null}
          {bought ? <span className={s.bought}>{bought}</span> : null}
        </div>
      </div>
    </article>
  )
}
