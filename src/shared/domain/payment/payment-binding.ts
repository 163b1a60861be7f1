import type { Currency } from '../../schemas/money'
import type { PaymentFor } from '../../schemas/three-d-secure'
import type { PaymentMethod } from './payment-method'

/** What a payment pays for, as one key: a basket's order, a deposit voucher's balance, a VIP
 * membership. A token made for one of them pays for no other. */
export type PaymentSubject = `basket:${string}` | `deposit-balance:${number}` | `vip:${number}`

export const basketSubject = (basketToken: string): PaymentSubject => `basket:${basketToken}`
export const depositBalanceSubject = (voucherId: number): PaymentSubject =>
  `deposit-balance:${voucherId}`
export const vipSubject = (userId: number): PaymentSubject => `vip:${userId}`

/** The subject a browser's `PaymentFor` names; a VIP membership is the shopper's own.
 * @example subjectOf({ kind: 'deposit-balance', voucherId: 4 }, 7) === 'deposit-balance:4' */
export function subjectOf(paymentFor: PaymentFor, shopperId: number): PaymentSubject {
  switch (paymentFor.kind) {
    case 'basket':
      return basketSubject(paymentFor.basketToken)
    case 'vip':
      return vipSubject(shopperId)
    case 'deposit-balance':
      return depositBalanceSubject(paymentFor.voucherId)
  }
}

/** Who pays for what, and how: a payment attempt apart from its figure. */
export interface PaymentPurpose {
  /** The §1 method the order or payment will record. */
  method: PaymentMethod
  subject: PaymentSubject
  /** The signed-in customer paying (every payment path needs one). */
  shopperId: number
}

export interface PaymentAttempt extends PaymentPurpose {
  /** Integer minor units. */
  amount: number
  currency: Currency
}

/** What a token was made for. A null part was not known when it was made and so binds
 * nothing: a card token is made before the shopper says what it pays (being single-use ties
 * it to the first thing it pays); a token made without a session has no shopper. */
export interface PaymentBinding {
  method: PaymentMethod
  subject: PaymentSubject | null
  shopperId: number | null
  amount: number | null
  currency: Currency | null
}

export type BindingMismatch = 'METHOD' | 'SHOPPER' | 'SUBJECT' | 'AMOUNT'

/** The first way a payment attempt differs from what its token was made for; null when the
 * token may pay it. A shopper's approval is for the figure they saw, on the basket they saw
 * it for, with the provider they chose: a token that reaches another basket, shopper, method
 * or amount has leaked or been replayed, and paying with it would charge the wrong person or
 * record a method nobody approved.
 * @example bindingMismatch({ method: 'paypal', subject: 'basket:A', shopperId: 1, amount: 500, currency: 'GBP' }, { method: 'paypal', subject: 'basket:B', shopperId: 1, amount: 500, currency: 'GBP' }) === 'SUBJECT' */
export function bindingMismatch(
  binding: PaymentBinding,
  attempt: PaymentAttempt,
): BindingMismatch | null {
  if (binding.method !== attempt.method) return 'METHOD'
  if (binding.shopperId !== null && binding.shopperId !== attempt.shopperId) return 'SHOPPER'
  if (binding.subject !== null && binding.subject !== attempt.subject) return 'SUBJECT'
  const amountDiffers = binding.amount !== null && binding.amount !== attempt.amount
  const currencyDiffers = binding.currency !== null && binding.currency !== attempt.currency
  return amountDiffers || currencyDiffers ? 'AMOUNT' : null
}
