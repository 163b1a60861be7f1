import type { PaymentFailureCode } from './payment-gateway'

/**
 * The sandbox gateway's test cards (issue 6), like a card processor's test mode. Any expiry
 * in the future and any 3-digit security code; the number alone decides the outcome.
 *
 * | Card number         | Brand      | Outcome at authorize                               |
 * | ------------------- | ---------- | -------------------------------------------------- |
 * | 4111 1111 1111 1111 | Visa       | approved                                           |
 * | 5555 5555 5555 4444 | Mastercard | approved                                           |
 * | 4000 0000 0000 0002 | Visa       | declined: DECLINED                                 |
 * | 5105 1051 0510 5100 | Mastercard | declined: DECLINED                                 |
 * | 4000 0000 0000 9995 | Visa       | declined: INSUFFICIENT_FUNDS                       |
 * | 4000 0000 0000 0069 | Visa       | declined: CARD_EXPIRED                             |
 * | 4000 0000 0000 0127 | Visa       | declined: CVV_MISMATCH                             |
 * | 4000 0000 0000 0119 | Visa       | issuer unreachable: throws, then ISSUER_UNREACHABLE |
 * | 4000 0000 0000 3063 | Visa       | declined: AUTHENTICATION_FAILED                    |
 * | 4000 0000 0000 0010 | Visa       | declined: BILLING_ADDRESS_MISMATCH                 |
 * | any other valid     | Visa / MC  | approved                                           |
 *
 * The numbers and outcome names are those of src/shared/domain/payment/sandbox-test-cards.ts.
 *
 * Amounts from 200000 to 300000 minor units (2000.00–3000.00) are declined by the processor
 * (PROCESSOR_DECLINED) whatever the card, as Braintree's sandbox does for 2000.00–2999.99.
 * American Express (3782 822463 10005) and Diners (3622 720627 1667) never get a token.
 */
export type SandboxOutcome = 'APPROVED' | 'ISSUER_UNREACHABLE' | SandboxDecline

type SandboxDecline = Extract<
  PaymentFailureCode,
  | 'DECLINED'
  | 'INSUFFICIENT_FUNDS'
  | 'CARD_EXPIRED'
  | 'CVV_MISMATCH'
  | 'AUTHENTICATION_FAILED'
  | 'BILLING_ADDRESS_MISMATCH'
>

export const SANDBOX_TEST_CARDS: Record<string, SandboxOutcome> = {
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

export const PROCESSOR_DECLINED_AMOUNTS = { min: 200_000, max: 300_000 } as const

/** The outcome the sandbox replays for a card: '4000000000009995' → 'INSUFFICIENT_FUNDS'. */
export const sandboxOutcomeFor = (digits: string): SandboxOutcome =>
  SANDBOX_TEST_CARDS[digits] ?? 'APPROVED'

export const isProcessorDeclinedAmount = (amount: number) =>
  amount >= PROCESSOR_DECLINED_AMOUNTS.min && amount <= PROCESSOR_DECLINED_AMOUNTS.max

const OUTCOMES = new Set<string>(Object.values(SANDBOX_TEST_CARDS))
export const isSandboxOutcome = (value: string): value is SandboxOutcome => OUTCOMES.has(value)
