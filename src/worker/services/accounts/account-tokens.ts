import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'
import {
  tokenExpiresAt,
  type AccountTokenKind,
} from '../../../shared/domain/account/account-tokens'
import { AccountTokenRepository, type RedeemedToken } from '../../storage/account-token-repository'
import { hashToken, randomToken } from '../security/random-token'

/** Issues and redeems single-use account tokens. The token itself goes only to the mail or the
 * response; the table keeps its SHA-256. */
export class AccountTokens {
  private readonly repo: AccountTokenRepository

  constructor(db: D1Database) {
    this.repo = new AccountTokenRepository(db)
  }

  async issue(
    kind: AccountTokenKind,
    owner: { userId: number | null; email: string },
    now: Date,
  ): Promise<string> {
    const { token, statement } = await this.issueStatement(kind, owner, now)
    await statement.run()
    return token
  }

  /** A new token and its insert for the caller's batch, where the mail carrying it goes too:
   * a link whose token was never stored, or a stored token nobody was sent, helps no one.
   * `userId` 'new' is the account the statement just before it in the batch created. */
  async issueStatement(
    kind: AccountTokenKind,
    owner: { userId: number | null | 'new'; email: string },
    now: Date,
  ): Promise<{ token: string; statement: D1PreparedStatement }> {
    const token = randomToken()
    const row = {
      tokenHash: await hashToken(token),
      kind,
      email: owner.email,
      createdAt: now.toISOString(),
      expiresAt: tokenExpiresAt(kind, now).toISOString(),
    }
    const statement =
      owner.userId === 'new'
        ? this.repo.insertForNewUserStatement(row)
        : this.repo.insertStatement({ ...row, userId: owner.userId })
    return { token, statement }
  }

  /** What the token was issued for, spending it; null when unknown, used, expired or of
   * another kind. */
  async redeem(token: string, kind: AccountTokenKind, now: Date): Promise<RedeemedToken | null> {
    if (!token) return null
    return this.repo.redeem(await hashToken(token), kind, now.toISOString())
  }

  async spendUserTokens(userId: number, kinds: readonly AccountTokenKind[], now: Date) {
    await this.repo.spendUserTokens(userId, kinds, now.toISOString())
  }

  /** The spend for the caller's batch, placed before the insert of a newer token. */
  spendUserTokensStatement(
    userId: number,
    kinds: readonly AccountTokenKind[],
    now: Date,
  ): D1PreparedStatement {
    return this.repo.spendUserTokensStatement(userId, kinds, now.toISOString())
  }
}
