import { formatMoney } from '../../../shared/format/money'
import type { Currency } from '../../../shared/schemas/money'
import { visuallyHidden } from '../../../themes/global-styles'
import * as s from './sticky-buy-bar.styles'

interface StickyBuyBarProps {
  /** The picker's form: this bar's button submits it, so it buys exactly what the picker says. */
  formId: string
  /** The picker has scrolled up out of view. */
  shown: boolean
  /** The picker's total, or null on a deal that hides its prices. */
  total: number | null
  currency: Currency
  canBuy: boolean
  busy: boolean
}

/** The deal page's Buy now within thumb's reach on a phone once the picker has scrolled away
 * (from md the picker sits beside the gallery, so the bar is never shown there). Fixed to the
 * foot of the screen, it moves nothing on the page when it appears (no layout shift), and it
 * is `hidden`, out of the accessibility tree, whenever the picker itself is in view. */
export function StickyBuyBar({ formId, shown, total, currency, canBuy, busy }: StickyBuyBarProps) {
  return (
    <section
      className={`${s.bar} ${s.reservesItsSpace}`}
      hidden={!shown}
      aria-label="Buy this deal"
      data-testid="sticky-buy-bar"
    >
      {total !== null ? (
        <p className={s.total}>
          <span className={visuallyHidden}>Total: </span>
          <strong>{formatMoney(total, currency)}</strong>
        </p>
      ) : null}
      <button
        type="submit"
        form={formId}
        className={`${s.buyButton} ${s.buy}`}
        disabled={!canBuy || busy}
        aria-busy={busy}
      >
        {busy ? 'Adding to basket…' : 'Buy now'}
      </button>
    </section>
  )
}
