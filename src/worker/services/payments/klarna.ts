import type { KlarnaConfig } from './payment-config'
import type {
  AuthResult,
  AuthorizeInput,
  Currency,
  OperationResult,
  PaymentGateway,
} from './payment-gateway'
import { basicAuth, callProvider } from './provider-http'
import { GatewayUnavailableError } from './payment-gateway'
import { z } from 'zod'

/** §1: GBP for the UK brands, EUR for the Irish ones. */
const MARKET: Record<Currency, { purchase_country: string; locale: string }> = {
  GBP: { purchase_country: 'GB', locale: 'en-GB' },
  EUR: { purchase_country: 'IE', locale: 'en-IE' },
}

interface KlarnaOrderLine {
  name: string
  quantity: number
  /** Minor units, tax included. */
  unit_price: number
  total_amount: number
  tax_rate: number
  total_tax_amount: number
  type?: string
}

export interface KlarnaPurchase {
  amount: number
  currency: Currency
  orderReference: string
  /** Defaults to one line for the whole amount, which always sums to order_amount. */
  orderLines?: KlarnaOrderLine[]
}

/** The purchase as Klarna Payments wants it: minor units, and order lines whose
 * total_amount sum to order_amount (Klarna refuses the request otherwise). */
export const klarnaPurchaseBody = (purchase: KlarnaPurchase) => {
  const lines = purchase.orderLines ?? [
    {
      type: 'digital',
      name: `Order ${purchase.orderReference}`,
      quantity: 1,
      unit_price: purchase.amount,
      total_amount: purchase.amount,
      tax_rate: 0,
      total_tax_amount: 0,
    },
  ]
  return {
    ...MARKET[purchase.currency],
    purchase_currency: purchase.currency,
    order_amount: purchase.amount,
    order_tax_amount: lines.reduce((sum, line) => sum + line.total_tax_amount, 0),
    order_lines: lines,
    merchant_reference1: purchase.orderReference,
  }
}

/** Where Klarna calls us about an order we place: its notification URL (a pending order's
 * fraud decision, the order's later changes: routes/api/payment-notifications.ts) and the
 * confirmation page a redirecting payment method returns the shopper to. */
const klarnaMerchantUrls = (origin: string, orderReference: string) => {
  const base = origin.replace(/\/$/, '')
  return {
    confirmation: `${base}/checkout/confirmation/${encodeURIComponent(orderReference)}`,
    notification: `${base}/api/v1/payments/notifications/klarna`,
  }
}

/** The fields of an Order Management order that its payment state is read from; amounts in
 * minor units. Other fields pass unread. */
export const KlarnaOrderState = z.object({
  order_id: z.string(),
  status: z.string(),
  fraud_status: z.string().optional(),
  order_amount: z.number().int(),
  captured_amount: z.number().int(),
  refunded_amount: z.number().int(),
})
export type KlarnaOrderState = z.infer<typeof KlarnaOrderState>

/**
 * Klarna Payments (sessions, then an order from the widget's authorization_token) and Klarna
 * Order Management for capture, cancel and refund. Basic auth with the API username and
 * password; amounts in minor units.
 *
 * No `lookup` (PaymentGateway): Order Management finds an order only by Klarna's order_id and
 * has no search by merchant_reference1, so an order whose create call timed out cannot be
 * found from our order reference. Klarna's documented recovery is to replay the create-order
 * call with the same Klarna-Idempotency-Key, which needs the authorization token, a bearer
 * credential that can place an order on the shopper's account for 60 minutes. We keep no
 * copy of it, and keeping one for a 15-minute-late replay would mean storing that credential
 * (and the exact purchase body) for every Klarna attempt to cover a rare timeout. Such an
 * order is never captured: Klarna bills nothing before capture and releases the order when
 * its authorisation expires (a card-funded one stays held until then). The fake replays by
 * key (test/fixtures/fake-payment-klarna.ts) for the day we choose to store the token.
 */
export class KlarnaGateway implements PaymentGateway {
  readonly name = 'KLARNA' as const

  constructor(private readonly config: KlarnaConfig) {}

  /** Step 1 of a Klarna payment: a session whose client_token the checkout hands to Klarna's
   * widget. Null when Klarna refused it. */
  async createSession(
    purchase: KlarnaPurchase,
  ): Promise<{ sessionId: string; clientToken: string } | null> {
    const res = await this.call('POST', '/payments/v1/sessions', klarnaPurchaseBody(purchase))
    const json = res.json as { session_id?: string; client_token?: string } | null
    if (res.status !== 200 || !json?.session_id || !json.client_token) return null
    return { sessionId: json.session_id, clientToken: json.client_token }
  }

  async authorize(input: AuthorizeInput): Promise<AuthResult> {
    const res = await this.call(
      'POST',
      `/payments/v1/authorizations/${encodeURIComponent(input.paymentToken)}/order`,
      {
        ...klarnaPurchaseBody(input),
        ...(input.merchantOrigin
          ? { merchant_urls: klarnaMerchantUrls(input.merchantOrigin, input.orderReference) }
          : {}),
      },
      input.idempotencyKey,
    )
    const json = res.json as { order_id?: string; fraud_status?: string } | null
    if (res.status === 404) return { status: 'DECLINED', code: 'INVALID_PAYMENT_TOKEN' }
    // PENDING fraud review still gives a capturable order; REJECTED does not.
    if (res.status !== 200 || !json?.order_id || json.fraud_status === 'REJECTED') {
      return { status: 'DECLINED', code: 'KLARNA_FAILED' }
    }
    return { status: 'AUTHORISED', reference: json.order_id }
  }

  async capture(reference: string, amount: number, key?: string): Promise<OperationResult> {
    const res = await this.call(
      'POST',
      `${this.orderPath(reference)}/captures`,
      { captured_amount: amount },
      key,
    )
    return res.status === 201 ? { status: 'OK' } : { status: 'FAILED', code: 'KLARNA_FAILED' }
  }

  async void(reference: string, key?: string): Promise<OperationResult> {
    const res = await this.call('POST', `${this.orderPath(reference)}/cancel`, undefined, key)
    return res.status === 204 ? { status: 'OK' } : { status: 'FAILED', code: 'KLARNA_FAILED' }
  }

  async refund(reference: string, amount: number, key?: string): Promise<OperationResult> {
    const res = await this.call(
      'POST',
      `${this.orderPath(reference)}/refunds`,
      { refunded_amount: amount },
      key,
    )
    return res.status === 201 ? { status: 'OK' } : { status: 'FAILED', code: 'KLARNA_FAILED' }
  }

  /** The order as Order Management has it (GET /ordermanagement/v1/orders/{order_id}), null
   * when Klarna has no such order. A notification is only a hint to read this. */
  async orderState(orderId: string): Promise<KlarnaOrderState | null> {
    const res = await this.call('GET', this.orderPath(orderId))
    if (res.status === 404) return null
    const order = KlarnaOrderState.safeParse(res.json)
    if (res.status !== 200 || !order.success || order.data.order_id !== orderId) {
      throw new GatewayUnavailableError('KLARNA', 'GATEWAY_UNREACHABLE', `HTTP ${res.status}`)
    }
    return order.data
  }

  private orderPath(orderId: string) {
    return `/ordermanagement/v1/orders/${encodeURIComponent(orderId)}`
  }

  /** Klarna asks for a Klarna-Idempotency-Key on every POST (integration resilience): the
   * operation's own key (the attempt's for creating the order; operation-key.ts's for capture,
   * cancel and refund, so a retried capture is answered with the first), else a fresh one. */
  private call(method: string, path: string, body?: unknown, idempotencyKey?: string) {
    const key = method === 'POST' ? (idempotencyKey ?? crypto.randomUUID()) : undefined
    return callProvider('KLARNA', this.config.url.replace(/\/$/, '') + path, {
      method,
      headers: {
        authorization: basicAuth(this.config.username, this.config.password),
        ...(key ? { 'klarna-idempotency-key': key } : {}),
      },
      body,
    })
  }
}
