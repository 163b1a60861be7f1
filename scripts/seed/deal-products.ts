import type { ProductDisplayType } from '../../src/shared/schemas/deal'
import type { Currency } from '../../src/shared/schemas/money'
import type { SubcategoryCopy } from './deal-copy'
import type { DealPlan, Scenario } from './plan'
import type { Prng } from './prng'
import { discounted, priceMinor, vipPrice } from './pricing'
import { productSpecs } from './products'

/** A deal_products row (migrations/0002_deals.sql). */
export interface ProductRow {
  id: number
  deal_id: number
  position: number
  row_id: number | null
  column_id: number | null
  title: string
  friendly_name: string
  price: number
  original_price: number
  vip_price: number | null
  vip_exclusive: boolean
  total_bought: number
  total_remaining: number | null
  remaining_for_day: number | null
  remaining_for_week: number | null
  purchase_cap: number | null
  admin_fee: number
  postage_price: number
  has_deposit: boolean
  deposit_price: number | null
  number_of_nights: number | null
  best_seller_claim: boolean
  sold_out: boolean
}

export interface ProductInput {
  dealId: number
  firstProductId: number
  copy: SubcategoryCopy
  headline: string
  currency: Currency
  style: 'whole' | 'pennies'
  travel: boolean
  displayType: ProductDisplayType
  leadNights: number
  scenarios: readonly Scenario[]
  priceBand: DealPlan['priceBand']
  vipPercent: number | null
  vipOnly: boolean
  postage: boolean
  dailyCap: number | null
  weeklyCap: number | null
  deposit: boolean
  /** A calendar deal of rooms priced per night rather than stays of set lengths. */
  perNight: boolean
}

/** Discount ranges from the marketing copy: up to 80% on local deals, 50% on travel (§1). */
function priceRange(input: ProductInput): { major: [number, number]; percent: [number, number] } {
  if (input.priceBand === 'under-50') return { major: [25, 70], percent: [50, 70] }
  if (input.priceBand === 'over-50') return { major: [150, 400], percent: [30, 60] }
  return { major: [...input.copy.price], percent: input.travel ? [20, 50] : [30, 80] }
}

const clamp = (n: number, [min, max]: [number, number]) => Math.min(max, Math.max(min, n))

/** Priced products for one deal; `lead` is the cheapest one a non-VIP can buy (or the
 * cheapest of all on a VIP-only deal), whose prices become the deal's lead-in prices. */
export function buildProducts(rng: Prng, input: ProductInput) {
  const has = (s: Scenario) => input.scenarios.includes(s)
  const { major, percent } = priceRange(input)
  const base = rng.int(major[0], major[1])
  const dealPercent = rng.int(percent[0], percent[1])
  const specs = productSpecs(
    rng,
    input.copy.options,
    input.displayType,
    input.leadNights,
    input.perNight,
  )
  const vipExtra =
    !input.vipOnly && input.vipPercent !== null && specs.length > 1 && rng.chance(0.1)
  const depositCap = input.currency === 'GBP' ? 5000 : 6000

  const products = specs.map((spec, i): ProductRow => {
    const free = has('lead-gen')
    const original = free ? 0 : priceMinor(base * spec.multiplier, input.currency, input.style)
    const off = i === 0 ? dealPercent : clamp(dealPercent + rng.int(-4, 4), percent)
    const price = free ? 0 : discounted(original, off, input.style)
    const soldOut = has('sold-out') || (i > 0 && rng.chance(0.05))
    const remainingForDay =
      input.dailyCap === null ? null : has('daily-cap-reached') ? 0 : rng.int(1, input.dailyCap)
    const remainingForWeek =
      input.weeklyCap === null
        ? null
        : has('weekly-cap-reached')
          ? 0
          : rng.int(remainingForDay ?? 1, input.weeklyCap)
    const hasDeposit = input.deposit && price > 0
    return {
      id: input.firstProductId + i,
      deal_id: input.dealId,
      position: i,
      row_id: spec.rowId,
      column_id: spec.columnId,
      title: spec.title,
      friendly_name: `${input.headline} – ${spec.title}`,
      price,
      original_price: original,
      vip_price: input.vipPercent === null ? null : vipPrice(price, input.vipPercent),
      vip_exclusive: input.vipOnly || (vipExtra && i === specs.length - 1),
      total_bought: rng.int(0, 3000),
      total_remaining: soldOut
        ? 0
        : rng.chance(0.6)
          ? null
          : rng.weighted([rng.int(1, 10), rng.int(10, 500)], [1, 4]),
      remaining_for_day: remainingForDay,
      remaining_for_week: remainingForWeek,
      purchase_cap: rng.chance(0.7) ? null : rng.int(1, 10),
      admin_fee: input.travel ? rng.pick([0, 0, 299, 349]) : 0,
      postage_price: input.postage ? rng.pick([199, 299, 399, 499]) : 0,
      has_deposit: hasDeposit,
      deposit_price: hasDeposit ? Math.min(price, depositCap) : null,
      number_of_nights: spec.numberOfNights,
      best_seller_claim: rng.chance(0.1),
      sold_out: soldOut,
    }
  })

  const buyable = products.filter((p) => !p.vip_exclusive)
  const lead = (buyable.length > 0 ? buyable : products).reduce((min, p) =>
    p.price < min.price ? p : min,
  )
  return { products, lead, specs }
}
