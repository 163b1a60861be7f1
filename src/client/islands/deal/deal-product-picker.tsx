import { useEffect, useId, useState, type FormEvent } from 'react'
import type { BrandId } from '../../../shared/config/brands'
import { trackAddToCart } from '../../analytics/track'
import { addToBasket } from '../../api/basket-api'
import {
  DEFAULT_HTTP_TIMEOUT_MS,
  SPECIAL_SUBCATEGORY_TOTAL_LIMIT_MINOR,
} from '../../../shared/config/constants'
import { specialSubcategoryAllowed } from '../../../shared/domain/deal/max-quantity'
import { formatMoney } from '../../../shared/format/money'
import type { ProductDisplayType } from '../../../shared/schemas/deal'
import type { Currency } from '../../../shared/schemas/money'
import {
  boundedQuantity,
  optionStatus,
  quantityBounds,
  readLiveStock,
  withLiveStock,
  type LiveDealStock,
  type PickerDeal,
  type PickerOption,
  type QuantityBounds,
} from './deal-quantity'
import { OptionRadios, OptionSelect } from './deal-product-options'
import * as s from './deal-product-picker.styles'
import { useAtomValue } from '../../state/jotai'
import { userAtom } from '../../state/page-state'

export interface DealProductPickerProps extends PickerDeal {
  dealId: number
  brand: BrandId
  currency: Currency
  displayType: ProductDisplayType
  subCategoryId: number
  /** The deal's showPrice flag: a hidden-price deal (§4 'hidden') shows no option prices or
   * total either. */
  showPrices: boolean
  /** Worked out by the loader (§4 'Deal availability'); false disables Buy now. */
  available: boolean
  /** Why it cannot be bought, shown beside the disabled button. */
  unavailableMessage: string | null
  options: PickerOption[]
  /** The option named in the URL (/deal/…/{dealId}/{productId}), preselected when on sale. */
  preselectedId: number | null
  /** The server knew the visitor for a VIP member: options already at member prices and open. */
  vipMember?: boolean
}

function firstOnSale(options: readonly PickerOption[], preferred: number | null): number | null {
  const onSale = options.filter((option) => optionStatus(option) === 'on-sale')
  return (onSale.find((option) => option.id === preferred) ?? onSale[0])?.id ?? null
}

/** Island 'deal-product-picker': the deal's options as a select (dropdown deals) or a radio
 * list (default and calendar deals), a quantity stepper held to §5 'Maximum quantity', the
 * total, and Buy now, which adds the pick to the basket and goes to checkout. The page is
 * cached, so once hydrated the picker reads live stock itself; it renders no
 * `data-stock-product` markers, so the page-wide live-stock pass never touches its DOM. */
export function DealProductPicker(props: DealProductPickerProps) {
  const { currency, dealId } = props
  const id = useId()
  const [live, setLive] = useState<LiveDealStock | null>(null)
  // VIP-exclusive options are for members (§6): the session check says who is one; the cached
  // HTML shows them as members-only to everyone until then.
  const { vipUser } = useAtomValue(userAtom)
  const options = withLiveStock(props.options, live).map((option) =>
    vipUser && option.vipExclusive ? { ...option, vipExclusive: false } : option,
  )
  const [selectedId, setSelectedId] = useState(() => firstOnSale(options, props.preselectedId))
  // The session check can open members-only options after the first render: pick one then,
  // so a VIP-only deal is never left with nothing selected.
  const noneSelected = selectedId === null
  useEffect(() => {
    if (vipUser && noneSelected) setSelectedId(firstOnSale(options, props.preselectedId))
    // options is rebuilt on every render; the member flag and the empty pick are the triggers.
  }, [vipUser, noneSelected])
  const [wanted, setWanted] = useState(1)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')

  useEffect(() => {
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), DEFAULT_HTTP_TIMEOUT_MS)
    fetch(`/api/v1/stock?ids=${dealId}`, {
      credentials: 'same-origin',
      signal: controller.signal,
    })
      .then((res) => (res.ok ? res.json() : null))
      .then((body: unknown) => setLive(readLiveStock(body, dealId)))
      // Offline or blocked: the server's counts stand; the basket checks stock again anyway.
      .catch(() => undefined)
      .finally(() => clearTimeout(timer))
    return () => controller.abort()
  }, [dealId])

  // Live stock may take the picked option off sale: move to the next one still on sale.
  const selected = options.find((option) => option.id === selectedId) ?? null
  const selectable = selected !== null && optionStatus(selected) === 'on-sale'
  useEffect(() => {
    if (live && !selectable) setSelectedId(firstOnSale(withLiveStock(props.options, live), null))
  }, [live, selectable, props.options])

  const bounds = selected ? quantityBounds(selected, props, live?.remaining ?? null) : null
  const quantity = bounds ? boundedQuantity(wanted, bounds) : 0
  const tooFew = bounds !== null && bounds.max !== null && bounds.max < bounds.min
  const maxReached = bounds?.max != null && !tooFew && quantity >= bounds.max
  const total = selected ? selected.price * quantity : 0
  const totalAllowed = specialSubcategoryAllowed({ subCategoryId: props.subCategoryId, total })
  const canBuy = props.available && selectable && !tooFew && quantity > 0 && totalAllowed

  const message = pickerMessage({
    available: props.available,
    unavailableMessage: props.unavailableMessage,
    selected: selectable,
    bounds,
    quantity,
    totalAllowed,
    currency,
  })

  function pick(next: number) {
    setSelectedId(next)
    setError('')
  }

  async function buy(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!canBuy || !selected || busy) return
    setBusy(true)
    setError('')
    const added = await addToBasket(props.brand, {
      dealId,
      dealProductId: selected.id,
      quantity,
    })
    if (added.ok) {
      trackAddToCart(currency, [
        {
          dealId,
          productId: selected.id,
          name: selected.title,
          unitPriceMinor: selected.price,
          quantity,
        },
      ])
      window.location.assign(added.checkoutPath)
      return
    }
    // 'max quantity reached' and 'Oops! This item is no longer available' (§8) read as they are.
    setError(added.message)
    setBusy(false)
  }

  const price = (minor: number) => formatMoney(minor, currency)

  return (
    <form className={s.picker} onSubmit={buy} data-testid="deal-product-picker">
      {props.displayType === 'dropdown' ? (
        <OptionSelect
          id={`${id}-option`}
          options={options}
          selectedId={selectedId}
          currency={currency}
          showPrices={props.showPrices}
          onPick={pick}
        />
      ) : (
        <OptionRadios
          name={`product-${dealId}`}
          options={options}
          selectedId={selectedId}
          currency={currency}
          showPrices={props.showPrices}
          onPick={pick}
        />
      )}
      {props.displayType === 'calendar' ? (
        <p className={s.note}>
          Choose dates: you pick your stay dates after choosing an option and adding it to your
          basket.
        </p>
      ) : null}
      {/* Nothing on sale: no quantity and no 'Total Free' for a pick that cannot be made. */}
      {props.available && selected ? (
        <div className={s.row}>
          <div className={s.stepper} role="group" aria-labelledby={`${id}-qty`}>
            <span id={`${id}-qty`}>Quantity</span>
            <button
              type="button"
              aria-label="Decrease quantity"
              aria-controls={`${id}-qty-input`}
              disabled={!bounds || quantity <= bounds.min}
              onClick={() => setWanted(quantity - 1)}
            >
              −
            </button>
            <input
              id={`${id}-qty-input`}
              type="number"
              inputMode="numeric"
              aria-labelledby={`${id}-qty`}
              min={bounds?.min ?? 0}
              max={bounds?.max ?? undefined}
              value={quantity}
              disabled={!bounds}
              onChange={(event) => setWanted(event.target.valueAsNumber)}
            />
            <button
              type="button"
              aria-label="Increase quantity"
              aria-controls={`${id}-qty-input`}
              disabled={!bounds || maxReached || tooFew}
              onClick={() => setWanted(quantity + 1)}
            >
              +
            </button>
          </div>
          {props.showPrices ? (
            <output className={s.total} htmlFor={`${id}-qty-input`} aria-live="polite">
              Total <strong>{price(total)}</strong>
            </output>
          ) : null}
        </div>
      ) : null}
      <p className={s.note} aria-live="polite">
        {maxReached
          ? `Maximum quantity reached: you can buy up to ${bounds?.max} of this option.`
          : ''}
      </p>
      <p className={s.message} aria-live="polite" data-testid="picker-message">
        {message}
      </p>
      <button type="submit" className={s.buy} disabled={!canBuy || busy} aria-busy={busy}>
        {busy ? 'Adding to basket…' : 'Buy now'}
      </button>
      <p className={s.message} role="alert" aria-live="assertive">
        {error}
      </p>
    </form>
  )
}

interface PickerMessageInput {
  available: boolean
  unavailableMessage: string | null
  /** An option on sale is picked. */
  selected: boolean
  bounds: QuantityBounds | null
  quantity: number
  totalAllowed: boolean
  currency: Currency
}

/** Why Buy now is disabled, in words, or '' when it is not. */
function pickerMessage(input: PickerMessageInput): string {
  const { bounds } = input
  if (!input.available) {
    return input.unavailableMessage ?? 'This deal is not available to buy right now.'
  }
  if (!input.selected || !bounds) return 'Every option is unavailable right now.'
  if (bounds.max !== null && bounds.max < bounds.min) {
    return bounds.max > 0
      ? `Only ${bounds.max} left: this option is sold in twos, so it cannot be bought now.`
      : 'None of this option is left to buy right now.'
  }
  if (!input.totalAllowed) {
    const limit = formatMoney(SPECIAL_SUBCATEGORY_TOTAL_LIMIT_MINOR, input.currency)
    const fix =
      input.quantity > bounds.min
        ? 'Please lower the quantity.'
        : 'Please choose a lower-priced option.'
    return `Orders from this category must total under ${limit}. ${fix}`
  }
  return ''
}
