import type { ClearpayConfig } from './payment-config'
import {
  GatewayUnavailableError,
  type AuthResult,
  type AuthorizeInput,
  type OperationResult,
  type PaymentGateway,
} from './payment-gateway'
import { basicAuth, callProvider, toDecimalAmount } from './provider-http'
import { z } from 'zod'

/** Clearpay is the UK market's Afterpay: its merchant accounts settle in pounds only, so the
 * Irish (euro) brands cannot use it. */
const CLEARPAY_CURRENCY = 'GBP'

/** Afterpay asks every integration to name itself in User-Agent. */
const userAgent = (merchantId: string) =>
  `DealioStorefront/0.1.0 (Cloudflare Workers; Merchant/${merchantId}) https://www.dealio.co.uk`

const money = (minor: number) => ({ amount: toDecimalAmount(minor), currency: CLEARPAY_CURRENCY })

/** The fields of a Clearpay Payment object that lookup reads. */
interface ClearpayPayment {
  id?: string
  status?: string
  paymentState?: string
  merchantReference?: string
  originalAmount?: { amount?: string; currency?: string }
}

const Money = z.object({ amount: z.string(), currency: z.string() })

/** The fields of a Clearpay Payment (GET /v2/payments/{orderId}) its state is read from. */
export const ClearpayPaymentState = z.object({
  id: z.string(),
  status: z.string(),
  paymentState: z.string(),
  originalAmount: Money,
  openToCaptureAmount: Money.optional(),
  refunds: z.array(z.object({ amount: Money })).optional(),
  events: z.array(z.object({ type: z.string(), amount: Money.optional() })).optional(),
})
export type ClearpayPaymentState = z.infer<typeof ClearpayPaymentState>

export interface ClearpayCheckoutInput {
  amount: number
  orderReference: string
  consumerEmail: string
  redirectConfirmUrl: string
  redirectCancelUrl: string
}

/**
 * Clearpay (Afterpay API v2): the checkout creates a Clearpay checkout and sends the shopper
 * to its redirect URL; on return the checkout `token` is authorised here, then captured,
 * voided or refunded by payment id. Basic auth with merchant id and secret key; amounts as
 * `{ amount: '10.00', currency }`; every write carries a `requestId` for Clearpay's own
 * idempotency.
 */
export class ClearpayGateway implements PaymentGateway {
  readonly name = 'CLEARPAY' as const

  constructor(private readonly config: ClearpayConfig) {}

  /** POST /v2/checkouts: the token and the URL to send the shopper to; null when refused. */
  async createCheckout(
    input: ClearpayCheckoutInput,
  ): Promise<{ token: string; redirectCheckoutUrl: string } | null> {
    const res = await this.call('/v2/checkouts', {
      amount: money(input.amount),
      consumer: { email: input.consumerEmail },
      merchant: {
        redirectConfirmUrl: input.redirectConfirmUrl,
        redirectCancelUrl: input.redirectCancelUrl,
      },
      merchantReference: input.orderReference,
    })
    const json = res.json as { token?: string; redirectCheckoutUrl?: string } | null
    if (res.status !== 201 || !json?.token || !json.redirectCheckoutUrl) return null
    return { token: json.token, redirectCheckoutUrl: json.redirectCheckoutUrl }
  }

  async authorize(input: AuthorizeInput): Promise<AuthResult> {
    if (input.currency !== CLEARPAY_CURRENCY) return { status: 'DECLINED', code: 'CLEARPAY_FAILED' }
    const res = await this.call('/v2/payments/auth', {
      requestId: input.idempotencyKey,
      token: input.paymentToken,
      merchantReference: input.orderReference,
      amount: money(input.amount),
    })
    const json = res.json as { id?: string; status?: string; errorCode?: string } | null
    // A declined auth is a 402 with the Payment object; a bad token a 402 with an error code.
    if (json?.errorCode === 'invalid_token') {
      return { status: 'DECLINED', code: 'INVALID_PAYMENT_TOKEN' }
    }
    if (res.status !== 201 || json?.status !== 'APPROVED' || !json.id) {
      return { status: 'DECLINED', code: 'CLEARPAY_FAILED' }
    }
    return { status: 'AUTHORISED', reference: json.id }
  }

  capture(reference: string, amount: number, key?: string) {
    return this.operation(
      `/v2/payments/${encodeURIComponent(reference)}/capture`,
      { amount: money(amount) },
      key,
    )
  }

  /** No amount: Clearpay then voids everything still open to capture. */
  void(reference: string, key?: string) {
    return this.operation(`/v2/payments/${encodeURIComponent(reference)}/void`, {}, key)
  }

  refund(reference: string, amount: number, key?: string) {
    return this.operation(
      `/v2/payments/${encodeURIComponent(reference)}/refund`,
      { amount: money(amount) },
      key,
    )
  }

  /** The open auth Clearpay made for our order reference (List Payments filtered by the
   * `merchantReference` sent at authorise). Only an APPROVED payment still AUTH_APPROVED
   * counts: one we never saw answered was never captured by us, so a captured one with this
   * reference is another payment of the same order. With `amount`, an auth for another sum is
   * not ours either. */
  async lookup(orderReference: string, amount?: number): Promise<string | null> {
    const query = new URLSearchParams({ merchantReferences: orderReference, limit: '250' })
    const res = await this.call(`/v2/payments?${query}`)
    const json = res.json as { results?: ClearpayPayment[] } | null
    if (res.status !== 200 || !Array.isArray(json?.results)) {
      // A refused query says nothing about the auth: ask again next run rather than forget it.
      throw new GatewayUnavailableError('CLEARPAY', 'GATEWAY_UNREACHABLE', `HTTP ${res.status}`)
    }
    const open = json.results.find(
      (payment) =>
        payment.id &&
        payment.merchantReference === orderReference &&
        payment.status === 'APPROVED' &&
        payment.paymentState === 'AUTH_APPROVED' &&
        (amount === undefined || payment.originalAmount?.amount === toDecimalAmount(amount)),
    )
    return open?.id ?? null
  }

  /** The payment as Clearpay has it (Get Payment By Order ID), null when it has no such
   * payment. A notification is only a hint to read this. */
  async paymentState(id: string): Promise<ClearpayPaymentState | null> {
    const res = await this.call(`/v2/payments/${encodeURIComponent(id)}`)
    if (res.status === 404) return null
    const payment = ClearpayPaymentState.safeParse(res.json)
    if (res.status !== 200 || !payment.success || payment.data.id !== id) {
      throw new GatewayUnavailableError('CLEARPAY', 'GATEWAY_UNREACHABLE', `HTTP ${res.status}`)
    }
    return payment.data
  }

  /** `requestId` is Clearpay's idempotency key: the operation's own (operation-key.ts), so a
   * retried capture or refund is answered with the first instead of made again. */
  private async operation(path: string, body: object, key?: string): Promise<OperationResult> {
    const res = await this.call(path, { requestId: key ?? crypto.randomUUID(), ...body })
    return res.status === 200 || res.status === 201
      ? { status: 'OK' }
      : { status: 'FAILED', code: 'CLEARPAY_FAILED' }
  }

  /** A POST with `body`, a GET without. */
  private call(path: string, body?: unknown) {
    return callProvider('CLEARPAY', this.config.url.replace(/\/$/, '') + path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        authorization: basicAuth(this.config.merchantId, this.config.secretKey),
        'user-agent': userAgent(this.config.merchantId),
      },
      body,
    })
  }
}
