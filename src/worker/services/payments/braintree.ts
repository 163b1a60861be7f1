import { z } from 'zod'
import { strongAuthenticationMet } from '../../../shared/domain/payment/strong-authentication'
import { braintreeMethodOf } from './braintree-method'
import type { BraintreeConfig } from './payment-config'
import {
  GatewayUnavailableError,
  type AuthResult,
  type AuthorizeInput,
  type OperationResult,
  type PaymentFailureCode,
  type PaymentGateway,
} from './payment-gateway'
import { basicAuth, callProvider, toDecimalAmount } from './provider-http'

/** The API version every request names (Braintree GraphQL 'Braintree-Version' header). */
const BRAINTREE_VERSION = '2019-01-01'

// Why a transaction was refused lives on its statusHistory events (Braintree's schema: the
// processor's code on ProcessorDeclinedEvent and FailedEvent, the gateway's reason on
// GatewayRejectedEvent; Transaction.processorResponse is deprecated in their favour). Transaction
// has no processorAuthorizationResponse: asking for a field the schema lacks fails the whole
// query, so every authorisation would have failed.
const TRANSACTION_FIELDS = `transaction {
      id
      status
      statusHistory {
        status
        ... on ProcessorDeclinedEvent { processorResponse { legacyCode message } }
        ... on FailedEvent { processorResponse { legacyCode message } }
        ... on GatewayRejectedEvent { gatewayRejectionReason }
      }
      paymentMethodSnapshot {
        __typename
        ... on CreditCardDetails {
          origin { type }
          threeDSecure { authentication { liabilityShifted liabilityShiftPossible } }
        }
      }
    }`
const AUTHORIZE = `mutation Authorize($input: AuthorizePaymentMethodInput!) {
  authorizePaymentMethod(input: $input) {
    ${TRANSACTION_FIELDS}
  }
}`
/** A card is authorised with authorizeCreditCard, whose options can demand 3-D Secure (SCA):
 * authorizePaymentMethod takes no such option. */
const AUTHORIZE_CARD = `mutation AuthorizeCard($input: AuthorizeCreditCardInput!) {
  authorizeCreditCard(input: $input) {
    ${TRANSACTION_FIELDS}
  }
}`
const CAPTURE = `mutation Capture($input: CaptureTransactionInput!) {
  captureTransaction(input: $input) { transaction { id status } }
}`
const REVERSE = `mutation Reverse($input: ReverseTransactionInput!) {
  reverseTransaction(input: $input) {
    reversal { ... on Transaction { id status } ... on Refund { id status } }
  }
}`
const REFUND = `mutation Refund($input: RefundTransactionInput!) {
  refundTransaction(input: $input) { refund { id status } }
}`
const CLIENT_TOKEN = `mutation ClientToken($input: CreateClientTokenInput) {
  createClientToken(input: $input) { clientToken }
}`
const IDS = `query Ids($input: IdsFromLegacyIdsInput!) { idsFromLegacyIds(input: $input) }`
const LOOKUP = `query Lookup($input: TransactionSearchInput!) {
  search { transactions(input: $input) { edges { node { id status } } } }
}`

/** Braintree processor response codes (legacyCode) to our failure codes; the rest of 2000–3000
 * are generic declines. */
const PROCESSOR_CODES: Record<string, PaymentFailureCode> = {
  '2000': 'DECLINED',
  '2001': 'INSUFFICIENT_FUNDS',
  '2004': 'CARD_EXPIRED',
  '2010': 'CVV_MISMATCH',
  '2038': 'PROCESSOR_DECLINED',
  '2046': 'DECLINED',
  '2074': 'PAYPAL_REJECTED',
  '2075': 'PAYPAL_REJECTED',
  '2076': 'PAYPAL_REJECTED',
  '91564': 'INVALID_PAYMENT_TOKEN',
  '91565': 'INVALID_PAYMENT_TOKEN',
  '93107': 'INVALID_PAYMENT_TOKEN',
  '3000': 'ISSUER_UNREACHABLE',
}

/** Why Braintree's own rules (not the bank) refused a transaction. */
const REJECTION_REASONS: Record<string, PaymentFailureCode> = {
  CVV: 'CVV_MISMATCH',
  AVS_AND_CVV: 'CVV_MISMATCH',
  AVS: 'BILLING_ADDRESS_MISMATCH',
  THREE_D_SECURE: 'AUTHENTICATION_FAILED',
}

/** The authorised (or refused) transaction as AUTHORIZE asks for it. */
const BraintreeTransaction = z.object({
  id: z.string().optional(),
  status: z.string().optional(),
  statusHistory: z
    .array(
      z.object({
        status: z.string().optional(),
        processorResponse: z.object({ legacyCode: z.string().nullish() }).nullish(),
        gatewayRejectionReason: z.string().nullish(),
      }),
    )
    .nullish(),
  // What the nonce stood for (braintree-method.ts): a card, PayPal, or a wallet's card; for a
  // card, what its 3-D Secure check came to.
  paymentMethodSnapshot: z
    .object({
      __typename: z.string().optional(),
      origin: z.object({ type: z.string().nullish() }).nullish(),
      threeDSecure: z
        .object({
          authentication: z
            .object({
              liabilityShifted: z.boolean().nullish(),
              liabilityShiftPossible: z.boolean().nullish(),
            })
            .nullish(),
        })
        .nullish(),
    })
    .nullish(),
})
type BraintreeTransaction = z.infer<typeof BraintreeTransaction>

/** SCA checked on our side too (strong-authentication.ts): the checkout's verdict came from the
 * browser, which the shopper controls. A card transaction without a 3-D Secure result is one
 * Braintree should have refused (`required: true`), so it is refused here as well. */
function authenticatedCard(transaction: BraintreeTransaction): boolean {
  const outcome = transaction.paymentMethodSnapshot?.threeDSecure?.authentication
  if (!outcome) return false
  return strongAuthenticationMet({
    liabilityShifted: outcome.liabilityShifted === true,
    liabilityShiftPossible: outcome.liabilityShiftPossible !== false,
  })
}

const failureOf = (legacyCode: unknown): PaymentFailureCode =>
  PROCESSOR_CODES[String(legacyCode)] ??
  (/^2\d{3}$/.test(String(legacyCode)) ? 'PROCESSOR_DECLINED' : 'PAYMENT_FAILED')

function declineOf(transaction: BraintreeTransaction | undefined): PaymentFailureCode {
  const history = transaction?.statusHistory ?? []
  if (transaction?.status === 'GATEWAY_REJECTED') {
    const reason = history.find((event) => event.gatewayRejectionReason)
    return REJECTION_REASONS[reason?.gatewayRejectionReason ?? ''] ?? 'DECLINED'
  }
  return failureOf(
    history.find((event) => event.processorResponse?.legacyCode)?.processorResponse?.legacyCode,
  )
}

interface GraphQLAnswer {
  data?: Record<
    string,
    Record<string, { id?: string; status?: string } & Record<string, unknown>> | null
  >
  errors?: { message?: string; extensions?: { errorClass?: string; legacyCode?: string } }[]
}

/**
 * Braintree's GraphQL API (cards, PayPal, Apple Pay and Google Pay all arrive as a payment
 * method nonce from Braintree's client SDKs). Amounts are decimal strings in the merchant
 * account's currency, so the account is picked by currency; the `orderId` is our order
 * reference.
 */
export class BraintreeGateway implements PaymentGateway {
  readonly name = 'BRAINTREE' as const

  constructor(private readonly config: BraintreeConfig) {}

  async authorize(input: AuthorizeInput): Promise<AuthResult> {
    const merchantAccountId =
      input.currency === 'GBP' ? this.config.merchantAccountId : this.config.merchantAccountIdEur
    if (!merchantAccountId) return { status: 'DECLINED', code: 'PAYMENT_FAILED' }
    const card = input.purpose.method === 'credit_card'
    const sale = {
      amount: toDecimalAmount(input.amount),
      merchantAccountId,
      orderId: input.orderReference,
    }
    // SCA (PSD2): a card nonce pays only with the 3-D Secure result verifyCard put on it for
    // this amount; Braintree gateway-rejects one whose authentication failed or never ran
    // (THREE_D_SECURE, read as AUTHENTICATION_FAILED), so a nonce from Hosted Fields posted
    // straight to the order call cannot skip the bank's check.
    const answer = card
      ? await this.graphql(AUTHORIZE_CARD, {
          input: {
            paymentMethodId: input.paymentToken,
            transaction: sale,
            options: { threeDSecureAuthentication: { required: true } },
          },
        })
      : await this.graphql(AUTHORIZE, {
          input: { paymentMethodId: input.paymentToken, transaction: sale },
        })
    if (!answer) return { status: 'DECLINED', code: 'PAYMENT_FAILED' }
    const error = answer.errors?.[0]
    if (error) {
      if (error.extensions?.errorClass === 'NOT_FOUND') {
        return { status: 'DECLINED', code: 'INVALID_PAYMENT_TOKEN' }
      }
      return { status: 'DECLINED', code: failureOf(error.extensions?.legacyCode) }
    }
    const parsed = BraintreeTransaction.safeParse(
      answer.data?.[card ? 'authorizeCreditCard' : 'authorizePaymentMethod']?.transaction,
    )
    const transaction = parsed.success ? parsed.data : undefined
    if (transaction?.id && transaction.status === 'AUTHORIZED') {
      if (card && !authenticatedCard(transaction)) {
        // Held without the bank's authentication (the control panel's 3-D Secure rules let it
        // through): released at once, refused as the checkout would have refused it.
        await this.void(transaction.id).catch(() => undefined)
        return { status: 'DECLINED', code: 'AUTHENTICATION_FAILED' }
      }
      return this.heldToMethod(transaction.id, transaction, input)
    }
    return { status: 'DECLINED', code: declineOf(transaction) }
  }

  /** A nonce says what it is only once used: a PayPal, wallet or card nonce posted for
   * another method is released at once and refused as an invalid token (payment-binding.ts),
   * so the order never records a method the shopper did not pay with. */
  private async heldToMethod(
    id: string,
    transaction: BraintreeTransaction,
    input: AuthorizeInput,
  ): Promise<AuthResult> {
    const paidWith = braintreeMethodOf(transaction.paymentMethodSnapshot)
    if (paidWith === null || paidWith === input.purpose.method) {
      return { status: 'AUTHORISED', reference: id }
    }
    // A reversal that fails leaves a hold with no order, which lapses on its own; the shopper's
    // answer is the same either way.
    await this.void(id).catch(() => undefined)
    return { status: 'DECLINED', code: 'INVALID_PAYMENT_TOKEN' }
  }

  capture(reference: string, amount: number, key?: string) {
    return this.operation(
      CAPTURE,
      'captureTransaction',
      { transactionId: reference, transaction: { amount: toDecimalAmount(amount) } },
      key,
    )
  }

  void(reference: string, key?: string) {
    return this.operation(REVERSE, 'reverseTransaction', { transactionId: reference }, key)
  }

  /** The open hold Braintree made for our order reference (sent as `orderId` at authorise).
   * Only AUTHORIZED counts: a transaction whose answer we never saw was never captured by us,
   * so a settling or settled one with this orderId is another payment of the same order (a
   * deposit balance reuses the order number). With `amount`, a hold for another sum is not
   * the lost attempt's either. */
  async lookup(orderReference: string, amount?: number): Promise<string | null> {
    const answer = await this.graphql(LOOKUP, {
      input: {
        orderId: { is: orderReference },
        status: { in: ['AUTHORIZED'] },
        ...(amount === undefined ? {} : { amount: { value: { is: toDecimalAmount(amount) } } }),
      },
    })
    const search = answer?.data?.search as
      { transactions?: { edges?: { node?: { id?: string; status?: string } }[] } } | undefined
    if (!answer || answer.errors?.length || !search?.transactions) {
      // A refused query says nothing about the hold: ask again next run rather than forget it.
      throw new GatewayUnavailableError('BRAINTREE', 'GATEWAY_UNREACHABLE', 'search refused')
    }
    const hold = (search.transactions.edges ?? []).find(
      (edge) => edge.node?.id && edge.node.status === 'AUTHORIZED',
    )
    return hold?.node?.id ?? null
  }

  /** A client token for the checkout's Braintree SDK (Hosted Fields, 3-D Secure, PayPal, the
   * wallets), for the merchant account of `currency`; null when Braintree refused. */
  async clientToken(currency: 'GBP' | 'EUR'): Promise<string | null> {
    const merchantAccountId =
      currency === 'GBP' ? this.config.merchantAccountId : this.config.merchantAccountIdEur
    if (!merchantAccountId) return null
    const answer = await this.graphql(CLIENT_TOKEN, {
      input: { clientToken: { merchantAccountId } },
    })
    const created = answer?.data?.createClientToken as { clientToken?: string } | undefined
    return created?.clientToken ?? null
  }

  /** The GraphQL id (what authorise answered and orders keep) of a transaction a webhook names
   * by its legacy id. Braintree documents the conversion as this query rather than a format to
   * compute. Throws GatewayUnavailableError when Braintree cannot say, so the webhook is retried. */
  async transactionIdOf(legacyId: string): Promise<string> {
    const answer = await this.graphql(IDS, {
      input: { ids: [{ legacyId, type: 'TRANSACTION' }] },
    })
    const ids = (answer?.data as { idsFromLegacyIds?: unknown } | undefined)?.idsFromLegacyIds
    const id = Array.isArray(ids) ? ids[0] : null
    if (typeof id !== 'string' || !id) {
      throw new GatewayUnavailableError('BRAINTREE', 'GATEWAY_UNREACHABLE', 'id lookup refused')
    }
    return id
  }

  refund(reference: string, amount: number, key?: string) {
    return this.operation(
      REFUND,
      'refundTransaction',
      { transactionId: reference, refund: { amount: toDecimalAmount(amount) } },
      key,
    )
  }

  /** Braintree's GraphQL takes no idempotency key: a mutation is deduplicated by the state it
   * needs (a transaction captures or reverses once; a refund is held to what settled, and the
   * ledger records each refund before the next). The operation's key goes as the input's
   * `clientMutationId` (every Braintree mutation input has one, echoed in the answer), so a
   * retried call carries the same identifier as the first. */
  private async operation(
    query: string,
    field: string,
    input: object,
    key?: string,
  ): Promise<OperationResult> {
    const answer = await this.graphql(query, {
      input: key ? { clientMutationId: key, ...input } : input,
    })
    const error = answer?.errors?.[0]
    if (!answer || error || !answer.data?.[field]) {
      return { status: 'FAILED', code: failureOf(error?.extensions?.legacyCode) }
    }
    return { status: 'OK' }
  }

  /** One GraphQL request; null when Braintree refused it outright (4xx: credentials, shape). */
  private async graphql(query: string, variables: unknown): Promise<GraphQLAnswer | null> {
    const res = await callProvider('BRAINTREE', this.config.url, {
      method: 'POST',
      headers: {
        authorization: basicAuth(this.config.publicKey, this.config.privateKey),
        'braintree-version': BRAINTREE_VERSION,
      },
      body: { query, variables },
    })
    if (res.status >= 400 || !res.json || typeof res.json !== 'object') return null
    return res.json as GraphQLAnswer
  }
}
