import { formatCount } from '../../../shared/format/count'
/** '1,234 bought', or null before the first sale (a '0 bought' line sells nothing).
 * @example boughtLabel(1234) === '1,234 bought' */
export function boughtLabel(totalBought: number): string | null {
  return totalBought > 0 ? `${formatCount(totalBought)} bought` : null
}

/** The discount badge text, or null when there is no discount to show.
 * @example discountLabel(62) === '-62%' */
export function discountLabel(discountPercentage: number, showDiscount = true): string | null {
  return showDiscount && discountPercentage > 0 ? `-${Math.round(discountPercentage)}%` : null
}

/** Storefront §2 'Application shell' and §3: the original price is shown "only when different".
 * @example showsOriginalPrice(2900, 7900) === true */
export function showsOriginalPrice(price: number, originalPrice: number): boolean {
  return originalPrice > 0 && originalPrice !== price
}

/** The caption shown beside a price ('from', 'pp', 'per room'), or null. §5: "Price text is
 * hidden if it contains %, £ or € when the flag is set": such text would restate (or
 * contradict) the price and discount badge printed next to it.
 * @example priceCaption('per room', true) === 'per room'; priceCaption('£10 off', true) === null */
export function priceCaption(priceText: string | null, showPriceText: boolean): string | null {
  if (!showPriceText || !priceText) return null
  return /[%£€]/.test(priceText) ? null : priceText
}
