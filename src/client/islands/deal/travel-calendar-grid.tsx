import { useEffect, useRef, type KeyboardEvent } from 'react'
import { useUser } from '../../api/session-check'
import { memberUnitPrice } from '../../../shared/domain/checkout/vip'
import { formatMoney } from '../../../shared/format/money'
import type { CalendarDay } from '../../../shared/schemas/availability'
import type { Currency } from '../../../shared/schemas/money'
import { addCalendarDays } from '../../../shared/domain/dates'
import { dayLabel, monthCells } from './travel-calendar-dates'
import * as s from './travel-calendar.styles'

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']
const SHADES = [s.shade0, s.shade1, s.shade2, s.shade3, s.shade4]

export interface CalendarGridProps {
  year: number
  month: number
  labelId: string
  days: ReadonlyMap<string, CalendarDay>
  shades: Record<string, number>
  currency: Currency
  checkIn: string | null
  checkOut: string | null
  /** The end of the hover preview, when a check-out is being chosen. */
  preview: string | null
  focusDate: string
  /** True once the visitor moves with the keyboard, so focus follows `focusDate`. */
  keyboard: boolean
  selectable: (date: string) => boolean
  onFocusDate: (date: string) => void
  onPick: (date: string) => void
  onHover: (date: string | null) => void
  onClear: () => void
}

// Whole pounds or euros fit a 390 px wide cell; the exact price is in the cell's label.
const cellPrice = (minor: number, currency: Currency) =>
  formatMoney(Math.round(minor / 100) * 100, currency, { zeroAsAmount: true })

function status(day: CalendarDay | undefined, selectable: boolean): string {
  if (!day) return 'no availability'
  if (day.soldOut) return 'sold out'
  if (!day.openForSale) return 'closed'
  return selectable ? 'available' : 'not available for this stay'
}

const KEY_STEP: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }

/** The month as an ARIA grid (one tab stop, arrow keys move the day, Enter or Space picks,
 * Escape clears the stay): the WAI-ARIA date picker pattern, so a screen reader hears
 * 'Sat 5 December, £129, available' on each day. */
export function CalendarGrid(props: CalendarGridProps) {
  const { days, currency, checkIn, checkOut, preview, focusDate } = props
  const cells = monthCells(props.year, props.month)
  // A VIP member sees each night at the price they pay for it (memberUnitPrice on the day's
  // price and VIP price), as the stay panel and the checkout charge them.
  const { vipUser } = useUser()
  const first = cells.find((cell) => cell !== null) ?? focusDate
  const last = cells.at(-1) ?? focusDate
  const buttons = useRef(new Map<string, HTMLButtonElement>())

  useEffect(() => {
    if (props.keyboard) buttons.current.get(focusDate)?.focus()
  }, [focusDate, props.keyboard])

  const rangeEnd = checkOut ?? preview
  const inRange = (date: string) =>
    checkIn !== null && rangeEnd !== null && date > checkIn && date < rangeEnd

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    let next: string | null = null
    if (event.key in KEY_STEP) next = addCalendarDays(focusDate, KEY_STEP[event.key] ?? 0)
    else if (event.key === 'Home') next = first
    else if (event.key === 'End') next = last
    else if (event.key === 'Escape') {
      event.preventDefault()
      props.onClear()
      return
    } else return
    event.preventDefault()
    // Moves stay in the shown month; the month buttons change month.
    props.onFocusDate(next < first ? first : next > last ? last : next)
  }

  const weeks: (string | null)[][] = []
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7))

  return (
    <table
      role="grid"
      aria-labelledby={props.labelId}
      className={s.grid}
      onKeyDown={onKeyDown}
      onMouseLeave={() => props.onHover(null)}
    >
      <thead>
        <tr>
          {WEEKDAYS.map((name) => (
            <th key={name} scope="col" abbr={name}>
              {name.slice(0, 2)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.find(Boolean) ?? 'lead'}>
            {Array.from({ length: 7 }, (_, i) => week[i] ?? null).map((date, i) => {
              if (!date) return <td key={`pad-${i}`} role="gridcell" aria-hidden="true" />
              const day = days.get(date)
              const ok = props.selectable(date)
              const edge = date === checkIn || date === checkOut
              const standard = day?.minPrice ?? null
              const member =
                day && standard !== null
                  ? memberUnitPrice({
                      price: standard,
                      vipPrice: day.vipPrice,
                      vipDiscountAllowed: day.vipDiscountAllowed,
                      vip: true,
                    })
                  : null
              const vipSaves = member !== null && standard !== null && member < standard
              const price = vipUser && vipSaves ? member : standard
              const vip = !vipSaves
                ? ''
                : vipUser
                  ? ', your VIP price'
                  : `, VIP ${formatMoney(member, currency)}`
              const role = date === checkIn ? ', check-in' : date === checkOut ? ', check-out' : ''
              const label = `${dayLabel(date)}${price !== null ? `, ${formatMoney(price, currency)}` : ''}${vip}, ${status(day, ok)}${role}`
              const shade = props.shades[date]
              const classes = [
                s.day,
                shade !== undefined && ok ? SHADES[shade] : '',
                edge ? s.edge : '',
                inRange(date) ? (checkOut ? s.range : s.preview) : '',
                !checkOut && date === preview ? s.preview : '',
              ]
              return (
                <td key={date} role="gridcell" aria-selected={edge || inRange(date)}>
                  <button
                    type="button"
                    ref={(el) => {
                      if (el) buttons.current.set(date, el)
                      else buttons.current.delete(date)
                    }}
                    className={classes.filter(Boolean).join(' ')}
                    tabIndex={date === focusDate ? 0 : -1}
                    aria-label={label}
                    aria-disabled={!ok}
                    data-date={date}
                    onClick={() => {
                      props.onFocusDate(date)
                      if (ok) props.onPick(date)
                    }}
                    onMouseEnter={() => props.onHover(date)}
                  >
                    <span className={s.dayNumber}>{Number(date.slice(8))}</span>
                    <span className={s.dayPrice} aria-hidden="true">
                      {day?.soldOut
                        ? 'Full'
                        : day && !day.openForSale
                          ? '–'
                          : price !== null
                            ? cellPrice(price, currency)
                            : '–'}
                    </span>
                    {vip ? (
                      <span className={s.vip} aria-hidden="true">
                        VIP
                      </span>
                    ) : null}
                  </button>
                </td>
              )
            })}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
