import { SPECIAL_SUBCATEGORY_TOTAL_LIMIT_MINOR } from '../../config/constants'
import { formatMoney } from '../../format/money'
import type { Currency } from '../../schemas/money'
import { specialSubcategoryAllowed } from '../deal/max-quantity'

interface SubcategoryLine {
  lineId: string
  subCategoryId: number | null
}

export interface SubcategoryRuleInput {
  lines: readonly SubcategoryLine[]
  /** The order total in minor units: goods after promo and VIP discounts, before wallet credit
   * (credit is a way to pay, not a lower price). */
  total: number
  currency: Currency
}

export interface SubcategoryRuleResult {
  allowed: boolean
  /** Lines in a restricted subcategory while the total is 50 or more. */
  blockedLineIds: string[]
  message: string | null
}

/** transactions §5 / storefront §5: "Subcategories 14, 17, 386, 398, 585, 586 are allowed only
 * when the total is under 50". The 50 is read in major units of the basket's own currency — £50
 * on the UK brands, €50 on the Irish ones (5000 minor units either way): the spec gives a bare
 * figure and prices everywhere else are per-brand currency, so no exchange rate is applied. The
 * basket total decides, not the line's own price, since the rule caps the order. The spec gives
 * no wording for the refusal; ours names the limit so the shopper knows what to change.
 * @example subcategoryRule({ lines: [{ lineId: 'a', subCategoryId: 14 }], total: 5000, currency: 'GBP' }).allowed === false */
export function subcategoryRule(input: SubcategoryRuleInput): SubcategoryRuleResult {
  const blockedLineIds = input.lines
    .filter(
      (line) =>
        line.subCategoryId !== null &&
        !specialSubcategoryAllowed({ subCategoryId: line.subCategoryId, total: input.total }),
    )
    .map((line) => line.lineId)
  if (blockedLineIds.length === 0) return { allowed: true, blockedLineIds, message: null }
  const limit = formatMoney(SPECIAL_SUBCATEGORY_TOTAL_LIMIT_MINOR, input.currency)
  return {
    allowed: false,
    blockedLineIds,
    message: `Some items in your basket can only be bought in orders under ${limit}. Please remove them or reduce your order.`,
  }
}
