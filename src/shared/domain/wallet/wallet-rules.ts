const DAY = 86_400_000

/** §9: "Gift cards expire after 6 months if unredeemed". */
export const GIFT_CARD_VALID_MONTHS = 6
/** §9: "wallet credit from them lasts 12 months". */
export const GIFT_CARD_CREDIT_MONTHS = 12
/** §6: the one message for a gift code that is unknown, expired or already used, so the
 * answer never tells a guesser which codes exist. */
export const GIFT_CODE_NOT_RECOGNISED = 'Gift code not recognized. Please try again'

/** `months` calendar months after `from` (UTC), clamped to the month's last day.
 * @example addMonths('2026-08-31T10:00:00.000Z', 6) === '2027-02-28T10:00:00.000Z' */
export function addMonths(from: string, months: number): string {
  const date = new Date(from)
  const day = date.getUTCDate()
  date.setUTCDate(1)
  date.setUTCMonth(date.getUTCMonth() + months)
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate()
  date.setUTCDate(Math.min(day, last))
  return date.toISOString()
}

/** `days` days after `from`. @example addDays('2026-01-01T00:00:00.000Z', 1) === '2026-01-02T00:00:00.000Z' */
export const addDays = (from: string, days: number) =>
  new Date(new Date(from).getTime() + days * DAY).toISOString()

/** The form a bearer code is hashed in: upper case, without spaces or dashes, so
 * 'gift-2026-aaaa-0001' and 'GIFT 2026 AAAA 0001' are the same card. Null when what is left is
 * not 6–40 letters and digits (nothing is looked up for junk).
 * @example normaliseCode(' gift-2026-aaaa-0001 ') === 'GIFT2026AAAA0001' */
export function normaliseCode(code: string): string | null {
  const plain = code.replace(/[\s-]/g, '').toUpperCase()
  return /^[A-Z0-9]{6,40}$/.test(plain) ? plain : null
}
