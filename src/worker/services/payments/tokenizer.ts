import type { D1Database } from '@cloudflare/workers-types'
import {
  SANDBOX_TEST_CARDS,
  sandboxThreeDSecure,
} from '../../../shared/domain/payment/sandbox-test-cards'
import { DomainError } from '../../errors'
import { AccountRepository } from '../../storage/account-repository'
import { guardRate, rateKeys, type RateLimit } from '../security/rate-limit'
import { hashCustomerToken as sha256Hex } from '../security/customer-token'
import { checkCardForToken, type CardInput } from './card-checks'
import { PaymentTokenRepository } from '../../storage/payments/payment-token-repository'

/** A token is for the payment about to be made, not for keeping. */
const TOKEN_LIFETIME_MINUTES = 15

/** Card-testing protection: a fraudster checking stolen numbers tokenises many cards from one
 * place, a shopper a few (a typo, a second card). Every attempt counts, refused ones too, as
 * those are what card testing produces most. */
const TOKENIZE_RATE_LIMIT: RateLimit = {
  max: 20,
  windowMinutes: 10,
  message: 'Too many card attempts. Please try again in a few minutes.',
}

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

/** The sandbox tokenizer: the card goes in, a single-use token comes out, so the
 * order API never sees a card number. Only last4, brand, expiry and the test card's outcome
 * are kept; the number and security code are dropped here. */
export class TokenizerService {
  constructor(private readonly db: D1Database) {}

  /** `ip` is the shopper's address for the rate limit; '' (unknown, e.g. under wrangler dev
   * or a job) is not limited, as rate-limit.ts keys nothing for it. `shopperId` is the
   * signed-in customer making it: only they can pay with it (payment-binding.ts). */
  async tokenize(
    card: CardInput,
    now: Date,
    ip = '',
    shopperId: number | null = null,
  ): Promise<CardToken> {
    await guardRate(
      new AccountRepository(this.db),
      rateKeys('tokenize', ip),
      TOKENIZE_RATE_LIMIT,
      now,
    )
    const checked = checkCardForToken(card, now)
    if (!checked.ok) throw new DomainError('INVALID', checked.message)
    const token = randomToken()
    await new PaymentTokenRepository(this.db).insert({
      tokenHash: await paymentTokenHash(token),
      last4: checked.last4,
      cardBrand: checked.brand,
      expMonth: card.expiryMonth,
      expYear: card.expiryYear < 100 ? 2000 + card.expiryYear : card.expiryYear,
      // The card's own outcome; the amount's is the gateway's to apply (sandbox-gateway.ts).
      sandboxOutcome: SANDBOX_TEST_CARDS[checked.digits] ?? 'APPROVED',
      threeDsCard: sandboxThreeDSecure(checked.digits),
      shopperId,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MINUTES * 60_000).toISOString(),
    })
    return { token, brand: checked.brand, last4: checked.last4 }
  }
}
