import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'
import {
  EXPIRED_LINK_MESSAGE,
  passwordLinkKind,
  passwordLinkPath,
} from '../../../shared/domain/account/account-tokens'
import { DomainError } from '../../errors'
import { AccountRepository, type UserRow } from '../../storage/account-repository'
import type { SessionUser } from './session-user'
import { activationEmail, passwordChangedEmail, passwordResetEmail } from '../email/email-templates'
import { OutboxRepository } from '../../storage/outbox-repository'
import { AccountService } from './account-service'
import { AccountTokens } from './account-tokens'
import { hashPassword } from '../security/password-hash'
import { hashToken } from '../security/random-token'
import { guardRate, rateKeys } from '../security/rate-limit'
import { clock } from '../../clock'

/** §8 'Password change: Error: Change Unsuccessful', for any failed change. */
export const PASSWORD_CHANGE_FAILED = 'Error: Change Unsuccessful'
const RESET_RATE_LIMITED = 'Too many password reset requests. Please try again later.'
/** Reset requests: a few per email an hour stops mail-bombing one inbox, more per IP allows a
 * shared connection. */
export const RESET_LIMITS = { perEmail: 3, perIp: 10, windowMinutes: 60 }
const CHANGE_LIMIT = { max: 10, windowMinutes: 10, message: PASSWORD_CHANGE_FAILED }

/** Password reset, activation and change (§7 'password_reset, password_activate', 'PATCH
 * password'). A new password ends the user's other sessions and any lock. */
export class PasswordService {
  private readonly accounts: AccountService
  private readonly users: AccountRepository
  private readonly tokens: AccountTokens
  private readonly outbox: OutboxRepository

  constructor(
    private readonly db: D1Database,
    private readonly now: () => Date = () => clock.now(),
  ) {
    this.accounts = new AccountService(db, now)
    this.users = new AccountRepository(db)
    this.tokens = new AccountTokens(db)
    this.outbox = new OutboxRepository(db)
  }

  /** Mails a reset link, or an activation link to a user without a password; for an unknown
   * email it does nothing, and the caller answers all three the same. */
  async requestReset(email: string, ip: string, origin: string): Promise<void> {
    const now = this.now()
    const window = { windowMinutes: RESET_LIMITS.windowMinutes, message: RESET_RATE_LIMITED }
    await guardRate(this.users, rateKeys('reset', ip), { ...window, max: RESET_LIMITS.perIp }, now)
    await guardRate(
      this.users,
      rateKeys('reset', '', email),
      { ...window, max: RESET_LIMITS.perEmail },
      now,
    )
    const user = await this.users.findUserByEmail(email.trim())
    if (!user) return
    const kind = passwordLinkKind({ hasPassword: Boolean(user.passwordHash) })
    const { token, statement } = await this.tokens.issueStatement(
      kind,
      { userId: user.id, email: user.email },
      now,
    )
    const url = origin + passwordLinkPath(kind, token)
    const message =
      kind === 'reset'
        ? passwordResetEmail(user.email, user.firstName, url)
        : activationEmail(user.email, user.firstName, url)
    // Only the newest link works: an older one left in a mailbox (or forwarded, or leaked) is
    // spent before the new token is stored, and then answers 'expired' like any used link.
    const revokeEarlier = this.tokens.spendUserTokensStatement(user.id, ['reset', 'activate'], now)
    // One batch: a stored token nobody was sent would count against the hourly allowance for
    // nothing, and a mailed link whose token was never stored would answer 'expired'.
    await this.db.batch([
      revokeEarlier,
      statement,
      this.outbox.insertStatement(message, now.toISOString()),
    ])
  }

  /** Sets the password a mailed token allows: 'reset' for /reset-password, 'activate' for
   * /activate-password. `keepSessionToken` is the caller's own session, which survives. */
  async setPasswordWithToken(
    kind: 'reset' | 'activate',
    token: string,
    password: string,
    keepSessionToken = '',
  ): Promise<void> {
    const now = this.now()
    const redeemed = await this.tokens.redeem(token, kind, now)
    const user = redeemed?.userId ? await this.users.findUserById(redeemed.userId) : null
    if (!user) throw new DomainError('INVALID', EXPIRED_LINK_MESSAGE)
    await this.replacePassword(user, password, keepSessionToken, now)
  }

  /** PATCH password for the signed-in user, who keeps this session. */
  async changePassword(
    sessionUser: SessionUser,
    change: { currentPassword: string; newPassword: string },
    sessionToken: string,
    origin: string,
  ): Promise<void> {
    const now = this.now()
    // The session carries no hash: the row is read here, where the password is checked.
    const user = await this.users.findUserById(sessionUser.id)
    if (!user) throw new DomainError('UNAUTHORISED', 'Please log in')
    await guardRate(this.users, [`password-change:${user.id}`], CHANGE_LIMIT, now)
    if (!(await this.accounts.passwordMatches(user, change.currentPassword))) {
      throw new DomainError('INVALID', PASSWORD_CHANGE_FAILED)
    }
    // Conditional on the verified hash: of parallel changes only the first wins.
    const replacing = { hash: user.passwordHash }
    // The new password and its "password changed" note are one batch: the note is how the owner
    // learns of a change they did not make, so no change is kept without it.
    const notice = this.outbox.insertAfterChangeStatement(
      passwordChangedEmail(user.email, user.firstName, origin),
      now.toISOString(),
    )
    if (
      !(await this.replacePassword(user, change.newPassword, sessionToken, now, replacing, notice))
    ) {
      throw new DomainError('INVALID', PASSWORD_CHANGE_FAILED)
    }
  }

  /** False (and nothing else done) when `replacing` no longer matches. Reset and activation pass
   * none: their token was already spent atomically, so only one of parallel redemptions gets
   * here. */
  private async replacePassword(
    user: UserRow,
    password: string,
    keepToken: string,
    now: Date,
    replacing?: { hash: string | null },
    notice?: D1PreparedStatement,
  ): Promise<boolean> {
    const hashed = await hashPassword(password)
    const update = this.users.updatePasswordStatement(user.id, hashed, replacing)
    // The notice goes right after the update: it is written only when the update changed a row.
    const [result] = await this.db.batch(notice ? [update, notice] : [update])
    if ((result?.meta.changes ?? 0) === 0) return false
    const keep = keepToken ? await hashToken(keepToken) : null
    await this.users.revokeUserSessions(user.id, now.toISOString(), keep)
    await this.tokens.spendUserTokens(user.id, ['reset', 'activate'], now)
    return true
  }
}
