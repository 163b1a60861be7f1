import { useId, useRef, type RefObject } from 'react'
import type { BrandId } from '../../../shared/config/brands'
import { formatMoney } from '../../../shared/format/money'
import type { ProductDisplayType } from '../../../shared/schemas/deal'
import type { Currency } from '../../../shared/schemas/money'
import type { PickerDeal, PickerOption } from './deal-quantity'
import { OptionRadios, OptionSelect } from './deal-product-options'
import { StickyBuyBar } from './sticky-buy-bar'
import { useDealProductPicker, type DealProductPickerState } from './use-deal-product-picker'
import { useScrolledPast } from './use-scrolled-past'
import * as s from './deal-product-picker.styles'

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

/** Island 'deal-product-picker': the deal's options as a select (dropdown deals) or a radio
 * list (default and calendar deals), a quantity stepper held to §5 'Maximum quantity', the
 * total, and Buy now, which adds the pick to the basket and goes to checkout. The page is
 * cached, so once hydrated the picker shows live stock from the page-wide live-stock pass's
 * read (one SWR key, one request); it renders no `data-stock-product` markers, so that pass
 * never touches its DOM. On a phone, once the picker has scrolled up out of view, a bar fixed to
 * the foot of the screen repeats the total and Buy now (the same form's submit). */
export function DealProductPicker(props: DealProductPickerProps) {
  const id = useId()
  const picker = useDealProductPicker(props)
  const form = useRef<HTMLFormElement>(null)
  const scrolledPast = useScrolledPast(form)
  return (
    <>
      <PickerForm props={props} picker={picker} id={id} form={form} />
      {props.available ? (
        <StickyBuyBar
          formId={`${id}-form`}
          // A pick that cannot be bought says why in the picker, so the bar waits for one that can.
          shown={scrolledPast && (picker.canBuy || picker.busy)}
          total={props.showPrices && picker.selected ? picker.total : null}
          currency={props.currency}
          canBuy={picker.canBuy}
          busy={picker.busy}
        />
      ) : null}
    </>
  )
}

function PickerForm({
  props,
  picker,
  id,
  form,
}: {
  props: DealProductPickerProps
  picker: DealProductPickerState
  id: string
  form: RefObject<HTMLFormElement | null>
}) {
  const { busy, bounds, maxReached } = picker
  return (
    <form
      id={`${id}-form`}
      ref={form}
      className={s.picker}
      onSubmit={picker.buy}
      data-testid="deal-product-picker"
    >
      <PickerOptions props={props} picker={picker} id={id} />
      {props.displayType === 'calendar' ? (
        <p className={s.note}>
          Choose dates: you pick your stay dates after choosing an option and adding it to your
          basket.
        </p>
      ) : null}
      {/* Nothing on sale: no quantity and no 'Total Free' for a pick that cannot be made. */}
      {props.available && picker.selected ? (
        <QuantityRow
          picker={picker}
          id={id}
          currency={props.currency}
          showPrices={props.showPrices}
        />
      ) : null}
      <p className={s.note} aria-live="polite">
        {maxReached
          ? `Maximum quantity reached: you can buy up to ${bounds?.max} of this option.`
          : ''}
      </p>
      <p className={s.message} aria-live="polite" data-testid="picker-message">
        {picker.message}
      </p>
      <button type="submit" className={s.buy} disabled={!picker.canBuy || busy} aria-busy={busy}>
        {busy ? 'Adding to basket…' : 'Buy now'}
      </button>
      <p className={s.message} role="alert" aria-live="assertive">
        {picker.error}
      </p>
    </form>
  )
}

/** The options as a select (dropdown deals) or a radio list. */
function PickerOptions({
  props,
  picker,
  id,
}: {
  props: DealProductPickerProps
  picker: DealProductPickerState
  id: string
}) {
  return props.displayType === 'dropdown' ? (
    <OptionSelect
      id={`${id}-option`}
      options={picker.options}
      selectedId={picker.selectedId}
      currency={props.currency}
      showPrices={props.showPrices}
      onPick={picker.pick}
    />
  ) : (
    <OptionRadios
      name={`product-${props.dealId}`}
      options={picker.options}
      selectedId={picker.selectedId}
      currency={props.currency}
      showPrices={props.showPrices}
      onPick={picker.pick}
    />
  )
}

/** The quantity stepper and, on a deal that shows prices, the total. */
function QuantityRow({
  picker,
  id,
  currency,
  showPrices,
}: {
  picker: DealProductPickerState
  id: string
  currency: Currency
  showPrices: boolean
}) {
  const { bounds, quantity, setWanted } = picker
  return (
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
          disabled={!bounds || picker.maxReached || picker.tooFew}
          onClick={() => setWanted(quantity + 1)}
        >
          +
        </button>
      </div>
      {showPrices ? (
        <output className={s.total} htmlFor={`${id}-qty-input`} aria-live="polite">
          Total <strong>{formatMoney(picker.total, currency)}</strong>
        </output>
      ) : null}
    </div>
  )
}
