import type { D1Database } from '@cloudflare/workers-types'
import { DomainError } from '../../errors'
import { AccountRepository } from '../../storage/account-repository'
import { StaffRepository, type StaffUserRow } from '../../storage/staff-repository'
import {
  ATTEMPT_WINDOW_MINUTES,
  INVALID_LOGIN_MESSAGE,
  MAX_LOGIN_ATTEMPTS,
  RATE_LIMITED_MESSAGE,
  admitSignIn,
} from '../security/login-limits'
import { hashPassword, verifyPassword, type PasswordHash } from '../security/password-hash'
import { guardRate, rateKeys } from '../security/rate-limit'
import { hashToken, randomToken } from '../security/random-token'
import type { StaffRole, StaffUser } from './staff-types'
import { clock } from '../../clock'
import { isDevelopmentStaffEmail } from '../../../shared/domain/staff/development-accounts'

/** A working day: staff sign in again each morning, and a till left signed in overnight is not. */
const STAFF_SESSION_HOURS = 12

/** The customers' lock message points at /forgot-password, which staff do not have. */
const STAFF_LOCKED_MESSAGE =
  'This account is locked after too many failed sign-in attempts. Try again in 15 minutes.'

export interface StaffLoginInput {
  role: StaffRole
  email: string
  password: string
  ip: string
  userAgent: string | null
  /** Local development (local-development.ts): only then may a seeded `.test` account sign in. */
  developmentAccounts: boolean
}

export interface StaffSession {
  user: StaffUser
  token: string
  expiresAt: Date
}

const MINUTE = 60_000

// An unknown email is checked against a hash of a password nobody has, so it costs one PBKDF2
// like a real account and timing does not tell the two apart (as AccountService does).
let dummyHash: Promise<PasswordHash> | undefined
const dummy = () => (dummyHash ??= hashPassword(randomToken()))

const publicUser = ({ id, email, name, role, merchantId }: StaffUserRow): StaffUser => ({
  id,
  email,
  name,
  role,
  merchantId,
})

/** Staff sign-in and sessions, with the customer login's rules:
 * one answer for an unknown email and a wrong password, 5 failures lock for 15 minutes, and
 * attempts are rate limited per IP and per email. Owns staff_users and staff_sessions. */
export class StaffService {
  private readonly repo: StaffRepository

  constructor(
    private readonly db: D1Database,
    private readonly now: () => Date = () => clock.now(),
  ) {
    this.repo = new StaffRepository(db)
  }

  async login(input: StaffLoginInput): Promise<StaffSession> {
    const now = this.now()
    const email = input.email.trim().toLowerCase()
    const attempts = new AccountRepository(this.db)
    await guardRate(
      attempts,
      rateKeys('staff-login', input.ip, email),
      {
        max: MAX_LOGIN_ATTEMPTS,
        windowMinutes: ATTEMPT_WINDOW_MINUTES,
        message: RATE_LIMITED_MESSAGE,
      },
      now,
    )
    const found = await this.repo.findByEmail(email)
    // A merchant's address on the admin sign-in (or a disabled user) answers like an unknown
    // one, so neither sign-in page tells which role an address has. So does a seeded
    // development account outside local development: its password is public.
    const user =
      found &&
      found.role === input.role &&
      !found.disabledAt &&
      (input.developmentAccounts || !isDevelopmentStaffEmail(found.email))
        ? found
        : null
    // Counted as a failure before the password is checked (so a burst cannot outrun the lock),
    // as for customers.
    if (!(await admitSignIn(this.repo, attempts, user, `staff:${email}`, now))) {
      throw new DomainError('FORBIDDEN', STAFF_LOCKED_MESSAGE)
    }
    const matches = await verifyPassword(
      input.password,
      user
        ? { hash: user.passwordHash, salt: user.passwordSalt, iterations: user.passwordIterations }
        : await dummy(),
    )
    if (!user || !matches) throw new DomainError('UNAUTHORISED', INVALID_LOGIN_MESSAGE)
    await this.repo.clearFailedLogins(user.id)
    return this.openSession(publicUser(user), input, now)
  }

  async logout(token: string): Promise<void> {
    await this.repo.revokeSession(await hashToken(token), this.now().toISOString())
  }

  /** The signed-in staff user, or null for an unknown, expired or revoked token. */
  async userForToken(token: string): Promise<StaffUser | null> {
    if (!token) return null
    return this.repo.findBySession(await hashToken(token), this.now().toISOString())
  }

  /** A fresh session for a proven user; a new 256-bit token every time. */
  async openSession(
    user: StaffUser,
    input: Pick<StaffLoginInput, 'ip' | 'userAgent'>,
    now = this.now(),
  ): Promise<StaffSession> {
    const token = randomToken()
    const expiresAt = new Date(now.getTime() + STAFF_SESSION_HOURS * 60 * MINUTE)
    await this.repo.insertSession({
      tokenHash: await hashToken(token),
      staffId: user.id,
      createdAt: now.toISOString(),
      expiresAt: expiresAt.toISOString(),
      ip: input.ip || null,
      userAgent: input.userAgent,
    })
    return { user, token, expiresAt }
  }
}
