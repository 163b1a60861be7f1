import type { Currency } from '../../../../shared/schemas/money'
import type { PlaceOrderRequest } from '../../../../shared/schemas/place-order'
import type { PaymentFor } from '../../../../shared/schemas/three-d-secure'

export const CARD_UNAVAILABLE =
  'Card payments are not available right now. Please choose another way to pay.'

/** The worker's METHOD_UNAVAILABLE (gateway-selection.ts), for a way to pay with no client. */
export const METHOD_UNAVAILABLE =
  'This way to pay is not available right now. Please choose another way to pay.'

/** A step of paying that may fail with a message for the shopper (transactions §8). */
export type Step<T> = { ok: true; value: T } | { ok: false; message: string }

export interface CardEvents {
  /** The shopper changed the card: the next Place order is a new attempt. */
  onChange: () => void
  /** Enter in a card field: submit as Place order would. */
  onSubmit: () => void
}

/** What 3-D Secure needs besides the card: Braintree's verifyCard takes the amount and the
 * shopper's email for the issuer's risk checks. */
export interface AuthenticateInput {
  amount: number
  currency: Currency
  /** The one payment the check is for: the token then pays nothing else. */
  purpose: PaymentFor
  email?: string
  /** Where the keyboard goes back to when the bank's challenge closes (the pay button). */
  returnFocus: HTMLElement | null
}

/** The checkout's one way to take a card, whoever implements it (CONVENTIONS 18): Braintree's
 * Hosted Fields and 3-D Secure in production, the sandbox's framed fields and challenge
 * elsewhere. The card number stays in the implementation's iframe; the checkout only ever holds
 * the single-use token that the order call spends. */
export interface CardClient {
  /** start: shows the card fields inside `host`. */
  mount: (host: HTMLElement, events: CardEvents) => void
  /** A single-use token (a nonce) for what the shopper typed, or why not. */
  tokenize: () => Promise<Step<string>>
  /** authenticate: 3-D Secure 2, showing the bank's challenge when it asks for one; the token
   * to authorise the order with, or the §8 'unauthenticatable card' message. */
  authenticate: (nonce: string, input: AuthenticateInput) => Promise<Step<string>>
  teardown: () => void
}

/** PayPal, PayPal Credit, the wallets, Klarna and Clearpay: the shopper approves with the
 * provider, which gives a single-use token for the order call. A provider whose approval is a
 * page of its own (the sandbox's, Clearpay's redirect) takes the shopper there, and the token
 * arrives with their return (checkout-approval.ts): then the answer is `left`. */
export type ApprovalOutcome = Step<string> | { ok: 'left' }

export interface ApprovalInput {
  basketToken: string
  /** The order as it will be posted, kept for the return from a provider's page. */
  order: Omit<PlaceOrderRequest, 'payment'>
  amount: number
  currency: Currency
}

/** start and authorise for a way to pay approved with its provider. */
export interface ApprovalClient {
  authorise: (input: ApprovalInput) => Promise<ApprovalOutcome>
}
