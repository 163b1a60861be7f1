import { useContext } from 'react'
import type { DealSummary } from '../../../shared/schemas/deal'
import { visuallyHidden } from '../../../themes/global-styles'
import * as s from './deal-card.styles'
import { discountLabel, priceCaption } from './deal-labels'
import { DealPrice } from './deal-price'
import { cardPrice } from '../../../shared/domain/deal/card-price'
import { VipViewerContext } from './vip-viewer'
import { WishlistHeart } from './wishlist-heart'

/** Image size the catalogue serves (16:10); width/height stop layout shift while it loads. */
export const CARD_IMAGE = { width: 640, height: 400 } as const

/** The picture of a card or the main deal: image, discount badge and the stock label. */
export function DealMedia({ deal, priority }: { deal: DealSummary; priority: boolean }) {
  const discount = discountLabel(deal.discountPercentage, deal.display.discount)
  return (
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
      <WishlistHeart dealId={deal.id} headline={deal.headline} />
    </div>
  )
}

/** The card's price, when the deal's display flags show one: a VIP member's own VIP price. */
export function SummaryPrice({ deal }: { deal: DealSummary }) {
  const shown = cardPrice(deal, useContext(VipViewerContext))
  if (!deal.display.showPrice) return null
  return (
    <DealPrice
      price={shown.price}
      originalPrice={shown.originalPrice}
      currency={deal.currency}
      priceText={shown.vip ? 'VIP' : priceCaption(deal.priceText, deal.display.priceText)}
    />
  )
}
