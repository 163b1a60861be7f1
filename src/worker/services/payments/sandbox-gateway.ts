import type { D1Database } from '@cloudflare/workers-types'
import { declineCodeOf } from '../../../shared/domain/payment/sandbox-approval'
import {
  sandboxOutcome,
  threeDSecureRefuses,
} from '../../../shared/domain/payment/sandbox-test-cards'
import { PaymentTokenRepository } from '../../storage/payments/payment-token-repository'
import {
  GatewayUnavailableError,
  isPaymentFailureCode,
  type AuthResult,
  type AuthorizeInput,
  type OperationResult,
  type PaymentFailureCode,
  type PaymentGateway,
} from './payment-gateway'
import { SandboxApprovalRepository } from '../../storage/payments/sandbox-approval-repository'
import { approvalTokenHash, isApprovalToken } from './sandbox-approval-token'
import { approvalBinding, cardTokenBinding, mismatchOf } from './token-bindings'
import { paymentTokenHash } from './tokenizer'
import { clock as workerClock } from '../../clock'

/** What the processor's side of the sandbox answers for an amount: the shared rule
 * (src/shared/domain/payment/sandbox-test-cards.ts) for a card with no outcome of its own, as
 * the card's own outcome was settled at tokenisation and only the token reaches here. */
const amountOutcome = (amount: number) => sandboxOutcome('', amount)

/** Outcomes the sandbox answers as an outage, like a processor that timed out: the ledger
 * records them as declined, and the same request may succeed on retry. */
const UNAVAILABLE: ReadonlySet<PaymentFailureCode> = new Set([
  'ISSUER_UNREACHABLE',
  'GATEWAY_UNREACHABLE',
])

const INVALID_TOKEN: AuthResult = { status: 'DECLINED', code: 'INVALID_PAYMENT_TOKEN' }

/**
 * The embedded default gateway: behaves like a card processor's test mode, replaying the
 * outcome the tokenizer stored for the test card, then the amount's (both tables in
 * src/shared/domain/payment/sandbox-test-cards.ts). For PayPal, Klarna, Clearpay and the
 * wallets the token is an approval (sandbox-approvals.ts) and the shopper's decision on the
 * sandbox page is the outcome, as the provider's answer would be. Raw: it does not record
 * anything itself; the authorisation ledger around it gives idempotency and the
 * capture/void/refund state checks.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'SANDBOX' as const

  constructor(
    private readonly db: D1Database,
    private readonly clock: () => Date = () => workerClock.now(),
  ) {}

  async authorize(input: AuthorizeInput): Promise<AuthResult> {
    if (isApprovalToken(input.paymentToken)) return this.authorizeApproval(input)
    const tokens = new PaymentTokenRepository(this.db)
    const hash = await paymentTokenHash(input.paymentToken)
    const now = this.clock().toISOString()
    // A token made for another payment is refused and left unspent, so the shopper it was made
    // for can still pay with it; one that fits is spent before anything else, even if declined,
    // as with a real processor.
    const found = await tokens.findUsable(hash, now)
    if (!found || mismatchOf(cardTokenBinding(found), input)) return INVALID_TOKEN
    const token = await tokens.consume(hash, now)
    if (!token) return INVALID_TOKEN
    // SCA next, as a bank refuses an unauthenticated card before it looks at the account
    // (sandbox-three-d-secure.ts records the check).
    if (threeDSecureRefuses(token.threeDsCard, token.threeDsStatus)) {
      return { status: 'DECLINED', code: 'AUTHENTICATION_FAILED' }
    }
    // The card's outcome wins over the amount's, as a declined card never reaches the processor.
    const stored = token.sandboxOutcome
    return this.answerFor(stored === 'APPROVED' ? amountOutcome(input.amount) : stored)
  }

  private answerFor(outcome: string): AuthResult {
    if (outcome === 'APPROVED') {
      return { status: 'AUTHORISED', reference: `sbx_${crypto.randomUUID()}` }
    }
    // An outcome this code does not know (a row from a newer table) must not approve.
    const code = isPaymentFailureCode(outcome) ? outcome : 'PAYMENT_FAILED'
    if (UNAVAILABLE.has(code)) throw new GatewayUnavailableError('SANDBOX', code, 'timed out')
    return { status: 'DECLINED', code }
  }

  private async authorizeApproval(input: AuthorizeInput): Promise<AuthResult> {
    const approvals = new SandboxApprovalRepository(this.db)
    const hash = await approvalTokenHash(input.paymentToken)
    const now = this.clock().toISOString()
    // An approval is for the basket, shopper, method and figure the shopper saw on the
    // provider's page and nothing else; anything else leaves it for that payment.
    const found = await approvals.findUsable(hash, now)
    if (!found || mismatchOf(approvalBinding(found), input)) return INVALID_TOKEN
    // Spent even when declined, as a provider's approval token is good for one order only.
    const approval = await approvals.consume(hash, now)
    if (!approval || approval.status === 'CANCELLED') return INVALID_TOKEN
    if (approval.status === 'TIMED_OUT') {
      throw new GatewayUnavailableError('SANDBOX', 'GATEWAY_UNREACHABLE', 'provider timed out')
    }
    if (approval.status === 'DECLINED') {
      return this.answerFor(declineCodeOf(approval.method))
    }
    return this.answerFor(amountOutcome(input.amount))
  }

  // The sandbox holds no money: these always succeed; the ledger checks the state first.
  async capture(): Promise<OperationResult> {
    return { status: 'OK' }
  }

  async void(): Promise<OperationResult> {
    return { status: 'OK' }
  }

  async refund(): Promise<OperationResult> {
    return { status: 'OK' }
  }
}
