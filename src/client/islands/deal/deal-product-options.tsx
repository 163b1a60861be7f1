import { truncateText } from '../../../shared/domain/deal/price-text'
import {
  LIMITED_AVAILABILITY_MAX_REMAINING,
  onlyNLeftLabel,
} from '../../../shared/domain/deal/stock-state'
import { formatMoney } from '../../../shared/format/money'
import type { Currency } from '../../../shared/schemas/money'
import { visuallyHidden } from '../../../themes/global-styles'
import { optionStatus, type OptionStatus, type PickerOption } from './deal-quantity'
import * as s from './deal-product-picker.styles'

interface OptionsProps {
  options: readonly PickerOption[]
  selectedId: number | null
  currency: Currency
  showPrices: boolean
  onPick: (id: number) => void
}

// A select option is one line: long titles would widen the control past a phone's screen.
const OPTION_LABEL_LIMIT = 60

const STATUS_TAG: Record<Exclude<OptionStatus, 'on-sale'>, string> = {
  'sold-out': 'Sold out',
  capped: "Today's limit reached",
  'vip-only': 'VIP members only',
}

/** The count behind an option's 'Only N left!': the smallest of its remaining counts, when it
 * is a handful (§4 'limited availability'). */
function lowRemaining(option: PickerOption): number | null {
  const counts = [option.totalRemaining, option.totalRemainingForDay, option.totalRemainingForWeek]
  const known = counts.filter((n): n is number => n !== null)
  const least = known.length > 0 ? Math.min(...known) : null
  return least !== null && least <= LIMITED_AVAILABILITY_MAX_REMAINING ? least : null
}

/** Dropdown deals (§3 productDisplay 'dropdown'): one native select, options off sale disabled
 * and labelled with why. */
export function OptionSelect(props: OptionsProps & { id: string }) {
  return (
    <div>
      <label htmlFor={props.id}>Choose your option</label>
      <select
        id={props.id}
        name="product"
        className={s.select}
        value={props.selectedId ?? ''}
        onChange={(event) => props.onPick(Number(event.target.value))}
      >
        {props.selectedId === null ? <option value="">No option available</option> : null}
        {props.options.map((option) => {
          const status = optionStatus(option)
          const title = truncateText(option.title, OPTION_LABEL_LIMIT)
          const price = props.showPrices ? `: ${formatMoney(option.price, props.currency)}` : ''
          const tag = status === 'on-sale' ? '' : ` (${STATUS_TAG[status]})`
          return (
            <option key={option.id} value={option.id} disabled={status !== 'on-sale'}>
              {`${title}${price}${tag}`}
            </option>
          )
        })}
      </select>
    </div>
  )
}

/** Default and calendar deals: a radio card per option with its price, original price, any
 * 'Only N left!' and postage; options off sale are shown, disabled, with why. Arrow keys move
 * between the radios as usual. */
export function OptionRadios(props: OptionsProps & { name: string }) {
  const money = (minor: number) => formatMoney(minor, props.currency)
  return (
    <fieldset>
      <legend>Choose your option</legend>
      <ul className={s.options}>
        {props.options.map((option) => {
          const status = optionStatus(option)
          const left = status === 'on-sale' ? onlyNLeftLabel(lowRemaining(option)) : null
          return (
            <li key={option.id}>
              <label className={s.option}>
                <input
                  type="radio"
                  name={props.name}
                  value={option.id}
                  checked={option.id === props.selectedId}
                  disabled={status !== 'on-sale'}
                  onChange={() => props.onPick(option.id)}
                />
                <span className={s.optionTitle}>{option.title}</span>
                {props.showPrices ? (
                  <span className={s.optionPrice}>
                    <strong>{money(option.price)}</strong>
                    {option.originalPrice > option.price ? (
                      <s>
                        <span className={visuallyHidden}>was </span>
                        {formatMoney(option.originalPrice, props.currency, { zeroAsAmount: true })}
                      </s>
                    ) : null}
                  </span>
                ) : (
                  <span />
                )}
                {status === 'on-sale' ? null : <span className={s.tag}>{STATUS_TAG[status]}</span>}
                {left ? <span className={s.hint}>{left}</span> : null}
                {option.postagePrice > 0 ? (
                  <span className={s.hint}>Plus {money(option.postagePrice)} postage</span>
                ) : null}
              </label>
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}
