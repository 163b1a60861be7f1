import { startTransition, useOptimistic } from 'react'
import {
  COLLECTION_HOURS_TEXT,
  collectionPointText,
} from '../../../shared/domain/checkout/click-and-collect'
import { stayDates } from '../../../shared/format/long-date'
import { formatMoney } from '../../../shared/format/money'
import type {
  CheckoutView,
  CheckoutViewDeal,
  CheckoutLine,
} from '../../../shared/schemas/checkout-view'
import type { Currency } from '../../../shared/schemas/money'
import { lineMaxQuantity } from '../../pages/checkout/checkout-rules'
import { collectionCity, depositText, lineDeposit } from '../../pages/checkout/checkout-view-extras'
import { visuallyHidden } from '../../../themes/global-styles'
import * as s from './checkout.styles'
import * as x from './checkout-extras.styles'

interface Props {
  view: CheckoutView
  disabled: boolean
  error: string
  /** Resolves once the basket has answered (and the view has its new figures). */
  onQuantity: (lineId: string, quantity: number) => Promise<unknown>
  onRemove: (lineId: string) => void
}

/** The order lines: deal and product titles, a quantity stepper held to each line's max
 * quantity (storefront §5) and remove. The basket answers 'max quantity reached' itself too. */
export function CheckoutLines({ view, disabled, error, onQuantity, onRemove }: Props) {
  const { currency } = view.orderSummary
  return (
    <section className={s.section} aria-labelledby="checkout-lines-title">
      <h2 id="checkout-lines-title">Your order</h2>
      {view.deals.flatMap((deal) =>
        deal.lines.map((line) => {
          const max = lineMaxQuantity(line)
          const label = `${line.title} (${deal.title})`
          const deposit = lineDeposit(line)
          return (
            <div className={s.line} key={line.id} data-testid="checkout-line">
              <div>
                <h3>{deal.title}</h3>
                <p>{line.title}</p>
                {line.checkInDate && line.checkOutDate ? (
                  <p className={s.muted} data-testid="line-stay">
                    {stayDates(line.checkInDate, line.checkOutDate)}
                  </p>
                ) : null}
                {deal.clickAndCollect ? <CollectionPoint deal={deal} currency={currency} /> : null}
                {deposit ? (
                  <p className={x.lineNote} data-testid="line-deposit">
                    {depositText(deposit, currency)}
                  </p>
                ) : null}
              </div>
              <strong>{formatMoney(line.unitPrice * line.quantity, currency)}</strong>
              <QuantityStepper
                line={line}
                label={label}
                max={max}
                disabled={disabled}
                onQuantity={onQuantity}
              />
              <button
                type="button"
                className={s.linkButton}
                disabled={disabled}
                onClick={() => onRemove(line.id)}
              >
                Remove<span className={visuallyHidden}> {label}</span>
              </button>
              {line.maxQuantity !== null && line.quantity >= line.maxQuantity ? (
                <p className={s.muted}>Maximum quantity reached for this option.</p>
              ) : null}
            </div>
          )
        }),
      )}
      <p className={s.error} role="alert">
        {error}
      </p>
    </section>
  )
}

/** A line's − and + buttons. The quantity shown moves at once (useOptimistic) while the basket
 * reprices, and falls back to the basket's own figure when the answer comes, so a refused
 * change (max quantity, sold out) shows the quantity that stands; prices wait for the
 * server, which computes them. */
function QuantityStepper({
  line,
  label,
  max,
  disabled,
  onQuantity,
}: {
  line: CheckoutLine
  label: string
  max: number
  disabled: boolean
  onQuantity: Props['onQuantity']
}) {
  const [quantity, showQuantity] = useOptimistic(line.quantity)
  const change = (next: number) =>
    startTransition(async () => {
      showQuantity(next)
      await onQuantity(line.id, next)
    })
  return (
    <div className={s.stepper} role="group" aria-label={`Quantity of ${label}`}>
      <button
        type="button"
        aria-label={`One fewer ${line.title}`}
        disabled={disabled || quantity <= 1}
        onClick={() => change(quantity - 1)}
      >
        −
      </button>
      <output aria-live="polite">{quantity}</output>
      <button
        type="button"
        aria-label={`One more ${line.title}`}
        disabled={disabled || quantity >= max}
        onClick={() => change(quantity + 1)}
      >
        +
      </button>
    </div>
  )
}

/** transactions §9 "Click and collect point in one city, weekdays 9am to 5pm": the merchant's
 * main address the checkout names, else the city (no main address on file), and always the
 * hours. */
function CollectionPoint({ deal, currency }: { deal: CheckoutViewDeal; currency: Currency }) {
  const point = deal.collectionPoint
  const where = point
    ? collectionPointText(point)
    : `our ${collectionCity(currency)} collection point`
  return (
    <address className={x.collection} data-testid="collection-point">
      Click and collect from {where}. Open {COLLECTION_HOURS_TEXT}.
    </address>
  )
}
