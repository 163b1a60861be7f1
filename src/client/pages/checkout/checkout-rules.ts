import {
  ACCOUNT_MESSAGES,
  isValidEmail,
} from '../../../shared/domain/account/registration-validation'
import { checkCard } from '../../../shared/domain/payment/card-checks'
import { PAYMENT_OUTCOMES } from '../../../shared/domain/payment/payment-errors'
import type { BasketLine } from '../../../shared/schemas/basket'
import type { CheckoutView, GiftingRequest } from '../../../shared/schemas/checkout-view'
import type { Passenger } from '../../../shared/schemas/place-order'

// The checkout page's own rules, pure so they are tested without a browser.

const LINE_QUANTITY_CEILING = 999

/** transactions §3 'Passenger': title (Mr, Mrs, Ms, Miss). */
export const PASSENGER_TITLES = ['Mr', 'Mrs', 'Ms', 'Miss'] as const

/** The highest quantity a checkout line may be set to: its max quantity (storefront §5, the
 * smallest non-null remaining or cap), never below what it already holds when nothing limits it.
 * @example lineMaxQuantity({ quantity: 2, maxQuantity: 3 }) === 3 */
export function lineMaxQuantity(line: Pick<BasketLine, 'quantity' | 'maxQuantity'>): number {
  return line.maxQuantity === null ? LINE_QUANTITY_CEILING : line.maxQuantity
}

/** Lines of a stay (they carry dates): their passengers are asked for before paying. */
function travelLines(view: Pick<CheckoutView, 'deals'>): BasketLine[] {
  return view.deals.flatMap((deal) => deal.lines.filter((line) => line.checkInDate !== null))
}

/** Every traveller of a stay goes on the booking (§5 "Passenger details required"): a unit is a
 * room for two, or one guest on a per-person deal (stayUnits), so the line says how many.
 * @example passengerCount({ deals: [] }) === 0 */
export function passengerCount(view: Pick<CheckoutView, 'deals'>): number {
  return travelLines(view).reduce((sum, line) => sum + line.quantity * line.guestsPerUnit, 0)
}

export interface PassengerDraft {
  title: string
  firstNames: string
  lastName: string
  /** As typed: day, month, year. */
  day: string
  month: string
  year: string
  phone: string
}

export const EMPTY_PASSENGER: PassengerDraft = {
  title: '',
  firstNames: '',
  lastName: '',
  day: '',
  month: '',
  year: '',
  phone: '',
}

export type PassengerErrors = Partial<
  Record<'title' | 'firstNames' | 'lastName' | 'dateOfBirth' | 'phone', string>
>

const NAME = /^[\p{L}' .-]+$/u

/** A passenger's field errors (§5: title, names, date of birth, phone, "as on passports"), or
 * the passenger ready to send. A birth date must be a real day in the past.
 * @example passengerCheck({ ...EMPTY_PASSENGER }, now).ok === false */
export function passengerCheck(
  draft: PassengerDraft,
  now: Date,
): { ok: true; passenger: Passenger } | { ok: false; errors: PassengerErrors } {
  const errors: PassengerErrors = {}
  if (!(PASSENGER_TITLES as readonly string[]).includes(draft.title)) {
    errors.title = 'Please choose a title'
  }
  const firstNames = draft.firstNames.trim()
  const lastName = draft.lastName.trim()
  if (!firstNames) errors.firstNames = 'Please enter first names as on the passport'
  else if (!NAME.test(firstNames)) errors.firstNames = 'Please use letters only, as on the passport'
  if (!lastName) errors.lastName = 'Please enter the last name as on the passport'
  else if (!NAME.test(lastName)) errors.lastName = 'Please use letters only, as on the passport'
  const dateOfBirth = birthDate(draft, now)
  if (!dateOfBirth) errors.dateOfBirth = 'Please enter a valid date of birth (DD/MM/YYYY)'
  const phone = draft.phone.trim()
  if (!/^\+?[\d ()-]{6,20}$/.test(phone) || phone.replace(/\D/g, '').length < 6) {
    errors.phone = 'Please enter a contact phone number'
  }
  if (Object.keys(errors).length > 0 || !dateOfBirth) return { ok: false, errors }
  return {
    ok: true,
    passenger: {
      title: draft.title as Passenger['title'],
      firstNames,
      lastName,
      dateOfBirth,
      phone,
    },
  }
}

function birthDate(draft: PassengerDraft, now: Date): string | null {
  const day = Number(draft.day.trim())
  const month = Number(draft.month.trim())
  const year = Number(draft.year.trim())
  if (!Number.isInteger(day) || !Number.isInteger(month) || !Number.isInteger(year)) return null
  if (year < 1900) return null
  const date = new Date(Date.UTC(year, month - 1, day))
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  if (!real || date.getTime() > now.getTime()) return null
  return date.toISOString().slice(0, 10)
}

export interface CardDraft {
  name: string
  number: string
  /** 'MM/YY' as typed. */
  expiry: string
  cvv: string
}

export type CardErrors = Partial<Record<keyof CardDraft, string>>

/** The card form's field errors before tokenising (§5 "Card number, expiry and security code
 * errors. Only Visa and MasterCard accepted"), in the §8 words; empty when the card may go.
 * @example cardErrors({ name: 'A B', number: '4111 1111 1111 1111', expiry: '12/30', cvv: '123' }, now) // {} */
export function cardErrors(card: CardDraft, now: Date): CardErrors {
  const errors: CardErrors = {}
  if (!card.name.trim()) errors.name = 'Please enter the name on the card'
  const expiry = parseExpiry(card.expiry)
  const check = checkCard(
    { number: card.number, expiry: expiry ?? { month: 0, year: 0 }, cvv: card.cvv.trim() },
    now,
  )
  if (check.ok) return errors
  for (const failure of check.errors) {
    const { field, message } = PAYMENT_OUTCOMES[failure]
    const key = field === 'cardNumber' ? 'number' : field === 'expiry' ? 'expiry' : 'cvv'
    errors[key] ??= message
  }
  return errors
}

/** 'MM/YY', 'MM/YYYY' or 'MMYY' into month and year, else null.
 * @example parseExpiry('07/29') // { month: 7, year: 29 } */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(text)
  if (!match) return null
  return { month: Number(match[1]), year: Number(match[2]) }
}

/** Groups of four as the shopper types, at most 19 digits.
 * @example formatCardNumber('4111111111111111') === '4111 1111 1111 1111' */
export function formatCardNumber(text: string): string {
  return text
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ')
}

/** What the page does with a failed order call (the order contract): sign in again, ask for
 * the email again (§5 passwordless users), show a refusal and take a new attempt, refetch a
 * basket that changed, or retry the same attempt when no answer came. */
export type OrderFailureAction = 'sign-in' | 'confirm-email' | 'declined' | 'refetch' | 'retry'

export const CONFIRM_EMAIL_MESSAGE = 'Please confirm your email address'

export function orderFailureAction(status: number, message: string | null): OrderFailureAction {
  if (status === 401) return 'sign-in'
  if (status === 400 && message === CONFIRM_EMAIL_MESSAGE) return 'confirm-email'
  if (status === 409) return 'refetch'
  // No answer, or the server failed part-way: the same key again cannot charge twice.
  if (status === 0 || status >= 500) return 'retry'
  return 'declined'
}

/** A new idempotency key only once the last attempt was answered for good: a retry after a
 * network failure must reuse the key so the server can recognise it.
 * @example keepIdempotencyKey('retry') === true */
export function keepIdempotencyKey(action: OrderFailureAction | null): boolean {
  return action === 'retry'
}

export type SignInStep = 'email' | 'password' | 'register' | 'set-password'

/** The step after the email (transactions §4/§7: checkout asks subscription-details): a
 * registered customer with a password logs in here, a new email registers with a first name, an
 * account without password (express-registered earlier) must set one from the emailed link. */
export function signInStepAfterEmail(details: {
  isRegistered: boolean
  hasPassword: boolean
  tpl: boolean
}): SignInStep {
  if (!details.isRegistered) return 'register'
  return details.hasPassword ? 'password' : 'set-password'
}

export function emailError(email: string): string | undefined {
  if (!email.trim()) return ACCOUNT_MESSAGES.required
  return isValidEmail(email.trim()) ? undefined : ACCOUNT_MESSAGES.invalidEmail
}

export interface GiftingChoice {
  pack: 'NEXT_DAY' | 'STANDARD' | null
  wrap: number
}

/** The gifting call for one switch (§4 'Gifting switches'), keeping the other switches as they
 * are: the pack and the wrap are independent add-ons, and turning the last one off is 'none'.
 * @example giftingRequestFor({ pack: null, wrap: 0 }, { wrap: 1 }) // { type: 'wrapped', wrap: 1, giftPack: null } */
export function giftingRequestFor(
  current: GiftingChoice,
  change: Partial<GiftingChoice>,
): GiftingRequest {
  const next = { ...current, ...change }
  if (next.pack === null && next.wrap === 0) return { type: 'none' }
  if (next.wrap > 0) return { type: 'wrapped', wrap: next.wrap, giftPack: next.pack }
  return { type: next.pack === 'NEXT_DAY' ? 'ndd-gpk' : 'std-gpk', wrap: 0 }
}
