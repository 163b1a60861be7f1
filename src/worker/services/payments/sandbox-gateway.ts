import type { D1Database } from '@cloudflare/workers-types'
import { PaymentTokenRepository } from './payment-token-repository'
import {
  GatewayUnavailableError,
  type AuthResult,
  type AuthorizeInput,
  type OperationResult,
  type PaymentGateway,
} from './payment-gateway'
import { isProcessorDeclinedAmount, isSandboxOutcome } from './sandbox-test-cards'
import { paymentTokenHash } from './tokenizer'

/**
 * The embedded default gateway: behaves like a card processor's test mode, replaying the
 * outcome the tokenizer stored for the test card (table in sandbox-test-cards.ts). Raw: it
 * does not record anything itself; the authorisation ledger around it gives idempotency and
 * the capture/void/refund state checks.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'SANDBOX' as const

  constructor(
    private readonly db: D1Database,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async authorize(input: AuthorizeInput): Promise<AuthResult> {
    // Spend the token first: even a declined attempt uses it up, as with a real processor.
    const token = await new PaymentTokenRepository(this.db).consume(
      await paymentTokenHash(input.paymentToken),
      this.clock().toISOString(),
    )
    if (!token) return { status: 'DECLINED', code: 'INVALID_PAYMENT_TOKEN' }
    // An outcome this code does not know (a row from a newer table) must not approve.
    const outcome = isSandboxOutcome(token.sandboxOutcome) ? token.sandboxOutcome : 'PAYMENT_FAILED'
    if (outcome === 'ISSUER_UNREACHABLE') {
      throw new GatewayUnavailableError('SANDBOX', 'ISSUER_UNREACHABLE', 'issuer timed out')
    }
    if (outcome !== 'APPROVED') return { status: 'DECLINED', code: outcome }
    if (isProcessorDeclinedAmount(input.amount)) {
      return { status: 'DECLINED', code: 'PROCESSOR_DECLINED' }
    }
    return { status: 'AUTHORISED', reference: `sbx_${crypto.randomUUID()}` }
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
