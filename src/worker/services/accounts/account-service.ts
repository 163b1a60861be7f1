import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'
import { DomainError } from '../../errors'
import {
  AccountRepository,
  type RegistrationSource,
  type UserRow,
} from '../../storage/account-repository'
import { accountFlags, type AccountFlags } from '../../../shared/domain/account/account-flags'
import { hashPassword, verifyPassword, type PasswordHash } from '../security/password-hash'
import { hashToken, randomToken } from '../security/random-token'
import { isStaffLock } from '../../../shared/domain/account/staff-lock'
import { guardRate, isLimitedIp, rateKeys } from '../security/rate-limit'
import { toSessionUser, type SessionUser } from './session-user'
import { clock } from '../../clock'
import {
  ATTEMPT_WINDOW_MINUTES,
  INVALID_LOGIN_MESSAGE,
  MAX_FAILED_LOGINS,
  MAX_LOGIN_ATTEMPTS,
  RATE_LIMITED_MESSAGE,
  admitSignIn,
} from '../security/login-limits'

// Staff sign-in answers with the same limits and words (security/login-limits.ts).
export { MAX_FAILED_LOGINS, MAX_LOGIN_ATTEMPTS, RATE_LIMITED_MESSAGE }
/** §8 names a locked message 'with reset-password link' without its words; these are ours. */
export const LOCKED_MESSAGE =
  'Your account is locked after too many failed sign-in attempts. Reset your password at ' +
  '/forgot-password or try again in 15 minutes.'
/** §9: the customer token cookie lives 1 year, so a remembered session does too. A plain
 * session backs a browser-session cookie; a day bounds it when the browser never closes. */
const REMEMBER_ME_DAYS = 365
const SESSION_DAYS = 1

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

/** Subscription-details lookups per IP: checkout asks once per email typed, a scraper more. */
const MAX_DETAILS_LOOKUPS = 30
const DETAILS_WINDOW_MINUTES = 10

export interface RegisterInput {
  email: string
  /** Null for express and PayPal registrations, which activate a password later. */
  password: string | null
  firstName: string
  lastName?: string
  brand: string
  source?: RegistrationSource
}

export interface LoginInput {
  email: string
  password: string
  rememberMe: boolean
  ip: string
  userAgent?: string | null
}

export interface Session {
  userId: number
  token: string
  expiresAt: Date
  rememberMe: boolean
}

// An unknown email is checked against this hash of a password nobody has, so answering it
// costs one PBKDF2 like a real account's and the time taken does not tell the two apart.
let dummyHash: Promise<PasswordHash> | undefined
const dummy = () => (dummyHash ??= hashPassword(randomToken()))

/** Registration, sign-in and sessions (§7 'Account'). Owns users, sessions, login_attempts. */
export class AccountService {
  private readonly repo: AccountRepository

  constructor(
    db: D1Database,
    private readonly now: () => Date = () => clock.now(),
  ) {
    this.repo = new AccountRepository(db)
  }

  /** Registers the email, or quietly does nothing when it is taken (false): the password route
   * answers both the same so registration cannot be used to learn who has an account. The hash
   * is computed in both cases so the time taken does not tell them apart either. */
  async register(input: RegisterInput): Promise<boolean> {
    const result = await (await this.registerStatement(input)).run()
    return (result.meta.changes ?? 0) > 0
  }

  /** register's insert for the caller's batch, with the mail telling of the new account; it
   * changes no row when the email is taken. */
  async registerStatement(input: RegisterInput): Promise<D1PreparedStatement> {
    const hashed = input.password === null ? null : await hashPassword(input.password)
    return this.repo.insertUserStatement({
      email: input.email.trim(),
      firstName: input.firstName.trim(),
      lastName: input.lastName?.trim() ?? '',
      passwordHash: hashed?.hash ?? null,
      passwordSalt: hashed?.salt ?? null,
      passwordIterations: hashed?.iterations ?? null,
      brand: input.brand,
      createdAt: this.now().toISOString(),
      source: input.source ?? 'password',
    })
  }

  /** §7 login first step: counted like a login (per IP and email) so it cannot be used to
   * probe faster than signing in, and it says the same for every email. */
  async loginFirstStep(email: string, ip: string): Promise<void> {
    const limit = {
      max: MAX_LOGIN_ATTEMPTS,
      windowMinutes: ATTEMPT_WINDOW_MINUTES,
      message: RATE_LIMITED_MESSAGE,
    }
    await guardRate(this.repo, rateKeys('first-step', ip, email), limit, this.now())
  }

  /** §7 subscription details: the account flags checkout needs for an email. Rate limited per IP
   * because, by the spec's design, the answer tells whether the email is registered. */
  async subscriptionDetails(email: string, ip: string): Promise<AccountFlags> {
    const now = this.now()
    await guardRate(
      this.repo,
      rateKeys('details', ip),
      {
        max: MAX_DETAILS_LOOKUPS,
        windowMinutes: DETAILS_WINDOW_MINUTES,
        message: 'Too many requests. Please try again in a few minutes.',
      },
      now,
    )
    const user = await this.repo.findUserByEmail(email.trim())
    return accountFlags(
      user && {
        hasPassword: Boolean(user.passwordHash),
        lockedUntil: user.lockedUntil,
        thirdPartyLogin: Boolean(user.thirdPartyLogin),
      },
      now,
    )
  }

  /** A new session for the right password. Every attempt counts toward the per-IP and
   * per-account limits; 5 wrong passwords in a row lock the account for 15 minutes. */
  async login(input: LoginInput): Promise<Session> {
    const now = this.now()
    const email = input.email.trim().toLowerCase()
    const keys = [`email:${email}`, ...(isLimitedIp(input.ip) ? [`ip:${input.ip}`] : [])]
    await guardRate(
      this.repo,
      keys,
      {
        max: MAX_LOGIN_ATTEMPTS,
        windowMinutes: ATTEMPT_WINDOW_MINUTES,
        message: RATE_LIMITED_MESSAGE,
      },
      now,
    )

    const user = await this.repo.findUserByEmail(email)
    // Counted as a failure before the password is checked, so a burst of wrong
    // passwords ending with the right one is locked out once the limit is passed.
    if (!(await admitSignIn(this.repo, this.repo, user, `email:${email}`, now))) {
      throw new DomainError('FORBIDDEN', LOCKED_MESSAGE)
    }
    if (!(await this.passwordMatches(user, input.password)) || !user) {
      throw new DomainError('UNAUTHORISED', INVALID_LOGIN_MESSAGE)
    }
    await this.repo.clearFailedLogins(user.id)
    return this.openSession(user.id, input, now)
  }

  /** The password login's per-IP limit (same key, so one budget per address) for the social
   * sign-ins, counted before the provider's token is checked: a flood of forged tokens is
   * refused with the login's 429. */
  async guardSignInIp(ip: string): Promise<void> {
    if (!isLimitedIp(ip)) return
    const limit = {
      max: MAX_LOGIN_ATTEMPTS,
      windowMinutes: ATTEMPT_WINDOW_MINUTES,
      message: RATE_LIMITED_MESSAGE,
    }
    await guardRate(this.repo, [`ip:${ip}`], limit, this.now())
  }

  /** Refuses a social sign-in into an account an admin has locked. The 15-minute lock after
   * failed passwords deliberately does not apply: it defends the password, and the identity
   * provider has just authenticated the person without it. */
  async refuseStaffLocked(userId: number): Promise<void> {
    const user = await this.repo.findUserById(userId)
    if (isStaffLock(user?.lockedUntil)) throw new DomainError('FORBIDDEN', LOCKED_MESSAGE)
  }

  async logout(token: string): Promise<void> {
    await this.repo.revokeSession(await hashToken(token), this.now().toISOString())
  }

  /** The signed-in user, or null for a token that is unknown, expired, revoked or whose
   * account was deleted. */
  async userForToken(token: string): Promise<SessionUser | null> {
    if (!token) return null
    const row = await this.repo.findUserBySession(await hashToken(token), this.now().toISOString())
    return row && toSessionUser(row)
  }

  /** Whether `password` is the user's. Always one PBKDF2: against the dummy hash when there is
   * no user or no password yet, so timing tells neither case apart. */
  async passwordMatches(user: UserRow | null, password: string): Promise<boolean> {
    if (!user?.passwordHash || !user.passwordSalt || !user.passwordIterations) {
      await verifyPassword(password, await dummy())
      return false
    }
    return verifyPassword(password, {
      hash: user.passwordHash,
      salt: user.passwordSalt,
      iterations: user.passwordIterations,
    })
  }

  /** A fresh session for a user already proven (password, social login, express registration). */
  async openSession(
    userId: number,
    input: Pick<LoginInput, 'rememberMe' | 'ip' | 'userAgent'>,
    now = this.now(),
  ): Promise<Session> {
    // 256 random bits per login: a fresh token each time is the session rotation.
    const token = randomToken()
    const expiresAt = new Date(
      now.getTime() + (input.rememberMe ? REMEMBER_ME_DAYS : SESSION_DAYS) * DAY,
    )
    await this.repo.insertSession({
      tokenHash: await hashToken(token),
      userId,
      createdAt: now.toISOString(),
      expiresAt: expiresAt.toISOString(),
      rememberMe: input.rememberMe,
      ip: input.ip || null,
      userAgent: input.userAgent ?? null,
    })
    return { userId, token, expiresAt, rememberMe: input.rememberMe }
  }
}
