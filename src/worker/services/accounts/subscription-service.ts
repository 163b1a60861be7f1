import type { D1Database } from '@cloudflare/workers-types'
import type { Brand } from '../../../shared/config/brands'
import { isValidEmail } from '../../../shared/domain/account/registration-validation'
import { signInSubscribes, type SignInKind } from '../../../shared/domain/account/sign-in-consent'
import {
  isWellFormedUnsubscribeToken,
  SUBSCRIPTION_MESSAGES,
} from '../../../shared/domain/account/unsubscribe-token'
import {
  DEFAULT_PREFERENCES,
  SubscriptionPreferences,
  type PreferencesChange,
  type OwnSubscriptionUpdate,
  type Subscription,
  type SubscriptionStatus,
} from '../../../shared/schemas/subscription'
import { DomainError } from '../../errors'
import { SubscriptionRepository, type SubscriptionRow } from '../../storage/subscription-repository'
import { CatalogService } from '../catalog/catalog-service'
import { hashCustomerToken } from '../security/customer-token'
import { OutboxRepository } from '../../storage/outbox-repository'
import { preferencesPath, subscriptionConfirmationEmail } from './subscription-email'
import { clock } from '../../clock'

/** A signed unsubscribe link that is not this brand's, forged, or for no subscription. */
export const UNSUBSCRIBE_LINK_INVALID = 'This unsubscribe link is not valid'

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

const newToken = () => toBase64Url(crypto.getRandomValues(new Uint8Array(32)))

/** A 400 unless the short name is a location of the brand's country. */
export async function assertKnownLocation(db: D1Database, brand: Brand, shortName: string) {
  const found = await new CatalogService(db).findLocation(shortName, brand.countryCode)
  if (!found) throw new DomainError('INVALID', SUBSCRIPTION_MESSAGES.unknownLocation)
}

function toSubscription(row: SubscriptionRow): Subscription {
  // A row written by hand or an older shape still answers: unknown preferences read as defaults.
  let preferences = DEFAULT_PREFERENCES
  try {
    preferences = SubscriptionPreferences.parse(JSON.parse(row.preferences))
  } catch {
    preferences = DEFAULT_PREFERENCES
  }
  return {
    email: row.email,
    brand: row.brand,
    location: row.locationShortName,
    status: row.status,
    preferences,
  }
}

/** Email marketing subscriptions of a brand (§7 'preferences pages by email', §8 messages).
 * Owns email_subscriptions and subscription_tokens. */
export class SubscriptionService {
  private readonly repo: SubscriptionRepository

  constructor(
    private readonly db: D1Database,
    private readonly brand: Brand,
    private readonly now: () => Date = () => clock.now(),
  ) {
    this.repo = new SubscriptionRepository(db)
  }

  /** Subscribes an address (idempotent). A new or revived subscription is confirmed by email
   * with its own preferences/unsubscribe link (links start at `origin`); a repeat sends nothing,
   * so the open endpoint cannot be used to flood someone's inbox. The token never goes into the
   * answer: anyone may subscribe any address, only its owner may manage it. */
  async subscribe(email: string, location: string | undefined, origin: string) {
    const address = email.trim()
    if (!isValidEmail(address)) throw new DomainError('INVALID', 'Please enter a valid email')
    if (!location?.trim()) throw new DomainError('INVALID', SUBSCRIPTION_MESSAGES.locationRequired)
    await assertKnownLocation(this.db, this.brand, location.trim())
    const before = await this.repo.findByEmail(address, this.brand.id)
    const at = this.now().toISOString()
    const upsert = this.repo.upsertSubscribedStatement(address, this.brand.id, location.trim(), at)
    if (before?.status === 'SUBSCRIBED') {
      await upsert.run()
      return { status: 'SUBSCRIBED' as const }
    }
    // The subscription, its token and the confirmation carrying the unsubscribe link are one
    // batch: no one is subscribed without the mail telling them how to leave.
    const token = newToken()
    const message = subscriptionConfirmationEmail(
      { to: address, brand: this.brand, origin },
      origin + preferencesPath(token),
    )
    await this.db.batch([
      upsert,
      this.repo.insertTokenForStatement(await hashCustomerToken(token), address, this.brand.id, at),
      new OutboxRepository(this.db).insertStatement(message, at),
    ])
    return { status: 'SUBSCRIBED' as const }
  }

  /** The consent line under a sign-in button (domain/account/sign-in-consent decides): when it
   * subscribes, the address joins the location's daily email with the confirmation `subscribe`
   * sends. Returns whether it subscribed. */
  async consentAtSignIn(
    email: string,
    location: string,
    origin: string,
    signIn: { kind: SignInKind; consent: boolean },
  ): Promise<boolean> {
    const row = await this.repo.findByEmail(email, this.brand.id)
    if (!signInSubscribes({ ...signIn, current: row?.status ?? null })) return false
    await this.subscribe(email, location, origin)
    return true
  }

  /** A new unsubscribe token for one email to the subscription; earlier ones keep working. */
  async issueToken(subscriptionId: number): Promise<string> {
    const token = newToken()
    await this.repo.insertToken(
      await hashCustomerToken(token),
      subscriptionId,
      this.now().toISOString(),
    )
    return token
  }

  async byToken(token: string): Promise<Subscription> {
    return toSubscription(await this.rowForToken(token))
  }

  async updatePreferences(token: string, change: PreferencesChange) {
    const row = await this.rowForToken(token)
    const preferences = JSON.stringify({ ...toSubscription(row).preferences, ...change })
    await this.repo.update(row.id, { preferences }, this.now().toISOString())
    return toSubscription({ ...row, preferences })
  }

  async unsubscribe(token: string): Promise<Subscription> {
    const row = await this.rowForToken(token)
    await this.repo.update(row.id, { status: 'UNSUBSCRIBED' }, this.now().toISOString())
    return toSubscription({ ...row, status: 'UNSUBSCRIBED' })
  }

  /** A marketing mail's one-click unsubscribe (RFC 8058), honoured at once: the subscription
   * whose signed link `verify` accepts, on this brand; FORBIDDEN for any other (the same answer
   * for a forged link and a missing row). Unsubscribing twice is the same answer. */
  async unsubscribeByLink(
    subscriptionId: number,
    verify: (email: string) => Promise<boolean>,
  ): Promise<Subscription> {
    const row = await this.rowForLink(subscriptionId, verify)
    if (row.status !== 'UNSUBSCRIBED') {
      await this.repo.update(row.id, { status: 'UNSUBSCRIBED' }, this.now().toISOString())
    }
    return toSubscription({ ...row, status: 'UNSUBSCRIBED' })
  }

  /** The subscription a signed link names, for the page that asks to confirm. */
  async byLink(subscriptionId: number, verify: (email: string) => Promise<boolean>) {
    return toSubscription(await this.rowForLink(subscriptionId, verify))
  }

  private async rowForLink(subscriptionId: number, verify: (email: string) => Promise<boolean>) {
    const row = await this.repo.findById(subscriptionId)
    if (!row || row.brand !== this.brand.id || !(await verify(row.email))) {
      throw new DomainError('FORBIDDEN', UNSUBSCRIBE_LINK_INVALID)
    }
    return row
  }

  /** The signed-in shopper's subscription; an address never subscribed reads as unsubscribed. */
  async forEmail(email: string): Promise<Subscription> {
    const row = await this.repo.findByEmail(email, this.brand.id)
    if (row) return toSubscription(row)
    return {
      email,
      brand: this.brand.id,
      location: null,
      status: 'UNSUBSCRIBED',
      preferences: DEFAULT_PREFERENCES,
    }
  }

  /** Changes the signed-in shopper's own subscription. Subscribing without a location takes the
   * brand default: §5 requires one, and a signed-in shopper has already proven the address. */
  async updateForEmail(email: string, change: OwnSubscriptionUpdate): Promise<Subscription> {
    const now = this.now().toISOString()
    if (change.location) await assertKnownLocation(this.db, this.brand, change.location)
    const row = await this.repo.findByEmail(email, this.brand.id)
    if (!row && change.status !== 'SUBSCRIBED') return this.forEmail(email)
    const id =
      row?.id ??
      (await this.repo.upsertSubscribed(
        email,
        this.brand.id,
        change.location || this.brand.defaultLocation,
        now,
      ))
    const stored = row ? toSubscription(row).preferences : DEFAULT_PREFERENCES
    await this.repo.update(
      id,
      {
        status: change.status,
        locationShortName: change.location || undefined,
        preferences: change.preferences && JSON.stringify({ ...stored, ...change.preferences }),
      },
      now,
    )
    return this.forEmail(email)
  }

  /** Sets the consent from the profile page's tick-box. */
  async setConsent(email: string, subscribed: boolean, location: string | null) {
    const status: SubscriptionStatus = subscribed ? 'SUBSCRIBED' : 'UNSUBSCRIBED'
    return this.updateForEmail(email, { status, ...(location ? { location } : {}) })
  }

  private async rowForToken(token: string): Promise<SubscriptionRow> {
    if (!token) throw new DomainError('INVALID', SUBSCRIPTION_MESSAGES.tokenMissing)
    const row = isWellFormedUnsubscribeToken(token)
      ? await this.repo.findByTokenHash(await hashCustomerToken(token))
      : null
    if (!row) throw new DomainError('NOT_FOUND', SUBSCRIPTION_MESSAGES.notRegistered)
    return row
  }
}
