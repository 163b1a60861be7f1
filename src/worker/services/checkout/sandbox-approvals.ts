import type { D1Database } from '@cloudflare/workers-types'
import {
  METHOD_NAMES,
  paymentMethodOf,
  type ApprovalDecision,
  type ApprovalMethod,
} from '../../../shared/domain/payment/sandbox-approval'
import { checkoutPath } from '../../../shared/domain/checkout/status'
import { DomainError } from '../../errors'
import type { Viewer } from '../basket/basket-access'
import { CheckoutService, type BrowserWallets } from './checkout-service'
import { enabledGateways, METHOD_UNAVAILABLE, PROVIDER_FOR } from '../payments/gateway-selection'
import {
  approvalTokenHash,
  isApprovalToken,
  newApprovalToken,
} from '../payments/sandbox-approval-token'
import {
  SandboxApprovalRepository,
  type SandboxApprovalRow,
} from '../../storage/payments/sandbox-approval-repository'
import { clock as workerClock } from '../../clock'

/** An approval is for the payment about to be made, as a card token is (tokenizer.ts). */
const APPROVAL_LIFETIME_MINUTES = 15

const NOT_IN_SANDBOX = 'This payment method is taken by its provider, not the sandbox.'
const APPROVAL_FOR_ANOTHER_METHOD =
  'This payment was approved for another payment method. Please choose a way to pay again.'
const NOTHING_TO_PAY = 'There is nothing left to pay, so no approval is needed.'
export const approvalPath = (token: string) => `/sandbox/pay/${encodeURIComponent(token)}`

/**
 * The sandbox's stand-in for the approval step PayPal, Klarna, Clearpay, Apple Pay and Google
 * Pay each have (DESIGN 'Payments': the embedded sandbox behaves like the providers' test
 * modes): the checkout opens an approval for the basket's amount, the shopper approves,
 * declines, cancels or times it out on the sandbox page, and comes back to the checkout, which
 * places the order with the approval's token. The sandbox gateway then spends it once
 * (sandbox-gateway.ts), so the order takes the same path as with a real provider's token.
 */
export class SandboxApprovalService {
  private readonly approvals: SandboxApprovalRepository

  constructor(
    private readonly env: unknown,
    private readonly db: D1Database,
    private readonly now: () => Date = () => workerClock.now(),
  ) {
    this.approvals = new SandboxApprovalRepository(db)
  }

  /** Opens an approval for what the basket's checkout asks the shopper to pay now, refused for
   * a method §5's eligibility rules do not offer this basket. */
  async open(
    basketToken: string,
    viewer: Viewer,
    choice: ApprovalMethod,
    browser: BrowserWallets,
  ): Promise<{ approvalPath: string }> {
    const method = paymentMethodOf(choice)
    const enabled = enabledGateways(this.env)
    if (enabled.includes(PROVIDER_FOR[method])) throw new DomainError('CONFLICT', NOT_IN_SANDBOX)
    if (!enabled.includes('SANDBOX')) throw new DomainError('UNAVAILABLE', METHOD_UNAVAILABLE)
    const view = await new CheckoutService(this.db, this.now).checkoutData(
      basketToken,
      viewer,
      browser,
      { load: false },
    )
    const { currency } = view.orderSummary
    // §9: PayPal Credit is a UK product (pay-later-copy.ts).
    const offered =
      view.paymentMethods.methods[method] && !(choice === 'paypal_credit' && currency !== 'GBP')
    if (!offered) {
      throw new DomainError(
        'UNPROCESSABLE',
        `${METHOD_NAMES[choice]} is not available for this basket. Please choose another way to pay.`,
      )
    }
    const amount = view.wallet?.cardAmount ?? view.orderSummary.totalOrderAmount
    if (amount <= 0) throw new DomainError('UNPROCESSABLE', NOTHING_TO_PAY)
    const token = newApprovalToken()
    const now = this.now()
    await this.approvals.insert({
      tokenHash: await approvalTokenHash(token),
      method: choice,
      basketToken: view.basketToken,
      shopperId: viewer.userId,
      amount,
      currency,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + APPROVAL_LIFETIME_MINUTES * 60_000).toISOString(),
    })
    return { approvalPath: approvalPath(token) }
  }

  /** An order names the method it pays with and the approval it pays by: they must agree, or
   * the order would record a method the shopper never approved (a PayPal approval posted as
   * Klarna). An unknown or expired approval passes here and is refused by the gateway. */
  async assertPaysWith(payment: { method: string; paymentToken?: string }): Promise<void> {
    if (!payment.paymentToken || !isApprovalToken(payment.paymentToken)) return
    const row = await this.approvals.find(await approvalTokenHash(payment.paymentToken))
    if (row && paymentMethodOf(row.method) !== payment.method) {
      throw new DomainError('INVALID', APPROVAL_FOR_ANOTHER_METHOD)
    }
  }

  /** The approval the sandbox page shows; null when unknown or expired (the page 404s). */
  async find(token: string): Promise<SandboxApprovalRow | null> {
    const row = await this.approvals.find(await approvalTokenHash(token))
    return row && row.expiresAt > this.now().toISOString() ? row : null
  }

  /** Records the shopper's decision and answers where the sandbox sends them back to. A second
   * press (or a replayed form) keeps the first decision. Null for an unknown or expired one. */
  async decide(token: string, decision: ApprovalDecision): Promise<string | null> {
    const hash = await approvalTokenHash(token)
    const row =
      (await this.approvals.decide(hash, decision, this.now().toISOString())) ??
      (await this.find(token))
    if (!row || row.status === 'PENDING') return null
    return returnPath(row, token)
  }
}

/** The checkout with what the provider answered, as PayPal and Clearpay return the shopper
 * with their token (or to the cancel URL). */
export function returnPath(row: SandboxApprovalRow, token: string): string {
  const query =
    row.status === 'CANCELLED'
      ? new URLSearchParams({ cancelled: row.method })
      : new URLSearchParams({ approval: token })
  return `${checkoutPath(row.basketToken)}?${query}`
}
