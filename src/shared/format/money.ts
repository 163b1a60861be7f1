import type { Currency } from '../schemas/money'
import { formatCount } from './count'

export interface FormatMoneyOptions {
  /** Label for a zero amount; §5 "a zero price shows a free label". */
  freeLabel?: string
  /** Show zero as an amount (e.g. a £0 postage line) instead of the free label. */
  zeroAsAmount?: boolean
  /** Always show pence ('£0.00', '£12.00'): a running total reads as an amount, not a price. */
  alwaysPence?: boolean
}

// Written out rather than through Intl.NumberFormat: in the browser the first formatter loads
// the locale's data, about 50 ms of a deal page's hydration on a throttled phone (no long
// task may pass 50 ms). money.test.ts holds it to Intl's output for en-GB and en-IE.
const SYMBOL: Record<Currency, string> = { GBP: '£', EUR: '€' }

function format(minor: number, currency: Currency, fractionDigits: 0 | 2): string {
  const abs = Math.abs(minor)
  const whole = formatCount(Math.floor(abs / 100))
  const pence = fractionDigits === 2 ? `.${String(abs % 100).padStart(2, '0')}` : ''
  return `${minor < 0 ? '-' : ''}${SYMBOL[currency]}${whole}${pence}`
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
  return format(rounded, currency, digits)
}
