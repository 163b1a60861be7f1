import type { Currency } from '../../../shared/schemas/money'
import { priceCaptionShown } from '../../../shared/domain/deal/price-caption'
import { formatMoney } from '../../../shared/format/money'
import { visuallyHidden } from '../../../themes/global-styles'
import { showsOriginalPrice } from './deal-labels'
import * as s from './deal-card.styles'

export interface DealPriceProps {
  price: number
  originalPrice: number
  currency: Currency
  /** A caption such as 'from' or 'pp', shown small beside the price: a rate ('per person',
   * written out) after it, a lead-in before it (priceCaptionShown). */
  priceText?: string | null
  className?: string
}

/** Price with its caption, then the original price struck through only when it differs (§5;
 * 'Free' at zero). */
export function DealPrice({
  price,
  originalPrice,
  currency,
  priceText,
  className,
}: DealPriceProps) {
  const caption = priceText ? priceCaptionShown(priceText) : null
  const captionText = caption ? <span className={s.priceText}>{caption.words}</span> : null
  return (
    <p className={className ?? s.price}>
      {caption && !caption.afterPrice ? captionText : null}
      <span className={visuallyHidden}>Price: </span>
      <strong>{formatMoney(price, currency)}</strong>
      {caption?.afterPrice ? captionText : null}
      {showsOriginalPrice(price, originalPrice) ? (
        <s>
          <span className={visuallyHidden}>was </span>
          {formatMoney(originalPrice, currency, { zeroAsAmount: true })}
        </s>
      ) : null}
    </p>
  )
}
