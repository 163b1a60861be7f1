import type { D1Database } from '@cloudflare/workers-types'
import type { PaymentPurpose } from '../../../shared/domain/payment/payment-binding'
import type { Currency } from '../../../shared/schemas/money'
import {
  ProviderBindingRepository,
  type BoundProvider,
} from '../../storage/payments/provider-binding-repository'
import { hashCustomerToken as sha256Hex } from '../security/customer-token'
import type { AuthResult, AuthorizeInput, PaymentGateway } from './payment-gateway'
import { mismatchOf, providerBinding } from './token-bindings'
import { clock as workerClock } from '../../clock'

/** Past Klarna's 60-minute authorization token and a Clearpay checkout's own expiry: the
 * provider refuses a stale token itself, this only has to outlive it. */
const PROVIDER_BINDING_LIFETIME_MINUTES = 180

const INVALID_TOKEN: AuthResult = { status: 'DECLINED', code: 'INVALID_PAYMENT_TOKEN' }

export interface ProviderSession {
  gateway: BoundProvider
  /** Clearpay: the checkout token (what the order later pays with). Klarna: the session id. */
  token: string
  purpose: PaymentPurpose
  amount: number
  currency: Currency
}

/** Records what a Klarna session or a Clearpay checkout was created for. Whoever creates one
 * (KlarnaGateway.createSession, ClearpayGateway.createCheckout) must call this with the
 * basket, shopper, method and amount it was created for, or its token will pay for nothing. */
export async function bindProviderSession(
  db: D1Database,
  session: ProviderSession,
  now: Date,
): Promise<void> {
  await new ProviderBindingRepository(db).insert({
    gateway: session.gateway,
    tokenHash: await sha256Hex(session.token),
    method: session.purpose.method,
    subject: session.purpose.subject,
    shopperId: session.purpose.shopperId,
    amount: session.amount,
    currency: session.currency,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + PROVIDER_BINDING_LIFETIME_MINUTES * 60_000).toISOString(),
  })
}

/**
 * Holds a Klarna or Clearpay token to what the server created its session or checkout for
 * before the provider is asked (bound tokens): a token for another basket, shopper,
 * method or amount is refused as INVALID_PAYMENT_TOKEN and nothing is authorised.
 *
 * Clearpay's checkout token comes back as the payment token, so it is looked up itself.
 * Klarna's authorization_token is made by Klarna's widget and we never see it before the
 * order, so an attempt must spend an unused session this shopper opened for exactly this
 * payment; tying the token to that very session would take Klarna's read-session call.
 */
export class ProviderBoundGateway implements PaymentGateway {
  private readonly bindings: ProviderBindingRepository

  constructor(
    private readonly inner: PaymentGateway & { readonly name: BoundProvider },
    db: D1Database,
    private readonly clock: () => Date = () => workerClock.now(),
  ) {
    this.bindings = new ProviderBindingRepository(db)
  }

  get name() {
    return this.inner.name
  }

  async authorize(input: AuthorizeInput): Promise<AuthResult> {
    return (await this.claim(input)) ? this.inner.authorize(input) : INVALID_TOKEN
  }

  capture(reference: string, amount: number, idempotencyKey?: string) {
    return this.inner.capture(reference, amount, idempotencyKey)
  }

  void(reference: string, idempotencyKey?: string) {
    return this.inner.void(reference, idempotencyKey)
  }

  refund(reference: string, amount: number, idempotencyKey?: string) {
    return this.inner.refund(reference, amount, idempotencyKey)
  }

  get lookup(): PaymentGateway['lookup'] {
    return this.inner.lookup?.bind(this.inner)
  }

  /** Spends the binding this attempt pays by; false when there is none that fits. */
  private async claim(input: AuthorizeInput): Promise<boolean> {
    const now = this.clock().toISOString()
    const attempt = { ...input.purpose, amount: input.amount, currency: input.currency }
    if (this.name === 'KLARNA') {
      return (await this.bindings.consumeMatching('KLARNA', attempt, now)) !== null
    }
    const hash = await sha256Hex(input.paymentToken)
    const found = await this.bindings.findUsable(this.name, hash, now)
    if (!found || mismatchOf(providerBinding(found), input)) return false
    return this.bindings.consume(this.name, hash, now)
  }
}
