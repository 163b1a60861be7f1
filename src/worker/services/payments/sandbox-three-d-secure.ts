import type { D1Database } from '@cloudflare/workers-types'
import type { PaymentSubject } from '../../../shared/domain/payment/payment-binding'
import { paymentErrorMessage } from '../../../shared/domain/payment/payment-errors'
import type { ThreeDSecureStatus } from '../../../shared/domain/payment/sandbox-test-cards'
import type { VerifyCardResult } from '../../../shared/schemas/three-d-secure'
import { DomainError } from '../../errors'
import { PaymentTokenRepository } from '../../storage/payments/payment-token-repository'
import { hashCustomerToken as sha256Hex } from '../security/customer-token'
import { paymentTokenHash } from './tokenizer'

export const challengePath = (challengeId: string) =>
  `/sandbox/3ds/${encodeURIComponent(challengeId)}`

const newChallengeId = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(18))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
}

/** The sandbox's 3-D Secure 2 server, standing in for Braintree's `threeDSecure.verifyCard`
 * and the issuer's challenge page: the test card decides (sandbox-test-cards.ts), the result is
 * kept on the token, and the sandbox gateway refuses a token whose check failed or whose
 * challenge is still open, as an issuer does under SCA. */
export class SandboxThreeDSecure {
  constructor(
    private readonly db: D1Database,
    private readonly now: () => Date,
  ) {}

  private get tokens() {
    return new PaymentTokenRepository(this.db)
  }

  /** The check of a card token for one payment (`payment`: what it pays and how much): the
   * token then pays that payment only (token-bindings.ts), as a bank's authentication is for
   * the payment it was asked about. */
  async verify(
    paymentToken: string,
    payment: { subject: PaymentSubject; amount: number },
  ): Promise<VerifyCardResult> {
    const hash = await paymentTokenHash(paymentToken)
    const token = await this.tokens.findUsable(hash, this.now().toISOString())
    if (!token) throw new DomainError('INVALID', paymentErrorMessage('INVALID_PAYMENT_TOKEN'))
    const record = (status: ThreeDSecureStatus, challengeHash: string | null = null) =>
      this.tokens.recordThreeDSecure(hash, { status, ...payment }, challengeHash)
    switch (token.threeDsCard) {
      case 'CHALLENGE': {
        const id = newChallengeId()
        await record('CHALLENGE_PENDING', await sha256Hex(id))
        return { status: 'CHALLENGE', challengePath: challengePath(id) }
      }
      case 'FAILED':
      case 'UNAVAILABLE':
        await record(token.threeDsCard)
        return { status: token.threeDsCard }
      default:
        await record('AUTHENTICATED')
        return { status: 'AUTHENTICATED' }
    }
  }

  /** Whether the challenge is open (its page shows the buttons only then). */
  async isOpen(challengeId: string): Promise<boolean> {
    const row = await this.tokens.findByChallenge(
      await sha256Hex(challengeId),
      this.now().toISOString(),
    )
    return row !== null
  }

  /** The shopper's answer on the challenge page; false when the challenge is not open. */
  async answer(challengeId: string, decision: 'complete' | 'fail'): Promise<boolean> {
    return this.tokens.answerChallenge(
      await sha256Hex(challengeId),
      decision === 'complete' ? 'AUTHENTICATED' : 'FAILED',
      this.now().toISOString(),
    )
  }
}
