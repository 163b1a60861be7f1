import type { Currency } from '../schemas/money'

export interface FormatMoneyOptions {
  /** Label for a zero amount; §5 "a zero price shows a free label". */
  freeLabel?: string
  /** Show zero as an amount (e.g. a £0 postage line) instead of the free label. */
  zeroAsAmount?: boolean
  /** Always show pence ('£0.00', '£12.00'): a running total reads as an amount, not a price. */
  alwaysPence?: boolean
}

const LOCALE: Record<Currency, string> = { GBP: 'en-GB', EUR: 'en-IE' }
const formatters = new Map<string, Intl.NumberFormat>()

function formatter(currency: Currency, fractionDigits: 0 | 2): Intl.NumberFormat {
  const key = `${currency}:${fractionDigits}`
  let cached = formatters.get(key)
  if (!cached) {
    cached = new Intl.NumberFormat(LOCALE[currency], {
      style: 'currency',
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    })
    formatters.set(key, cached)
  }
  return cached
}

/** Formats integer minor units for display: pence shown only when non-zero, zero as 'Free'
 * (storefront §5: "Prices are rounded to 2 decimals; a zero price shows a free label").
 * @example formatMoney(2950, 'GBP') === '£29.50'; formatMoney(123400, 'EUR') === '€1,234' */
export function formatMoney(
  minor: number,
  currency: Currency,
  opts: FormatMoneyOptions = {},
): string {
  // Minor units are integers by schema; rounding keeps a computed share at 2 decimals.
  const rounded = Math.round(minor)
  if (rounded === 0 && !opts.zeroAsAmount) return opts.freeLabel ?? 'Free'
  const digits = rounded % 100 === 0 && !opts.alwaysPence ? 0 : 2
  return formatter(currency, digits).format(rounded / 100)
}
