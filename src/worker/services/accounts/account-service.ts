import type { D1Database } from '@cloudflare/workers-types'
import { DomainError } from '../../errors'
import { AccountRepository, type UserRow } from '../../storage/account-repository'
import { hashCustomerToken } from '../discovery/customer-token'
import { hashPassword, verifyPassword } from './password-hash'

/** §8 'Login': the one answer for an unknown email and a wrong password alike. */
export const INVALID_LOGIN_MESSAGE = 'Invalid email/password. Please try again.'
/** §8 names a locked message 'with reset-password link' without its words; these are ours. */
export const LOCKED_MESSAGE =
  'Your account is locked after too many failed sign-in attempts. Reset your password at ' +
  '/forgot-password or try again in 15 minutes.'
export const RATE_LIMITED_MESSAGE = 'Too many sign-in attempts. Please try again in a few minutes.'

export const MAX_FAILED_LOGINS = 5
export const LOCK_MINUTES = 15
export const MAX_LOGIN_ATTEMPTS = 10
export const ATTEMPT_WINDOW_MINUTES = 10
/** §9: the customer token cookie lives 1 year, so a remembered session does too. A plain
 * session backs a browser-session cookie; a day bounds it when the browser never closes. */
export const REMEMBER_ME_DAYS = 365
export const SESSION_DAYS = 1

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

export interface RegisterInput {
  email: string
  password: string
  firstName: string
  brand: string
}

export interface LoginInput {
  email: string
  password: string
  rememberMe: boolean
  ip: string
  userAgent?: string | null
}

export interface Session {
  token: string
  expiresAt: Date
  rememberMe: boolean
}

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

/** Registration, sign-in and sessions (§7 'Account'). Owns users, sessions, login_attempts. */
export class AccountService {
  private readonly repo: AccountRepository

  constructor(
    db: D1Database,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.repo = new AccountRepository(db)
  }

  /** Registers the email, or quietly does nothing when it is taken: the caller answers both the
   * same so registration cannot be used to learn who has an account. The hash is computed in
   * both cases so the time taken does not tell them apart either. */
  async register(input: RegisterInput): Promise<void> {
    const hashed = await hashPassword(input.password)
    await this.repo.insertUser({
      email: input.email.trim(),
      firstName: input.firstName.trim(),
      passwordHash: hashed.hash,
      passwordSalt: hashed.salt,
      passwordIterations: hashed.iterations,
      brand: input.brand,
      createdAt: this.now().toISOString(),
    })
  }

  /** A new session for the right password. Every attempt counts toward the per-IP and
   * per-account limits; 5 wrong passwords in a row lock the account for 15 minutes. */
  async login(input: LoginInput): Promise<Session> {
    const now = this.now()
    const email = input.email.trim().toLowerCase()
    const keys = [`email:${email}`, ...(input.ip ? [`ip:${input.ip}`] : [])]
    const since = new Date(now.getTime() - ATTEMPT_WINDOW_MINUTES * MINUTE).toISOString()
    for (const key of keys) {
      if ((await this.repo.countLoginAttempts(key, since)) >= MAX_LOGIN_ATTEMPTS) {
        throw new DomainError('RATE_LIMITED', RATE_LIMITED_MESSAGE)
      }
    }
    await this.repo.insertLoginAttempts(keys, now.toISOString())

    const user = await this.repo.findUserByEmail(email)
    if (user?.lockedUntil && user.lockedUntil > now.toISOString()) {
      throw new DomainError('FORBIDDEN', LOCKED_MESSAGE)
    }
    if (!user || !(await this.passwordMatches(user, input.password))) {
      if (user) await this.countFailure(user, now)
      throw new DomainError('UNAUTHORISED', INVALID_LOGIN_MESSAGE)
    }
    if (user.failedLogins > 0 || user.lockedUntil) await this.repo.clearFailedLogins(user.id)
    return this.openSession(user.id, input, now)
  }

  async logout(token: string): Promise<void> {
    await this.repo.revokeSession(await hashCustomerToken(token), this.now().toISOString())
  }

  /** The signed-in user, or null for a token that is unknown, expired, revoked or whose
   * account was deleted. */
  async userForToken(token: string): Promise<UserRow | null> {
    if (!token) return null
    return this.repo.findUserBySession(await hashCustomerToken(token), this.now().toISOString())
  }

  private async passwordMatches(user: UserRow, password: string): Promise<boolean> {
    if (!user.passwordHash || !user.passwordSalt || !user.passwordIterations) return false
    return verifyPassword(password, {
      hash: user.passwordHash,
      salt: user.passwordSalt,
      iterations: user.passwordIterations,
    })
  }

  private async countFailure(user: UserRow, now: Date) {
    const failures = user.failedLogins + 1
    const lockedUntil =
      failures >= MAX_FAILED_LOGINS
        ? new Date(now.getTime() + LOCK_MINUTES * MINUTE).toISOString()
        : null
    // A lock starts the count afresh, so the next failure after it expires does not relock.
    await this.repo.recordFailedLogin(user.id, lockedUntil ? 0 : failures, lockedUntil)
  }

  /** A fresh session for a user already proven (password, social login, express registration). */
  async openSession(
    userId: number,
    input: Pick<LoginInput, 'rememberMe' | 'ip' | 'userAgent'>,
    now = this.now(),
  ): Promise<Session> {
    // 256 random bits per login: a fresh token each time is the session rotation.
    const token = toBase64Url(crypto.getRandomValues(new Uint8Array(32)))
    const expiresAt = new Date(
      now.getTime() + (input.rememberMe ? REMEMBER_ME_DAYS : SESSION_DAYS) * DAY,
    )
    await this.repo.insertSession({
      tokenHash: await hashCustomerToken(token),
      userId,
      createdAt: now.toISOString(),
      expiresAt: expiresAt.toISOString(),
      rememberMe: input.rememberMe,
      ip: input.ip || null,
      userAgent: input.userAgent ?? null,
    })
    return { token, expiresAt, rememberMe: input.rememberMe }
  }
}
