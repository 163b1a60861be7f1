import type { D1Database } from '@cloudflare/workers-types'
import { paymentErrorMessage } from '../../../shared/domain/payment/payment-errors'
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

  async verify(paymentToken: string): Promise<VerifyCardResult> {
    const hash = await paymentTokenHash(paymentToken)
    const token = await this.tokens.findUsable(hash, this.now().toISOString())
    if (!token) throw new DomainError('INVALID', paymentErrorMessage('INVALID_PAYMENT_TOKEN'))
    switch (token.threeDsCard) {
      case 'CHALLENGE': {
        const id = newChallengeId()
        await this.tokens.recordThreeDSecure(hash, 'CHALLENGE_PENDING', await sha256Hex(id))
        return { status: 'CHALLENGE', challengePath: challengePath(id) }
      }
      case 'FAILED':
      case 'UNAVAILABLE':
        await this.tokens.recordThreeDSecure(hash, token.threeDsCard, null)
        return { status: token.threeDsCard }
      default:
        await this.tokens.recordThreeDSecure(hash, 'AUTHENTICATED', null)
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
