import type { PaymentPurpose } from '../../../shared/domain/payment/payment-binding'
import type { PaymentFailure } from '../../../shared/domain/payment/payment-errors'
import type { GatewayName } from '../../../shared/domain/payment/payment-method'
import type { Currency } from '../../../shared/schemas/money'

/**
 * The one shape every payment provider takes (DESIGN 'Payments'; transactions §1 providers
 * BRAINTREE, CLEARPAY, KLARNA, plus the embedded SANDBOX).
 *
 * How the checkout uses it:
 * 1. Get a gateway from `gatewayForMethod(env, method)` (gateway-selection.ts). What it returns
 *    is already wrapped by the authorisation ledger (authorisation-ledger.ts), so it records
 *    every attempt in `payment_authorisations` and is idempotent per `idempotencyKey`.
 * 2. `authorize({ amount, currency, paymentToken, purpose, idempotencyKey, orderReference })`
 *    with a fresh idempotency key per attempt (a retry or double click of the same attempt
 *    reuses it). `purpose` says who pays for what, and how: a token made for another basket,
 *    shopper, method or amount is refused as INVALID_PAYMENT_TOKEN before anything is held
 *    (src/shared/domain/payment/payment-binding.ts). It resolves, never throws, for anything
 *    the shopper or the provider did:
 *    `{ status: 'AUTHORISED', reference }` or `{ status: 'DECLINED', code }`; show
 *    `paymentErrorMessage(code)` (src/shared/domain/payment/payment-errors.ts). It throws a
 *    DomainError only for programming mistakes (the same key reused with another amount:
 *    CONFLICT).
 * 3. Write the order in one D1 batch including
 *    `linkOrderStatement(db, gateway.name, reference, orderId, now)` (storage/payments/authorisation-repository.ts).
 *    If the batch fails, `void(reference)`. If the worker dies before either, the
 *    reconciliation job (jobs/payment-reconciliation.ts) voids the orphan after 15 minutes.
 * 4. `capture` when the order ships or immediately for vouchers; `refund` after capture.
 *
 * `paymentToken` per gateway: SANDBOX the tokenizer's single-use token (POST
 * /api/v1/payments/tokenize); BRAINTREE a payment method nonce or vaulted payment method id
 * from the Drop-in / Hosted Fields / PayPal / Apple Pay / Google Pay client; KLARNA the
 * `authorization_token` the Klarna widget's `authorize()` returns; CLEARPAY the checkout
 * `token` of POST /v2/checkouts after the shopper confirmed. Klarna sessions and Clearpay
 * checkouts are recorded with `bindProviderSession` (provider-bound-gateway.ts) when created,
 * or their tokens pay for nothing.
 */
export type { Currency, GatewayName }

/** Why a payment did not go through: the shared outcomes
 * (src/shared/domain/payment/payment-errors.ts) a gateway can answer, so the checkout shows
 * `paymentErrorMessage(code)` and the §8 words live in one place. */
const PAYMENT_FAILURE_CODES = [
  'DECLINED',
  'INSUFFICIENT_FUNDS',
  'CARD_EXPIRED',
  'CVV_MISMATCH',
  'AUTHENTICATION_FAILED',
  'BILLING_ADDRESS_MISMATCH',
  'ISSUER_UNREACHABLE',
  'PROCESSOR_DECLINED',
  'CARD_NOT_ACCEPTED',
  'INVALID_PAYMENT_TOKEN',
  'GATEWAY_UNREACHABLE',
  'PAYPAL_REJECTED',
  'KLARNA_FAILED',
  'CLEARPAY_FAILED',
  'PAYMENT_FAILED',
] as const satisfies readonly PaymentFailure[]

export type PaymentFailureCode = (typeof PAYMENT_FAILURE_CODES)[number]

const FAILURE_CODES = new Set<string>(PAYMENT_FAILURE_CODES)
export const isPaymentFailureCode = (value: string): value is PaymentFailureCode =>
  FAILURE_CODES.has(value)

export interface AuthorizeInput {
  /** Integer minor units (pence, cents); more than 0. */
  amount: number
  currency: Currency
  /** What the shopper's client produced for this gateway; see the module doc. */
  paymentToken: string
  /** The method, the thing paid for and the shopper paying: a token is good only for the
   * purpose (and the amount) it was made for. */
  purpose: PaymentPurpose
  /** One per payment attempt; the same key always answers with the first attempt's result. */
  idempotencyKey: string
  /** Our order number as the provider should show it (merchant reference). */
  orderReference: string
  /** The brand's origin the shopper pays on (https://dealio.co.uk), for a provider that calls
   * us back about the payment (Klarna's merchant_urls); without it none is sent. */
  merchantOrigin?: string
}

export type AuthResult =
  { status: 'AUTHORISED'; reference: string } | { status: 'DECLINED'; code: PaymentFailureCode }

/** Outcome of capture, void and refund. */
export type OperationResult = { status: 'OK' } | { status: 'FAILED'; code: PaymentFailureCode }

export interface PaymentGateway {
  readonly name: GatewayName
  /** Reserves `amount` on the shopper's payment method without taking it. */
  authorize(input: AuthorizeInput): Promise<AuthResult>
  /** Takes `amount` (minor units, at most the authorised amount) of an authorisation.
   * `idempotencyKey`, on capture, void and refund: the operation's own key (operation-key.ts),
   * sent where the provider deduplicates by one, so a retry never moves the money twice. The
   * ledger always passes one; without it an adapter draws a fresh key. */
  capture(reference: string, amount: number, idempotencyKey?: string): Promise<OperationResult>
  /** Releases an authorisation that was not captured. */
  void(reference: string, idempotencyKey?: string): Promise<OperationResult>
  /** Returns `amount` (minor units) of a captured payment. */
  refund(reference: string, amount: number, idempotencyKey?: string): Promise<OperationResult>
  /** The reference of an authorisation the provider made for our order reference, null when
   * it made none: asked by reconciliation after an authorise call timed out, whose hold may
   * exist although we never saw its answer. Throws GatewayUnavailableError when the provider
   * cannot say. Optional: without it such a hold lapses on its own. `amount` (minor units, the
   * attempt's) narrows it: an order reference can carry more than one payment (a deposit
   * balance reuses its order's number). */
  lookup?(orderReference: string, amount?: number): Promise<string | null>
}

/** Thrown by a raw adapter when the provider or the issuer did not answer (timeout, network
 * error, 5xx): the outcome is unknown rather than declined. The ledger turns it into a
 * DECLINED result, so the checkout never sees a 500 for it. */
export class GatewayUnavailableError extends Error {
  constructor(
    readonly gateway: GatewayName,
    readonly code: PaymentFailureCode,
    detail: string,
  ) {
    super(`${gateway} unavailable: ${detail}`)
    this.name = 'GatewayUnavailableError'
  }
}
