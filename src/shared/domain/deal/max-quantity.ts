import {
  SPECIAL_SUBCATEGORY_IDS,
  SPECIAL_SUBCATEGORY_TOTAL_LIMIT_MINOR,
} from '../../config/constants'

type Limit = number | null | undefined

export interface MaxQuantityInput {
  /** Units the deal may still sell today and this week (its daily and weekly stock). */
  remainingForDay?: Limit
  remainingForWeek?: Limit
  dealRemaining?: Limit
  productRemaining?: Limit
  /** Per-customer caps: how many one customer may buy of the deal and of the product. */
  dealCap?: Limit
  productCap?: Limit
  /** Units this customer already bought; counted against the per-customer caps only. */
  userBought?: number | null
}

/** How many units the customer may buy now, or null when nothing limits it (storefront §5:
 * "the smallest non-null of daily, weekly, deal and product remaining counts and caps").
 * The caps are per customer, so what they already bought comes off the caps (not off stock,
 * which their purchases already reduced). Never below 0; fractions round down; non-finite
 * values are ignored like nulls.
 * @example maxQuantityUserCanBuy({ dealRemaining: 40, productRemaining: 7, dealCap: 5, userBought: 2 }) === 3 */
export function maxQuantityUserCanBuy(input: MaxQuantityInput): number | null {
  const bought = finite(input.userBought) ?? 0
  const afterBought = (cap: Limit) => {
    const value = finite(cap)
    return value === null ? null : value - bought
  }
  const limits = [
    input.remainingForDay,
    input.remainingForWeek,
    input.dealRemaining,
    input.productRemaining,
    afterBought(input.dealCap),
    afterBought(input.productCap),
  ]
    .map(finite)
    .filter((value): value is number => value !== null)
  if (limits.length === 0) return null
  return Math.max(0, Math.floor(Math.min(...limits)))
}

/** Keeps a quantity-selector value in [0, max] as a whole number (§5: "the quantity selector is
 * clamped to zero or above"); a null max means no upper bound, and junk input reads as 0.
 * @example clampQuantity(9, 3) === 3; clampQuantity(-1, 3) === 0 */
export function clampQuantity(quantity: number, max: number | null): number {
  const whole = Number.isFinite(quantity) ? Math.floor(quantity) : 0
  // A max that is not a number is junk from upstream: offering nothing is the safe reading.
  const cap = max === null ? Number.POSITIVE_INFINITY : Number.isNaN(max) ? 0 : Math.floor(max)
  return Math.max(0, Math.min(whole, cap))
}

export interface SpecialSubcategoryInput {
  subCategoryId: number
  /** The total in minor units. */
  total: number
}

/** §5: "Deals in subcategories 14, 17, 386, 398, 585, 586 are allowed only when the total is
 * under 50", i.e. under 5000 minor units; every other subcategory is allowed at any total.
 * @example specialSubcategoryAllowed({ subCategoryId: 14, total: 4999 }) === true */
export function specialSubcategoryAllowed(input: SpecialSubcategoryInput): boolean {
  if (!SPECIAL_SUBCATEGORIES.has(input.subCategoryId)) return true
  return input.total < SPECIAL_SUBCATEGORY_TOTAL_LIMIT_MINOR
}

const SPECIAL_SUBCATEGORIES: ReadonlySet<number> = new Set(SPECIAL_SUBCATEGORY_IDS)

export interface DepositPairInput {
  /** The deal is bought by paying a deposit now (§3 depositPrice / payDeposit). */
  depositPriced: boolean
  /** Priced per person for two sharing (a room or package for a pair). */
  pair: boolean
}

/** The smallest quantity the selector may offer: 2 for a deposit-priced pair deal, since a
 * per-person deposit for one would book half a room (§5 'Calendar'); otherwise 1.
 * @example depositPairMinQuantity({ depositPriced: true, pair: true }) === 2 */
export function depositPairMinQuantity(input: DepositPairInput): 1 | 2 {
  return input.depositPriced && input.pair ? 2 : 1
}

function finite(value: Limit): number | null {
  return value != null && Number.isFinite(value) ? value : null
}
