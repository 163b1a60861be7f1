import {
  checkCard,
  normaliseCardNumber,
  type CardCheckFailure,
} from '../../../shared/domain/payment/card-checks'
import { paymentErrorMessage } from '../../../shared/domain/payment/payment-errors'

/** The card form's fields as the tokenizer receives them (src/shared/schemas/payment-token.ts). */
export interface CardInput {
  number: string
  expiryMonth: number
  expiryYear: number
  cvv: string
}

export type CardCheckResult =
  | { ok: true; brand: 'VISA' | 'MASTERCARD'; digits: string; last4: string }
  | { ok: false; errors: CardCheckFailure[]; message: string }

const BRANDS = { visa: 'VISA', mastercard: 'MASTERCARD' } as const

/** The shared card rules (src/shared/domain/payment/card-checks.ts) in the tokenizer's terms:
 * the API's upper-case brands, the digits for the sandbox's test-card lookup, and the §8
 * message of the first failing field (number, expiry, then security code), since an API error
 * carries one message; a form can mark every field itself with the same shared rules. */
export function checkCardForToken(card: CardInput, now: Date): CardCheckResult {
  const checked = checkCard(
    {
      number: card.number,
      expiry: { month: card.expiryMonth, year: card.expiryYear },
      cvv: card.cvv,
    },
    now,
  )
  if (!checked.ok) {
    const [first] = checked.errors
    return { ok: false, errors: checked.errors, message: paymentErrorMessage(first ?? '') }
  }
  const digits = normaliseCardNumber(card.number)
  return { ok: true, brand: BRANDS[checked.brand], digits, last4: checked.last4 }
}
