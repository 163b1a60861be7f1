import type { Currency } from '../../shared/schemas/money'

/** A line as the storefront knows it: money in integer minor units (DESIGN 'Money'). */
export interface TrackedLine {
  dealId: number
  /** The product (option) bought, when the deal has several. */
  productId?: number | null
  name: string
  /** Unit price in minor units (pence, cent). */
  unitPriceMinor: number
  quantity: number
  /** e.g. 'Food & Drink > Restaurants'. */
  category?: string | null
  variant?: string | null
}

/** An item as GA4 e-commerce events carry it: price in major units. */
export interface Ga4Item {
  item_id: string
  item_name: string
  price: number
  quantity: number
  item_category?: string
  item_variant?: string
}

/** Minor units to major units, rounded to cents so float noise never reaches a report.
 * @example toMajor(2950) === 29.5 */
export const toMajor = (minor: number): number => Math.round(minor) / 100

/** A storefront line as a GA4 item. The item id is the deal id, so reports group by deal; the
 * product id travels as the variant when there is no variant name.
 * @example ga4Item({ dealId: 7, name: 'Spa day', unitPriceMinor: 2950, quantity: 2 }).price === 29.5 */
export function ga4Item(line: TrackedLine): Ga4Item {
  const variant = line.variant ?? (line.productId ? String(line.productId) : null)
  return {
    item_id: String(line.dealId),
    item_name: line.name,
    price: toMajor(line.unitPriceMinor),
    quantity: line.quantity,
    ...(line.category ? { item_category: line.category } : {}),
    ...(variant ? { item_variant: variant } : {}),
  }
}

/** The `value` of an e-commerce event: the lines' total in major units.
 * @example cartValue([{ ..., unitPriceMinor: 1000, quantity: 3 }]) === 30 */
export const cartValue = (lines: readonly TrackedLine[]): number =>
  toMajor(lines.reduce((sum, line) => sum + line.unitPriceMinor * line.quantity, 0))

export type EcommerceEventName = 'view_item' | 'add_to_cart' | 'begin_checkout' | 'purchase'

export interface EcommerceEvent {
  event: EcommerceEventName
  ecommerce: {
    currency: Currency
    value: number
    items: Ga4Item[]
    transaction_id?: string
    coupon?: string
  }
}

/** A GA4 e-commerce event for the data layer (the shape Google Tag Manager's GA4 tags read).
 * @example ecommerceEvent('add_to_cart', 'GBP', lines).ecommerce.items[0].item_id === '7' */
export function ecommerceEvent(
  event: EcommerceEventName,
  currency: Currency,
  lines: readonly TrackedLine[],
  extra: { transactionId?: string; coupon?: string | null; valueMinor?: number } = {},
): EcommerceEvent {
  return {
    event,
    ecommerce: {
      currency,
      // A purchase's value is what was charged (after promotions), when the caller knows it.
      value: extra.valueMinor === undefined ? cartValue(lines) : toMajor(extra.valueMinor),
      items: lines.map(ga4Item),
      ...(extra.transactionId ? { transaction_id: extra.transactionId } : {}),
      ...(extra.coupon ? { coupon: extra.coupon } : {}),
    },
  }
}
