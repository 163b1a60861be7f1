import type { D1Database } from '@cloudflare/workers-types'
import type { Brand } from '../../../shared/config/brands'
import { accountOrigin, type AccountOrigin } from '../../../shared/domain/account/account-origin'
import { normalisePhone, validateProfile } from '../../../shared/domain/account/profile-validation'
import type { Profile, ProfileUpdate } from '../../../shared/schemas/profile'
import { DomainError } from '../../errors'
import { ProfileRepository, type ProfileRecord } from '../../storage/profile-repository'
import { SubscriptionRepository } from '../../storage/subscription-repository'
import { assertKnownLocation, SubscriptionService } from './subscription-service'
import { isVipMember } from '../vip/vip-membership'
import { clock } from '../../clock'

export interface ProfileOrigin {
  origin: AccountOrigin
  createdAt: string
  brand: string
}

const describeFields = (errors: Record<string, string | undefined>) =>
  Object.entries(errors)
    .map(([field, message]) => `${field}: ${message}`)
    .join('; ')

/** The signed-in shopper's own details (§3 'User profile', /myaccount/profile). Owns the users
 * columns the profile page edits: names, phone and home location. */
export class ProfileService {
  private readonly repo: ProfileRepository

  constructor(
    private readonly db: D1Database,
    private readonly brand: Brand,
    private readonly now: () => Date = () => clock.now(),
  ) {
    this.repo = new ProfileRepository(db)
  }

  private async record(userId: number): Promise<ProfileRecord> {
    const record = await this.repo.findProfile(userId)
    if (!record) throw new DomainError('UNAUTHORISED', 'Please log in')
    return record
  }

  async profile(userId: number): Promise<Profile> {
    const record = await this.record(userId)
    const [providers, subscription] = await Promise.all([
      this.repo.identityProviders(userId),
      new SubscriptionRepository(this.db).findByEmail(record.email, this.brand.id),
    ])
    const now = this.now().toISOString()
    return {
      email: record.email,
      firstName: record.firstName,
      lastName: record.lastName,
      phone: record.phone,
      location: record.locationShortName,
      vipUser:
        Boolean(record.vipUntil && record.vipUntil > now) ||
        (await isVipMember(this.db, userId, this.now())),
      // Addresses arrive with checkout.
      hasAddress: false,
      hasPassword: record.hasPassword,
      isFacebook: providers.includes('facebook'),
      isLocked: Boolean(record.lockedUntil && record.lockedUntil > now),
      isRegistered: true,
      isSubscribed: subscription?.status === 'SUBSCRIBED',
      tpl: record.thirdPartyLogin || providers.length > 0,
    }
  }

  /** Saves the form. PUT replaces: an absent, null or empty phone or location clears it. */
  async update(userId: number, input: ProfileUpdate['user']): Promise<Profile> {
    const record = await this.record(userId)
    const errors = validateProfile(input, this.brand.countryCode)
    if (Object.keys(errors).length > 0) throw new DomainError('INVALID', describeFields(errors))
    const location = input.location?.trim() || null
    if (location && location !== record.locationShortName) {
      await assertKnownLocation(this.db, this.brand, location)
    }
    const phone = input.phone?.trim() ? normalisePhone(input.phone, this.brand.countryCode) : null
    await this.repo.updateProfile(userId, {
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      phone,
      locationShortName: location,
    })
    if (input.isSubscribed !== undefined) {
      await new SubscriptionService(this.db, this.brand, this.now).setConsent(
        record.email,
        input.isSubscribed,
        location,
      )
    }
    return this.profile(userId)
  }

  /** §7 'GET profile with origin'. See accountOrigin for how the origin is told. */
  async origin(userId: number): Promise<ProfileOrigin> {
    const record = await this.record(userId)
    const identityProviders = await this.repo.identityProviders(userId)
    return {
      origin: accountOrigin({
        registrationSource: record.registrationSource,
        expressRegistered: record.expressRegistered,
        hasPassword: record.hasPassword,
        identityProviders,
      }),
      createdAt: record.createdAt,
      brand: record.brand,
    }
  }

  /** The location the shopper saved in their account details, or null when none is saved. */
  async savedLocation(userId: number): Promise<string | null> {
    return (await this.repo.findProfile(userId))?.locationShortName ?? null
  }

  /** The home location, or the brand default for a shopper without one (§7 'eligible
   * locations'). */
  async homeLocation(userId: number | null): Promise<string> {
    const record = userId === null ? null : await this.repo.findProfile(userId)
    return record?.locationShortName ?? this.brand.defaultLocation
  }
}
