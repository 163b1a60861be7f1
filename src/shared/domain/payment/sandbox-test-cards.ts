import type { PaymentOutcome } from './payment-errors'

/** The sandbox gateway's test cards (DESIGN 'Payments': "behaves like a card processor's test
 * mode"). The two approving numbers are the spec's; the others are the numbers Stripe's test
 * mode uses for the same outcomes, so developers recognise them, and all pass Luhn so they reach
 * the gateway rather than failing the form check. Any other valid Visa or Mastercard approves,
 * as in Braintree's sandbox. */
export const SANDBOX_TEST_CARDS: Readonly<Record<string, PaymentOutcome>> = {
  '4111111111111111': 'APPROVED',
  '5555555555554444': 'APPROVED',
  '4000000000000002': 'DECLINED',
  '5105105105105100': 'DECLINED',
  '4000000000009995': 'INSUFFICIENT_FUNDS',
  '4000000000000069': 'CARD_EXPIRED',
  '4000000000000127': 'CVV_MISMATCH',
  '4000000000000119': 'ISSUER_UNREACHABLE',
  '4000000000003063': 'AUTHENTICATION_FAILED',
  '4000000000000010': 'BILLING_ADDRESS_MISMATCH',
}

/** How a test card answers 3-D Secure 2 (transactions §8 'unauthenticatable card'), after
 * Stripe's 3DS test cards like the table above. CHALLENGE asks the shopper to confirm on the
 * bank's page; FRICTIONLESS authenticates without asking; FAILED is refused by the bank;
 * UNAVAILABLE means the bank's server could not be reached, and the payment goes ahead without
 * the liability shift, as Braintree leaves that choice to the merchant. */
export type ThreeDSecureCard = 'CHALLENGE' | 'FRICTIONLESS' | 'FAILED' | 'UNAVAILABLE'

export const SANDBOX_3DS_CARDS: Readonly<Record<string, ThreeDSecureCard>> = {
  '4000000000003220': 'CHALLENGE',
  '4000000000003055': 'FRICTIONLESS',
  '4000000000003063': 'FAILED',
  '4000000000003097': 'UNAVAILABLE',
}

/** A card's 3-D Secure behaviour in the sandbox: any card not in the table authenticates
 * without a challenge, as most do under the issuers' risk checks.
 * @example sandboxThreeDSecure('4000 0000 0000 3220') === 'CHALLENGE' */
export function sandboxThreeDSecure(cardNumber: string): ThreeDSecureCard {
  return SANDBOX_3DS_CARDS[cardNumber.replace(/[\s-]/g, '')] ?? 'FRICTIONLESS'
}

/** Where a card token's 3-D Secure check stands: not run, waiting for the shopper on the
 * challenge, or its result. */
export type ThreeDSecureStatus = 'CHALLENGE_PENDING' | 'AUTHENTICATED' | 'FAILED' | 'UNAVAILABLE'

/** Whether the sandbox must refuse a card token for its 3-D Secure state: a failed check, or a
 * card whose bank asks for a challenge that the shopper never completed (SCA: such a card may
 * not be charged unauthenticated). A card that needs no challenge may be charged unchecked.
 * @example threeDSecureRefuses('CHALLENGE', null) === true; threeDSecureRefuses('FRICTIONLESS', null) === false */
export function threeDSecureRefuses(
  card: ThreeDSecureCard | null,
  status: ThreeDSecureStatus | null,
): boolean {
  if (status === 'FAILED' || card === 'FAILED') return true
  return card === 'CHALLENGE' && status !== 'AUTHENTICATED'
}

/** Amounts that fail whatever the card, after Braintree's sandbox, which declines 2000.00 to
 * 2999.99 as processor-declined and answers 3000.00 to 3000.99 as processor unavailable. The
 * figures are Braintree's major units (£2,000.00–£2,999.99), not 2000 minor units, so ordinary
 * £20–£30 test orders still approve. */
export const PROCESSOR_DECLINED_AMOUNTS = { min: 200_000, max: 299_999 } as const
const GATEWAY_UNREACHABLE_AMOUNTS = { min: 300_000, max: 300_099 } as const

/** What the sandbox answers for a card number (already tokenised and form-checked) and an
 * amount in minor units. The card's own outcome wins over the amount's, as a declined card
 * never reaches the processor.
 * @example sandboxOutcome('4000000000000002', 2500) === 'DECLINED'; sandboxOutcome('4111111111111111', 250000) === 'PROCESSOR_DECLINED' */
export function sandboxOutcome(cardNumber: string, amount: number): PaymentOutcome {
  const byCard = SANDBOX_TEST_CARDS[cardNumber.replace(/[\s-]/g, '')]
  if (byCard !== undefined && byCard !== 'APPROVED') return byCard
  if (amount >= PROCESSOR_DECLINED_AMOUNTS.min && amount <= PROCESSOR_DECLINED_AMOUNTS.max) {
    return 'PROCESSOR_DECLINED'
  }
  if (amount >= GATEWAY_UNREACHABLE_AMOUNTS.min && amount <= GATEWAY_UNREACHABLE_AMOUNTS.max) {
    return 'GATEWAY_UNREACHABLE'
  }
  return 'APPROVED'
}
