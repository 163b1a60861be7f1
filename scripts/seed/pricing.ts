import type { Currency } from '../../src/shared/schemas/money'

/** Euro prices run a little above sterling ones for the same deal. */
const EUR_PER_GBP = 1.15

/** Minor units for `major` whole pounds, in `currency`, made to look like a real price:
 * whole amounts end in 9 (49, 129), shop amounts in .99 (19.99). */
export function priceMinor(major: number, currency: Currency, style: 'whole' | 'pennies'): number {
  const scaled = currency === 'EUR' ? major * EUR_PER_GBP : major
  if (style === 'pennies') return Math.max(1, Math.round(scaled)) * 100 - 1
  if (scaled < 10) return Math.max(1, Math.round(scaled)) * 100
  return (Math.ceil((scaled + 1) / 10) * 10 - 1) * 100
}

/** A discounted price from an original one, both in minor units, never above it. */
export function discounted(originalMinor: number, percentOff: number, style: 'whole' | 'pennies') {
  const major = (originalMinor / 100) * (1 - percentOff / 100)
  const price =
    style === 'pennies'
      ? Math.max(1, Math.round(major)) * 100 - 1
      : Math.max(1, Math.round(major)) * 100
  return Math.min(price, originalMinor)
}

/** VIP price: an extra 5-10% off (storefront §1 "VIP extra savings of up to 10 percent"). */
export const vipPrice = (price: number, vipPercent: number): number =>
  Math.floor((price * (100 - vipPercent)) / 100)
