import type { Currency } from '../../../shared/schemas/money'
import { formatMoney } from '../../../shared/format/money'
import { visuallyHidden } from '../../../themes/global-styles'
import { showsOriginalPrice } from './deal-labels'
import * as s from './deal-card.styles'

export interface DealPriceProps {
  price: number
  originalPrice: number
  currency: Currency
  /** A lead-in such as 'From' or 'pp'; shown small beside the price. */
  priceText?: string | null
  className?: string
}

/** Price, then the original price struck through only when it differs (§5; 'Free' at zero). */
export function DealPrice({
  price,
  originalPrice,
  currency,
  priceText,
  className,
}: DealPriceProps) {
  return (
    <p className={className ?? s.price}>
      {priceText ? <span className={s.priceText}>{priceText}</span> : null}
      <span className={visuallyHidden}>Price: </span>
      <strong>{formatMoney(price, currency)}</strong>
      {showsOriginalPrice(price, originalPrice) ? (
        <s>
          <span className={visuallyHidden}>was </span>
          {formatMoney(originalPrice, currency, { zeroAsAmount: true })}
        </s>
      ) : null}
    </p>
  )
}
