import { TZDate } from '@date-fns/tz'
import type { PaymentFailure } from './payment-errors'

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'diners' | 'unknown'

/** The card brand from the number's issuer prefix (IIN ranges as the schemes publish them:
 * Visa 4; Mastercard 51–55 and 2221–2720; Amex 34, 37; Diners 300–305, 36, 38, 39). Spaces and
 * dashes are ignored. Other schemes (Discover, JCB, Maestro) are 'unknown' and refused as
 * invalid, since the spec names only these four.
 * @example cardBrand('4111 1111 1111 1111') === 'visa'; cardBrand('378282246310005') === 'amex' */
export function cardBrand(number: string): CardBrand {
  const digits = normaliseCardNumber(number)
  if (!/^\d+$/.test(digits)) return 'unknown'
  if (digits.startsWith('4')) return 'visa'
  const two = Number(digits.slice(0, 2))
  const four = Number(digits.slice(0, 4))
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard'
  if (two === 34 || two === 37) return 'amex'
  const three = Number(digits.slice(0, 3))
  if ((three >= 300 && three <= 305) || two === 36 || two === 38 || two === 39) return 'diners'
  return 'unknown'
}

const LENGTHS: Record<CardBrand, readonly number[]> = {
  visa: [13, 16, 19],
  mastercard: [16],
  amex: [15],
  diners: [14, 15, 16, 17, 18, 19],
  unknown: [],
}

/** The Luhn (mod 10) check every card number carries.
 * @example luhnValid('4111111111111111') === true; luhnValid('4111111111111112') === false */
export function luhnValid(number: string): boolean {
  const digits = normaliseCardNumber(number)
  if (!/^\d{12,19}$/.test(digits)) return false
  let sum = 0
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** The security code length per brand: 4 on the front of an Amex card, 3 on the back of others.
 * @example cvvLength('visa') === 3 */
export function cvvLength(brand: CardBrand): 3 | 4 {
  return brand === 'amex' ? 4 : 3
}

export interface CardExpiry {
  month: number
  /** Two-digit (26) or four-digit (2026) year. */
  year: number
}

/** 'valid', 'expired' or 'invalid' (not a real month/year). A card is good until the end of its
 * expiry month, read in the UK (Europe/London), where the shop and its acquirer are.
 * @example expiryStatus({ month: 11, year: 26 }, new Date('2026-11-30T12:00:00Z')) === 'valid' */
export function expiryStatus(expiry: CardExpiry, now: Date): 'valid' | 'expired' | 'invalid' {
  const { month } = expiry
  const year = expiry.year < 100 ? 2000 + expiry.year : expiry.year
  if (!Number.isInteger(month) || month < 1 || month > 12) return 'invalid'
  if (!Number.isInteger(year) || year < 2000 || year > 2099) return 'invalid'
  const today = new TZDate(now.getTime(), 'Europe/London')
  const current = today.getFullYear() * 12 + today.getMonth()
  const expires = year * 12 + (month - 1)
  // Cards are issued for at most about 20 years; further out is a typo.
  if (expires - current > 20 * 12) return 'invalid'
  return expires < current ? 'expired' : 'valid'
}

export interface CardInput {
  number: string
  expiry: CardExpiry
  cvv: string
}

export type CardCheck =
  | { ok: true; brand: 'visa' | 'mastercard'; last4: string }
  | { ok: false; errors: CardCheckFailure[] }

export type CardCheckFailure = Extract<
  PaymentFailure,
  | 'CARD_NUMBER_INVALID'
  | 'CARD_NOT_ACCEPTED'
  | 'EXPIRY_INVALID'
  | 'CARD_EXPIRED'
  | 'SECURITY_CODE_INVALID'
>

/** Checks a card before it is tokenised (transactions §5: "Card number, expiry and security code
 * errors. Only Visa and MasterCard accepted"). Every field is checked so the form can mark all
 * wrong fields at once. An Amex or Diners number is refused with the §8 message even when it is
 * otherwise valid; an unknown brand or a failed Luhn check reads as a wrong number.
 * @example checkCard({ number: '4111111111111111', expiry: { month: 12, year: 2030 }, cvv: '123' }, now) // { ok: true, brand: 'visa', last4: '1111' } */
export function checkCard(card: CardInput, now: Date): CardCheck {
  const digits = normaliseCardNumber(card.number)
  const brand = cardBrand(digits)
  const errors: CardCheckFailure[] = []
  if (!luhnValid(digits) || !LENGTHS[brand].includes(digits.length)) {
    errors.push('CARD_NUMBER_INVALID')
  } else if (brand === 'amex' || brand === 'diners') {
    errors.push('CARD_NOT_ACCEPTED')
  }
  const expiry = expiryStatus(card.expiry, now)
  if (expiry === 'invalid') errors.push('EXPIRY_INVALID')
  if (expiry === 'expired') errors.push('CARD_EXPIRED')
  const cvvDigits = brand === 'unknown' ? 3 : cvvLength(brand)
  if (!new RegExp(`^\\d{${cvvDigits}}$`).test(card.cvv)) errors.push('SECURITY_CODE_INVALID')
  if (errors.length > 0) return { ok: false, errors }
  return { ok: true, brand: brand as 'visa' | 'mastercard', last4: digits.slice(-4) }
}

/** Digits only: shoppers type spaces and dashes, and both are fine to drop. */
export function normaliseCardNumber(number: string): string {
  return number.replace(/[\s-]/g, '')
}
