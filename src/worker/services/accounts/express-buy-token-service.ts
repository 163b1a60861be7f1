import type { D1Database } from '@cloudflare/workers-types'
import { AccountRepository } from '../../storage/account-repository'
import { AccountTokens } from './account-tokens'
import { guardRate, rateKeys } from '../security/rate-limit'
import { clock } from '../../clock'

/** Tokens per IP: one per checkout attempt, with room for a shared connection. */
const MAX_EXPRESS_BUY_TOKENS = 20
const EXPRESS_BUY_WINDOW_MINUTES = 10

/** §7 'express-buy-token': a short-lived, single-use token bound to an email, which checkout
 * redeems to buy without a full sign-in. */
export class ExpressBuyTokenService {
  private readonly tokens: AccountTokens
  private readonly users: AccountRepository

  constructor(
    db: D1Database,
    private readonly now: () => Date = () => clock.now(),
  ) {
    this.tokens = new AccountTokens(db)
    this.users = new AccountRepository(db)
  }

  async issue(email: string, ip: string): Promise<string> {
    await guardRate(
      this.users,
      rateKeys('express-buy', ip),
      {
        max: MAX_EXPRESS_BUY_TOKENS,
        windowMinutes: EXPRESS_BUY_WINDOW_MINUTES,
        message: 'Too many requests. Please try again in a few minutes.',
      },
      this.now(),
    )
    const normalised = email.trim()
    const user = await this.users.findUserByEmail(normalised)
    return this.tokens.issue(
      'express_buy',
      { userId: user?.id ?? null, email: normalised },
      this.now(),
    )
  }

  /** The email the token was issued for, or null when it is unknown, used or expired. Spends it. */
  async redeemExpressBuyToken(token: string): Promise<string | null> {
    const redeemed = await this.tokens.redeem(token, 'express_buy', this.now())
    return redeemed?.email ?? null
  }
}
