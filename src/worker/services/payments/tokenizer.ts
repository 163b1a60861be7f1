import type { D1Database } from '@cloudflare/workers-types'
import { DomainError } from '../../errors'
import { hashCustomerToken as sha256Hex } from '../discovery/customer-token'
import { standInCardChecks, type CardChecks, type CardInput } from './card-checks-standin'
import { PaymentTokenRepository } from './payment-token-repository'
import { sandboxOutcomeFor } from './sandbox-test-cards'

/** A token is for the payment about to be made, not for keeping. */
export const TOKEN_LIFETIME_MINUTES = 15

const TOKEN_PREFIX = 'tok_sbx_'

export interface CardToken {
  token: string
  brand: 'VISA' | 'MASTERCARD'
  last4: string
}

/** The hash a token is stored and looked up by. */
export const paymentTokenHash = (token: string) => sha256Hex(token)

const randomToken = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(24))
  const b64 = btoa(String.fromCharCode(...bytes))
  return TOKEN_PREFIX + b64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** The sandbox tokenizer (issue 6): the card goes in, a single-use token comes out, so the
 * order API never sees a card number. Only last4, brand, expiry and the test-card outcome are
 * kept; the number and security code are dropped here. */
export class TokenizerService {
  constructor(
    private readonly db: D1Database,
    private readonly checks: CardChecks = standInCardChecks,
  ) {}

  async tokenize(card: CardInput, now: Date): Promise<CardToken> {
    const checked = this.checks.check(card, now)
    if (!checked.ok) throw new DomainError('INVALID', checked.message)
    const token = randomToken()
    await new PaymentTokenRepository(this.db).insert({
      tokenHash: await paymentTokenHash(token),
      last4: checked.last4,
      brand: checked.brand,
      expMonth: card.expiryMonth,
      expYear: card.expiryYear < 100 ? 2000 + card.expiryYear : card.expiryYear,
      sandboxOutcome: sandboxOutcomeFor(checked.digits),
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MINUTES * 60_000).toISOString(),
    })
    return { token, brand: checked.brand, last4: checked.last4 }
  }
}
