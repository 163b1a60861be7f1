import type { ClearpayConfig } from './payment-config'
import type { AuthResult, AuthorizeInput, OperationResult, PaymentGateway } from './payment-gateway'
import { basicAuth, callProvider, toDecimalAmount } from './provider-http'

/** Clearpay is the UK market's Afterpay: its merchant accounts settle in pounds only, so the
 * Irish (euro) brands cannot use it. */
const CLEARPAY_CURRENCY = 'GBP'

/** Afterpay asks every integration to name itself in User-Agent. */
const userAgent = (merchantId: string) =>
  `DealioStorefront/0.1.0 (Cloudflare Workers; Merchant/${merchantId}) https://www.dealio.co.uk`

const money = (minor: number) => ({ amount: toDecimalAmount(minor), currency: CLEARPAY_CURRENCY })

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

  capture(reference: string, amount: number) {
    return this.operation(`/v2/payments/${encodeURIComponent(reference)}/capture`, {
      amount: money(amount),
    })
  }

  /** No amount: Clearpay then voids everything still open to capture. */
  void(reference: string) {
    return this.operation(`/v2/payments/${encodeURIComponent(reference)}/void`, {})
  }

  refund(reference: string, amount: number) {
    return this.operation(`/v2/payments/${encodeURIComponent(reference)}/refund`, {
      amount: money(amount),
    })
  }

  private async operation(path: string, body: object): Promise<OperationResult> {
    const res = await this.call(path, { requestId: crypto.randomUUID(), ...body })
    return res.status === 200 || res.status === 201
      ? { status: 'OK' }
      : { status: 'FAILED', code: 'CLEARPAY_FAILED' }
  }

  private call(path: string, body: unknown) {
    return callProvider('CLEARPAY', this.config.url.replace(/\/$/, '') + path, {
      method: 'POST',
      headers: {
        authorization: basicAuth(this.config.merchantId, this.config.secretKey),
        'user-agent': userAgent(this.config.merchantId),
      },
      body,
    })
  }
}
