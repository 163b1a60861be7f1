/** §9: "Gift cards expire after 6 months if unredeemed". */
export const GIFT_CARD_VALID_MONTHS = 6
/** §9: "wallet credit from them lasts 12 months". */
export const GIFT_CARD_CREDIT_MONTHS = 12
/** §6: the one message for a gift code that is unknown, expired or already used, so the
 * answer never tells a guesser which codes exist. */
export const GIFT_CODE_NOT_RECOGNISED = 'Gift code not recognized. Please try again'

/** The form a bearer code is hashed in: upper case, without spaces or dashes, so
 * 'gift-2026-aaaa-0001' and 'GIFT 2026 AAAA 0001' are the same card. Null when what is left is
 * not 6–40 letters and digits (nothing is looked up for junk).
 * @example normaliseCode(' gift-2026-aaaa-0001 ') === 'GIFT2026AAAA0001' */
export function normaliseCode(code: string): string | null {
  const plain = code.replace(/[\s-]/g, '').toUpperCase()
  return /^[A-Z0-9]{6,40}$/.test(plain) ? plain : null
}
