/**
 * What the tokenizer needs from the card rules, and a minimal stand-in until the shared
 * domain module (src/shared/domain/payment/card-checks.ts, written separately) is connected:
 * swap `standInCardChecks` for an adapter over it and delete the stand-in.
 */
export type CardBrand = 'VISA' | 'MASTERCARD' | 'AMEX' | 'DINERS' | 'UNKNOWN'

export interface CardInput {
  number: string
  expiryMonth: number
  expiryYear: number
  cvv: string
}

export type CardCheckResult =
  | { ok: true; brand: 'VISA' | 'MASTERCARD'; digits: string; last4: string }
  | { ok: false; field: 'number' | 'expiry' | 'cvv'; message: string }

export interface CardChecks {
  /** Number (Luhn, brand), expiry (not past at `now`) and security code of one card. */
  check(card: CardInput, now: Date): CardCheckResult
}

/** §1/§8: only Visa and Mastercard; the spec names Amex and Diners as refused. */
export const NOT_ACCEPTED_MESSAGE =
  'We do not accept American Express or Diners cards. Please pay with Visa or Mastercard.'

const luhnOk = (digits: string) => {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2
    sum += d
  }
  return sum % 10 === 0
}

const brandOf = (digits: string): CardBrand => {
  const two = Number(digits.slice(0, 2))
  const four = Number(digits.slice(0, 4))
  if (digits.startsWith('4')) return 'VISA'
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'MASTERCARD'
  if (two === 34 || two === 37) return 'AMEX'
  if (two === 36 || two === 38 || two === 39 || (four >= 3000 && four <= 3059)) return 'DINERS'
  return 'UNKNOWN'
}

export const standInCardChecks: CardChecks = {
  check(card, now) {
    const digits = card.number.replace(/[\s-]/g, '')
    if (!/^\d{12,19}$/.test(digits) || !luhnOk(digits)) {
      return { ok: false, field: 'number', message: 'Please enter a valid card number' }
    }
    const brand = brandOf(digits)
    if (brand === 'AMEX' || brand === 'DINERS') {
      return { ok: false, field: 'number', message: NOT_ACCEPTED_MESSAGE }
    }
    const lengths = brand === 'VISA' ? [13, 16, 19] : [16]
    if (brand === 'UNKNOWN' || !lengths.includes(digits.length)) {
      return { ok: false, field: 'number', message: 'We accept Visa and Mastercard only' }
    }
    const year = card.expiryYear < 100 ? 2000 + card.expiryYear : card.expiryYear
    // A card is valid until the end of its expiry month.
    const endOfMonth = Date.UTC(year, card.expiryMonth, 1)
    if (card.expiryMonth < 1 || card.expiryMonth > 12 || endOfMonth <= now.getTime()) {
      return {
        ok: false,
        field: 'expiry',
        message: 'Your card has expired or the expiry date is wrong',
      }
    }
    if (!/^\d{3}$/.test(card.cvv)) {
      return { ok: false, field: 'cvv', message: 'Please enter the 3-digit security code' }
    }
    return { ok: true, brand, digits, last4: digits.slice(-4) }
  },
}
