import type { Currency } from '../../../shared/schemas/money'
import { captionWords, readsAfterPrice } from '../../../shared/domain/deal/price-caption'
import { formatMoney } from '../../../shared/format/money'
import { visuallyHidden } from '../../../themes/global-styles'
import { showsOriginalPrice } from './deal-labels'
import * as s from './deal-card.styles'

export interface DealPriceProps {
  price: number
  originalPrice: number
  currency: Currency
  /** A caption such as 'from' or 'pp', shown small beside the price: a rate ('per person',
   * written out) after it, a lead-in before it (domain/deal/price-caption.ts). */
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
  const words = captionWords(priceText ?? '')
  const after = readsAfterPrice(words)
  const caption = words ? <span className={s.priceText}>{words}</span> : null
  return (
    <p className={className ?? s.price}>
      {after ? null : caption}
      <span className={visuallyHidden}>Price: </span>
      <strong>{formatMoney(price, currency)}</strong>
      {after ? caption : null}
      {showsOriginalPrice(price, originalPrice) ? (
        <s>
          <span className={visuallyHidden}>was </span>
          {formatMoney(originalPrice, currency, { zeroAsAmount: true })}
        </s>
      ) : null}
    </p>
  )
}
