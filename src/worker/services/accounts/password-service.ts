import type { D1Database } from '@cloudflare/workers-types'
import {
  EXPIRED_LINK_MESSAGE,
  passwordLinkKind,
  passwordLinkPath,
} from '../../../shared/domain/account/account-tokens'
import { DomainError } from '../../errors'
import { AccountRepository, type UserRow } from '../../storage/account-repository'
import type { SessionUser } from './session-user'
import { activationEmail, passwordChangedEmail, passwordResetEmail } from '../email/email-templates'
import { Outbox } from '../email/outbox'
import { AccountService } from './account-service'
import { AccountTokens } from './account-tokens'
import { hashPassword } from '../security/password-hash'
import { hashToken } from '../security/random-token'
import { guardRate, rateKeys } from '../security/rate-limit'
import { clock } from '../../clock'

/** §8 'Password change: Error: Change Unsuccessful', for any failed change. */
export const PASSWORD_CHANGE_FAILED = 'Error: Change Unsuccessful'
export const RESET_RATE_LIMITED = 'Too many password reset requests. Please try again later.'
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
  private readonly outbox: Outbox

  constructor(
    db: D1Database,
    private readonly now: () => Date = () => clock.now(),
  ) {
    this.accounts = new AccountService(db, now)
    this.users = new AccountRepository(db)
    this.tokens = new AccountTokens(db)
    this.outbox = new Outbox(db)
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
    const token = await this.tokens.issue(kind, { userId: user.id, email: user.email }, now)
    const url = origin + passwordLinkPath(kind, token)
    const message =
      kind === 'reset'
        ? passwordResetEmail(user.email, user.firstName, url)
        : activationEmail(user.email, user.firstName, url)
    await this.outbox.enqueue(message, now)
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
    // Conditional on the verified hash: of parallel changes only the first wins (issue 9).
    const replacing = { hash: user.passwordHash }
    if (!(await this.replacePassword(user, change.newPassword, sessionToken, now, replacing))) {
      throw new DomainError('INVALID', PASSWORD_CHANGE_FAILED)
    }
    await this.outbox.enqueue(passwordChangedEmail(user.email, user.firstName, origin), now)
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
  ): Promise<boolean> {
    const hashed = await hashPassword(password)
    if (!(await this.users.updatePassword(user.id, hashed, replacing))) return false
    const keep = keepToken ? await hashToken(keepToken) : null
    await this.users.revokeUserSessions(user.id, now.toISOString(), keep)
    await this.tokens.spendUserTokens(user.id, ['reset', 'activate'], now)
    return true
  }
}
