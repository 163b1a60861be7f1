import { useEffect, useState, type FormEvent } from 'react'
import { SPECIAL_SUBCATEGORY_TOTAL_LIMIT_MINOR } from '../../../shared/config/constants'
import { specialSubcategoryAllowed } from '../../../shared/domain/deal/max-quantity'
import { formatMoney } from '../../../shared/format/money'
import type { Currency } from '../../../shared/schemas/money'
import { trackAddToCart } from '../../analytics/track'
import type { ApiResult } from '../../api/account-api'
import { addToBasket, type AddToBasketResult } from '../../api/basket-api'
import { useFormSubmit } from '../../hooks/use-form-submit'
import { useUser } from '../../api/session-check'
import { useRead } from '../../api/swr'
import { loadStock, stockKeyFor } from '../../live-stock'
import type { DealProductPickerProps } from './deal-product-picker'
import {
  boundedQuantity,
  optionStatus,
  quantityBounds,
  readLiveStock,
  withLiveStock,
  type LiveDealStock,
  type PickerOption,
  type QuantityBounds,
} from './deal-quantity'

function firstOnSale(options: readonly PickerOption[], preferred: number | null): number | null {
  const onSale = options.filter((option) => optionStatus(option) === 'on-sale')
  return (onSale.find((option) => option.id === preferred) ?? onSale[0])?.id ?? null
}

/** The deal's live stock, read once hydrated (the page is cached), through the key the page's
 * live-stock pass reads, so the page asks once. Offline or blocked, the server's counts stand;
 * the basket checks stock again anyway. */
function useLiveStock(dealId: number): LiveDealStock | null {
  const { data } = useRead(stockKeyFor(dealId), loadStock)
  return data ? readLiveStock(data, dealId) : null
}

/** The options as this visitor sees them (live stock, members' prices) and the one picked. */
function usePickedOption(props: DealProductPickerProps, live: LiveDealStock | null) {
  // VIP-exclusive options are for members (§6): the session check says who is one; the cached
  // HTML shows them as members-only to everyone until then.
  const { vipUser } = useUser()
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
  // Live stock may take the picked option off sale: move to the next one still on sale.
  const selected = options.find((option) => option.id === selectedId) ?? null
  const selectable = selected !== null && optionStatus(selected) === 'on-sale'
  useEffect(() => {
    if (live && !selectable) setSelectedId(firstOnSale(withLiveStock(props.options, live), null))
  }, [live, selectable, props.options])
  return { options, selectedId, setSelectedId, selected, selectable }
}

/** The picker's state: options, the pick, the quantity held to its bounds, the total, why Buy
 * now is disabled, and the add-to-basket submission that goes on to checkout. */
export function useDealProductPicker(props: DealProductPickerProps) {
  const { currency, dealId } = props
  const live = useLiveStock(dealId)
  const { options, selectedId, setSelectedId, selected, selectable } = usePickedOption(props, live)
  const [wanted, setWanted] = useState(1)
  const { busy, failure, setFailure, run } = useFormSubmit()

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
    setFailure(null)
  }

  async function buy(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!canBuy || !selected || busy) return
    const result = await run(
      async (): Promise<ApiResult<AddToBasketResult>> => {
        const added = await addToBasket(props.brand, {
          dealId,
          dealProductId: selected.id,
          quantity,
        })
        // 'max quantity reached' and 'Oops! This item is no longer available' (§8) read as
        // they are.
        return { ok: added.ok, status: 0, data: added, message: added.ok ? null : added.message }
      },
      { leaving: (answer) => answer.ok },
    )
    if (!result.data?.ok) return
    trackAddToCart(currency, [
      {
        dealId,
        productId: selected.id,
        name: selected.title,
        unitPriceMinor: selected.price,
        quantity,
      },
    ])
    window.location.assign(result.data.checkoutPath)
  }

  return {
    options,
    selectedId,
    selected,
    bounds,
    quantity,
    setWanted,
    tooFew,
    maxReached,
    total,
    canBuy,
    message,
    pick,
    buy,
    busy,
    error: failure ?? '',
  }
}

export type DealProductPickerState = ReturnType<typeof useDealProductPicker>

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
