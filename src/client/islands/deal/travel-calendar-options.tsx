import { formatMoney } from '../../../shared/format/money'
import { stayUnitWording } from '../../../shared/domain/travel/stay-lengths'
import type { CalendarProduct, FlightOption } from '../../../shared/schemas/availability'
import type { Currency } from '../../../shared/schemas/money'
import { dayLabel } from './travel-calendar-dates'
import { stayDepositSplit, stayUnitPrice, type RoomGroup } from './travel-calendar-rooms'
import * as s from './travel-calendar.styles'

const time = (iso: string) => (/T(\d{2}:\d{2})/.exec(iso)?.[1] ?? iso).slice(0, 5)

function Flight({ flight, currency }: { flight: FlightOption; currency: Currency }) {
  const diff = flight.priceDiff
  return (
    <dl className={s.flight} data-testid="travel-flight">
      <dt>Outbound</dt>
      <dd>
        {flight.outbound.from} {time(flight.outbound.departAt)} → {flight.outbound.to}{' '}
        {time(flight.outbound.arriveAt)}
      </dd>
      <dt>Return</dt>
      <dd>
        {flight.inbound.from} {time(flight.inbound.departAt)} → {flight.inbound.to}{' '}
        {time(flight.inbound.arriveAt)}
      </dd>
      {diff !== 0 ? (
        <>
          <dt>Flights</dt>
          <dd>
            {diff > 0 ? '+' : '−'}
            {formatMoney(Math.abs(diff), currency)}
          </dd>
        </>
      ) : null}
    </dl>
  )
}

export interface OptionsPanelProps {
  name: string
  groups: RoomGroup[]
  currency: Currency
  /** Prices are per person (two sharing) rather than per room for two. */
  perPerson: boolean
  selectedId: number | null
  onSelect: (productId: number) => void
  /** A signed-in VIP member: each room at the price the checkout charges them. */
  vipMember?: boolean
}

/** The rooms for the chosen stay, with each one's price for the whole stay and its flights. */
export function OptionsPanel(props: OptionsPanelProps) {
  const { name, groups, currency, selectedId, onSelect, vipMember = false } = props
  return (
    <>
      {groups.map((group) => (
        <fieldset key={group.title} className={s.rooms}>
          <legend>{group.title}</legend>
          {group.products.map((product) => (
            <label key={product.productId} className={s.room}>
              <input
                type="radio"
                name={name}
                value={product.productId}
                checked={selectedId === product.productId}
                onChange={() => onSelect(product.productId)}
              />
              <span>
                <strong>{product.title}</strong>
                <span className={s.muted}>
                  {product.nights} {product.nights === 1 ? 'night' : 'nights'} ·{' '}
                  {dayLabel(product.checkInDate)} to {dayLabel(product.checkOutDate)}
                </span>
                {product.flight ? <Flight flight={product.flight} currency={currency} /> : null}
              </span>
              <span className={s.roomPrice}>
                <strong>{formatMoney(stayUnitPrice(product, vipMember), currency)}</strong>
                {product.originalPrice > product.price ? (
                  <s>{formatMoney(product.originalPrice, currency)}</s>
                ) : null}
                <span className={s.muted} data-testid="travel-room-unit">
                  {stayUnitWording(props.perPerson)}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      ))}
    </>
  )
}

/** §3 deposit: pay part now; the balance and its due date are shown before paying. Offered
 * only where the shopper's price leaves a balance (stayDepositSplit), as checkout splits it. */
export function DepositChoice(props: {
  product: CalendarProduct
  currency: Currency
  checked: boolean
  onChange: (checked: boolean) => void
  /** A signed-in VIP member: the balance is what is left of the member's price, as checkout
   * splits it. */
  vipMember?: boolean
}) {
  const { product, currency } = props
  const split = stayDepositSplit(product, 1, props.vipMember === true)
  if (split === null) return null
  return (
    <label className={s.deposit}>
      <input
        type="checkbox"
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <span>
        {/* Per the unit the basket charges (a room, or a guest on a per-person deal). */}
        Pay a deposit of <strong>{formatMoney(split.payNow, currency)}</strong> per{' '}
        {product.chargedPer} now
        {props.checked && product.balance !== null ? (
          <span className={s.muted} data-testid="travel-balance">
            {' '}
            Balance {formatMoney(split.payLater, currency)} per {product.chargedPer}
            {product.balanceDueDate ? ` due by ${dayLabel(product.balanceDueDate)}` : ''}
          </span>
        ) : null}
      </span>
    </label>
  )
}

/** The stay's total for the party, and what a deposit takes today: both what the order
 * charges (stayUnitPrice, stayDepositSplit). */
export function StayTotal({
  product,
  guests,
  units,
  deposit,
  currency,
  vipMember,
}: {
  product: CalendarProduct
  guests: number
  units: number
  deposit: boolean
  currency: Currency
  vipMember: boolean
}) {
  const today = deposit ? stayDepositSplit(product, units, vipMember) : null
  return (
    <p className={s.total} aria-live="polite" data-testid="travel-total">
      <span>
        Total for {guests} guests
        {units !== guests ? ` (${units} ${units === 1 ? 'room' : 'rooms'})` : ''}
        {today ? (
          <span className={s.muted}>Pay {formatMoney(today.payNow, currency)} today</span>
        ) : null}
      </span>
      {/* The API prices one unit (stayUnitCharge), the basket charges it per unit, at the
              member's price for a member (stayUnitPrice): the total here is the order's. */}
      <strong data-testid="travel-total-amount">
        {formatMoney(stayUnitPrice(product, vipMember) * units, currency)}
      </strong>
    </p>
  )
}
