import { collectionPointFor } from '../../../shared/domain/checkout/click-and-collect'
import { formatMoney } from '../../../shared/format/money'
import type { BasketLine } from '../../../shared/schemas/basket'
import type { LineDeposit, VipOffer } from '../../../shared/schemas/checkout-view'
import type { Currency } from '../../../shared/schemas/money'

// What the checkout page reads from checkoutData beyond its first schema: VIP membership,
// per-line deposits, notices (caps, the subcategory rule). The server adds them field by field,
// so each is read defensively: a missing or malformed field shows nothing rather than breaking
// the page. Each deal's delivery type and collection point are in the schema and read as is.

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null
const isMinor = (value: unknown): value is number => Number.isInteger(value)
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null

/** checkoutData.vip when it is there and whole, else null.
 * @example vipOffer({ vip: { isMember: true, offered: false, added: false, price: { amount: 499, currency: 'GBP' }, savings: 0 } })?.isMember === true */
export function vipOffer(view: object): VipOffer | null {
  const vip = record((view as { vip?: unknown }).vip)
  const price = record(vip?.price)
  if (!vip || !price || !isMinor(price.amount) || !isMinor(vip.savings)) return null
  if (price.currency !== 'GBP' && price.currency !== 'EUR') return null
  return {
    isMember: vip.isMember === true,
    offered: vip.offered === true,
    added: vip.added === true,
    price: { amount: price.amount, currency: price.currency },
    savings: Math.max(0, vip.savings),
  }
}

/** The VIP switch's label ("Join VIP for £4.99 a year and save £X on this order").
 * @example vipJoinLabel({ amount: 499, currency: 'GBP' }, 300) === 'Join VIP for £4.99 a year and save £3 on this order' */
export function vipJoinLabel(price: VipOffer['price'], savings: number): string {
  const join = `Join VIP for ${formatMoney(price.amount, price.currency, { zeroAsAmount: true })} a year`
  return savings > 0
    ? `${join} and save ${formatMoney(savings, price.currency)} on this order`
    : join
}

/** A line's deposit split when it pays one, else null. */
export function lineDeposit(line: BasketLine): LineDeposit | null {
  const deposit = record((line as { deposit?: unknown }).deposit)
  if (!deposit || !isMinor(deposit.payNow) || !isMinor(deposit.balanceLater)) return null
  if (deposit.balanceLater <= 0) return null
  return { payNow: deposit.payNow, balanceLater: deposit.balanceLater, dueBy: text(deposit.dueBy) }
}

const DUE_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/** The deposit line's copy (transactions §4 'Deposit vouchers': "deposit paid, balance paid
 * later"). The due date is a calendar date, so it is printed as written, whatever the zone; without one
 * the balance is simply due later.
 * @example depositText({ payNow: 5000, balanceLater: 25000, dueBy: '2027-01-15' }, 'GBP') === 'Pay £50 now, £250 by 15 January 2027' */
export function depositText(deposit: LineDeposit, currency: Currency): string {
  const money = (minor: number) => formatMoney(minor, currency, { zeroAsAmount: true })
  const head = `Pay ${money(deposit.payNow)} now, ${money(deposit.balanceLater)}`
  if (!deposit.dueBy) return `${head} later`
  const day = /^\d{4}-\d{2}-\d{2}/.exec(deposit.dueBy)?.[0]
  const date = day ? DUE_DATE.format(new Date(`${day}T00:00:00Z`)) : deposit.dueBy
  return `${head} by ${date}`
}

/** checkoutData.notices (purchase caps trimmed, the subcategory rule), without blanks or
 * repeats. */
export function checkoutNotices(view: object): string[] {
  const notices = (view as { notices?: unknown }).notices
  if (!Array.isArray(notices)) return []
  return [...new Set(notices.map(text).filter((notice): notice is string => notice !== null))]
}

/** The city of the one collection point (transactions §9 "Click and collect point in one city"),
 * named when the merchant has no main address on file, for the basket's site: the same city the FAQs and terms name (content/brand-facts.ts
 * collectionCity), read from the currency so the checkout chunk needs no brand table.
 * @example collectionCity('EUR') === 'Dublin' */
export const collectionCity = (currency: Currency): string =>
  collectionPointFor(currency === 'EUR' ? 'ie' : 'gb').town
