import {
  clampQuantity,
  depositPairMinQuantity,
  maxQuantityUserCanBuy,
} from '../../../shared/domain/deal/max-quantity'

/** One option of the product picker, as the server hands it to the island (public data only). */
export interface PickerOption {
  id: number
  title: string
  price: number
  originalPrice: number
  discountPercentage: number
  vipExclusive: boolean
  soldOut: boolean
  totalRemaining: number | null
  totalRemainingForDay: number | null
  totalRemainingForWeek: number | null
  /** Per-customer cap on this option. */
  purchaseCap: number | null
  postagePrice: number
  hasDeposit: boolean
}

/** The deal-wide facts the quantity rules need. */
export interface PickerDeal {
  /** Per-customer cap on the whole deal. */
  purchaseCap: number | null
  depositAvailable: boolean
  /** Priced per person for two sharing (a room or package for a pair). */
  pricePerPerson: boolean
}

/** `/api/v1/stock` for one deal (src/shared/schemas/stock.ts, read without zod in islands). */
interface LiveStock {
  soldOut: boolean
  remaining: number | null
  capReached: boolean
}
export interface LiveDealStock extends LiveStock {
  products: Record<string, LiveStock>
}

export type OptionStatus = 'on-sale' | 'sold-out' | 'capped' | 'vip-only'

/** Whether an option can be picked: VIP-exclusive options are shown but only VIP members may
 * buy them (§6), and the cached page is the same for everyone, so they are never selectable here.
 * @example optionStatus({ ...option, soldOut: true }) === 'sold-out' */
export function optionStatus(option: PickerOption): OptionStatus {
  if (option.soldOut || option.totalRemaining === 0) return 'sold-out'
  if (option.vipExclusive) return 'vip-only'
  if (option.totalRemainingForDay === 0 || option.totalRemainingForWeek === 0) return 'capped'
  return 'on-sale'
}

/** The options with live stock laid over the server's (possibly cached) counts. A cap reached
 * today reads as no units left today, which `optionStatus` shows as capped.
 * @example withLiveStock(options, { products: { '7': { soldOut: true, … } }, … })[0].soldOut === true */
export function withLiveStock(
  options: readonly PickerOption[],
  live: LiveDealStock | null,
): PickerOption[] {
  if (!live) return [...options]
  return options.map((option) => {
    const stock = live.products[String(option.id)]
    if (!stock) return option
    return {
      ...option,
      soldOut: stock.soldOut,
      totalRemaining: stock.remaining,
      totalRemainingForDay: stock.capReached ? 0 : option.totalRemainingForDay,
    }
  })
}

export interface QuantityBounds {
  /** 2 for a deposit-priced pair deal, else 1 (§5). */
  min: number
  /** §5 'Maximum quantity a user can buy'; null when nothing limits it. */
  max: number | null
}

/** The quantity range for an option: `maxQuantityUserCanBuy` over its daily, weekly and overall
 * remaining counts, the deal's remaining units and both per-customer caps. What this customer
 * already bought is personal and unknown on a cached page: the basket enforces that part.
 * @example quantityBounds(option, deal, 12) → { min: 1, max: 12 } */
export function quantityBounds(
  option: PickerOption,
  deal: PickerDeal,
  dealRemaining: number | null,
): QuantityBounds {
  return {
    min: depositPairMinQuantity({
      depositPriced: deal.depositAvailable || option.hasDeposit,
      pair: deal.pricePerPerson,
    }),
    max: maxQuantityUserCanBuy({
      remainingForDay: option.totalRemainingForDay,
      remainingForWeek: option.totalRemainingForWeek,
      dealRemaining,
      productRemaining: option.totalRemaining,
      dealCap: deal.purchaseCap,
      productCap: option.purchaseCap,
    }),
  }
}

/** A wanted quantity brought inside the bounds with `clampQuantity`, then raised to the minimum
 * (a pair deal offers 2, never 1). When even the minimum is over the maximum, the maximum wins:
 * the picker then says the option cannot be bought.
 * @example boundedQuantity(9, { min: 1, max: 3 }) === 3; boundedQuantity(1, { min: 2, max: null }) === 2 */
export function boundedQuantity(wanted: number, bounds: QuantityBounds): number {
  const clamped = clampQuantity(wanted, bounds.max)
  if (bounds.max !== null && bounds.max < bounds.min) return clamped
  return Math.max(bounds.min, clamped)
}

/** Live deal stock from the stock API answer, or null when it is not usable. */
export function readLiveStock(body: unknown, dealId: number): LiveDealStock | null {
  const deals = (body as { deals?: Record<string, unknown> } | null)?.deals
  const deal = deals?.[String(dealId)] as LiveDealStock | undefined
  return deal && typeof deal.soldOut === 'boolean' && deal.products ? deal : null
}
