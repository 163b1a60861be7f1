import type { D1Database } from '@cloudflare/workers-types'
import { passwordLinkPath } from '../../../shared/domain/account/account-tokens'
import { classifyEmail } from '../../../shared/domain/account/email-verify'
import { DomainError } from '../../errors'
import { AccountRepository } from '../../storage/account-repository'
import { activationEmail, alreadyRegisteredEmail, welcomeEmail } from '../email/email-templates'
import { OutboxRepository } from '../../storage/outbox-repository'
import { AccountService, type Session } from './account-service'
import { AccountTokens } from './account-tokens'
import { guardRate, rateKeys, rateTake } from '../security/rate-limit'
import { clock } from '../../clock'

export const ALREADY_REGISTERED_MESSAGE = 'You are already registered, please log in'
const UNDELIVERABLE_MESSAGE = 'We cannot send email to this address. Please use another.'

export interface PasswordRegistration {
  email: string
  password: string
  firstName: string
  lastName?: string
  brand: string
  ip: string
}

/** Registering a taken email once mailed its owner every time (15 requests, 15 mails),
 * and the express forms answered 409 for a known email, an account-enumeration oracle. Each form
 * is limited per IP, the express ones per email too; the owner's note goes at most once an
 * hour whatever the requests, and the caller answers alike either way. */
export const REGISTRATION_LIMITS = {
  perIp: 20,
  expressPerEmail: 5,
  windowMinutes: 60,
  alreadyRegisteredMails: { max: 1, windowMinutes: 60 },
  message: 'Too many registrations. Please try again later.',
} as const

export interface ExpressRegistration {
  email: string
  firstName: string
  lastName?: string
  brand: string
  source: 'express' | 'paypal'
  ip: string
  userAgent: string | null
}

/** Refuses an address mail cannot reach (§3 'UNDELIVERABLE'), with a 'did you mean' when the
 * classifier has one: the account's reset and voucher emails would never arrive. */
function requireDeliverable(email: string) {
  const { verdict, suggestion } = classifyEmail(email)
  if (verdict !== 'UNDELIVERABLE') return
  throw new DomainError(
    'INVALID',
    suggestion ? `Did you mean ${suggestion}?` : UNDELIVERABLE_MESSAGE,
  )
}

/** §7's three registrations. `origin` is the storefront the request came to, for mail links. */
export class RegistrationService {
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

  /** A password registration. A taken email gets a note instead of a welcome, and the caller
   * answers both alike: registration does not reveal who has an account. True when it created
   * the account. */
  async registerWithPassword(input: PasswordRegistration, origin: string): Promise<boolean> {
    const { ip, ...registration } = input
    await this.guard(rateKeys('register', ip), REGISTRATION_LIMITS.perIp)
    requireDeliverable(input.email)
    const email = input.email.trim()
    const at = this.now().toISOString()
    // The account and its welcome are one batch: neither is kept without the other.
    const [inserted] = await this.db.batch([
      await this.accounts.registerStatement({ ...registration, source: 'password' }),
      this.outbox.insertAfterChangeStatement(
        welcomeEmail(email, input.firstName.trim(), origin),
        at,
      ),
    ])
    const created = (inserted?.meta.changes ?? 0) > 0
    if (created) return true
    // The hour's allowance and the note are one batch, the note written only when the take
    // changed rows: an allowance spent on a note never written would leave the owner unwarned.
    await this.db.batch([
      rateTake(
        this.users,
        rateKeys('already-registered-mail', '', email),
        REGISTRATION_LIMITS.alreadyRegisteredMails,
        this.now(),
      ),
      this.outbox.insertAfterChangeStatement(alreadyRegisteredEmail(email, origin), at),
    ])
    return false
  }

  private guard(keys: string[], max: number) {
    const { windowMinutes, message } = REGISTRATION_LIMITS
    return guardRate(this.users, keys, { max, windowMinutes, message }, this.now())
  }

  /** Express or PayPal fast-lane registration from checkout: a passwordless account with a
   * session at once and an activation link by email. Null when the email is taken (checkout's
   * subscription-details lookup reveals that anyway, so it is answered openly). */
  async registerExpress(input: ExpressRegistration, origin: string): Promise<Session | null> {
    await this.guard(rateKeys('express-register', input.ip), REGISTRATION_LIMITS.perIp)
    await this.guard(
      rateKeys('express-register', '', input.email),
      REGISTRATION_LIMITS.expressPerEmail,
    )
    requireDeliverable(input.email)
    const now = this.now()
    const email = input.email.trim()
    // The account, its activation token and the mail carrying the link are one batch: an
    // account nobody can activate, or a link to no account, is never kept. The token's user
    // id is known only inside the batch, so it is inserted from the row just written.
    const { token, statement: tokenInsert } = await this.tokens.issueStatement(
      'activate',
      { userId: 'new', email },
      now,
    )
    const url = origin + passwordLinkPath('activate', token)
    const [inserted] = await this.db.batch([
      await this.accounts.registerStatement({ ...input, password: null }),
      tokenInsert,
      this.outbox.insertAfterChangeStatement(
        activationEmail(email, input.firstName.trim(), url),
        now.toISOString(),
      ),
    ])
    if ((inserted?.meta.changes ?? 0) === 0) return null
    const user = await this.users.findUserByEmail(email)
    if (!user) return null
    return this.accounts.openSession(
      user.id,
      { rememberMe: false, ip: input.ip, userAgent: input.userAgent },
      now,
    )
  }
}
