import type { D1Database } from '@cloudflare/workers-types'
import type { SocialProvider } from '../../../shared/schemas/social-login'
import type { Env } from '../../env'
import { DomainError } from '../../errors'
import { SocialIdentityRepository, type SocialUser } from '../../storage/social-identity-repository'
import {
  type FacebookTokenOptions,
  InvalidFacebookToken,
  verifyFacebookAccessToken,
} from './facebook-token'
import {
  type GoogleIdTokenOptions,
  InvalidGoogleToken,
  verifyGoogleIdToken,
} from './google-id-token'
import { firstNameFor, socialSignInStep } from './social-login-rules'
import { withoutControlCharacters } from '../../../shared/domain/account/name-rule'
import { clock } from '../../clock'
import { log } from '../../observability/logger'

export type { SocialUser }

/** transactions §8 'Login'. */
const INVALID_GOOGLE_TOKEN_MESSAGE = 'Invalid google token id'
const INVALID_FACEBOOK_TOKEN_MESSAGE = 'Invalid facebook token'
const NOT_REGISTERED_MESSAGE = 'Not yet registered, please register'
const NO_EMAIL_MESSAGE =
  'We need your email address to sign you in. Please let Facebook share it, or register with ' +
  'your email instead.'

export interface SocialLoginConfig {
  google: Omit<GoogleIdTokenOptions, 'now'> | null
  facebook: FacebookTokenOptions | null
}

/** Each provider is on only when its credentials are bound (env.ts). */
export const socialLoginConfig = (env: Env): SocialLoginConfig => ({
  google: env.GOOGLE_CLIENT_ID
    ? {
        clientId: env.GOOGLE_CLIENT_ID,
        jwksUrl: env.GOOGLE_JWKS_URL,
        issuers: env.GOOGLE_ISSUERS,
      }
    : null,
  facebook:
    env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET
      ? {
          appId: env.FACEBOOK_APP_ID,
          appSecret: env.FACEBOOK_APP_SECRET,
          graphUrl: env.FACEBOOK_GRAPH_URL,
        }
      : null,
})

interface ProviderIdentity {
  provider: SocialProvider
  subject: string
  email: string | null
  firstName: string
  lastName: string
}

/** Google login and registration and Facebook authenticate (transactions §7): proves who the
 * provider says the user is, then finds, links or creates the account. Owns user_identities;
 * opening the session is the AccountService's. */
export class SocialLoginService {
  private readonly repo: SocialIdentityRepository

  constructor(
    db: D1Database,
    private readonly config: SocialLoginConfig,
    private readonly now: () => Date = () => clock.now(),
  ) {
    this.repo = new SocialIdentityRepository(db)
  }

  /** Google login (`mayCreate` false: an unknown user gets NOT_FOUND and registers next) or
   * Google user registration (`mayCreate` true). */
  async google(idToken: string, options: { mayCreate: boolean; brand: string }) {
    const config = this.config.google
    if (!config) throw new DomainError('NOT_FOUND', 'Google sign-in is not available')
    const identity = await verifyGoogleIdToken(idToken, { ...config, now: this.now }).catch(
      (err: unknown) => {
        if (err instanceof InvalidGoogleToken) {
          throw new DomainError('UNAUTHORISED', INVALID_GOOGLE_TOKEN_MESSAGE)
        }
        throw unavailable('google', err)
      },
    )
    return this.signIn({ provider: 'google', ...identity }, options)
  }

  /** Facebook authenticate: a first visit registers the user. */
  async facebook(accessToken: string, options: { brand: string }) {
    const config = this.config.facebook
    if (!config) throw new DomainError('NOT_FOUND', 'Facebook sign-in is not available')
    const identity = await verifyFacebookAccessToken(accessToken, config).catch((err: unknown) => {
      if (err instanceof InvalidFacebookToken) {
        throw new DomainError('UNAUTHORISED', INVALID_FACEBOOK_TOKEN_MESSAGE)
      }
      throw unavailable('facebook', err)
    })
    return this.signIn({ provider: 'facebook', ...identity }, { ...options, mayCreate: true })
  }

  private async signIn(
    identity: ProviderIdentity,
    options: { mayCreate: boolean; brand: string },
  ): Promise<SocialUser> {
    const known = await this.repo.findUserByIdentity(identity.provider, identity.subject)
    const byEmail =
      !known && identity.email ? await this.repo.findUserByEmail(identity.email) : null
    const step = socialSignInStep({
      identityUserId: known?.id ?? null,
      emailUserId: byEmail?.id ?? null,
      // Both verifiers pass on only an email the provider has confirmed.
      hasVerifiedEmail: Boolean(identity.email),
      mayCreate: options.mayCreate,
    })
    switch (step.kind) {
      case 'sign-in':
        return known!
      case 'not-registered':
        throw new DomainError('NOT_FOUND', NOT_REGISTERED_MESSAGE)
      case 'no-email':
        throw new DomainError('UNPROCESSABLE', NO_EMAIL_MESSAGE)
      case 'link':
        await this.link(identity, step.userId)
        return byEmail!
      case 'create': {
        const email = identity.email!
        const created = await this.repo.insertPasswordlessUser({
          email,
          firstName: firstNameFor(identity.firstName, email),
          lastName: withoutControlCharacters(identity.lastName).trim().slice(0, 100),
          brand: options.brand,
          createdAt: this.now().toISOString(),
        })
        // Taken between our look-up and the insert: the same verified email, so link to it.
        const user = created ?? (await this.repo.findUserByEmail(email))
        if (!user) throw new DomainError('CONFLICT', 'Please try again')
        await this.link(identity, user.id)
        return user
      }
    }
  }

  private link(identity: ProviderIdentity, userId: number) {
    return this.repo.linkIdentity({
      provider: identity.provider,
      subject: identity.subject,
      userId,
      email: identity.email,
      createdAt: this.now().toISOString(),
    })
  }
}

/** The provider could not be reached. DomainError has no 503, so this is a 401 that says so;
 * only the error's name is logged, since messages may carry a token-bearing URL. */
function unavailable(provider: SocialProvider, err: unknown): DomainError {
  log.warn('social-login-unavailable', {
    provider,
    error: err instanceof Error ? err.name : 'unknown',
  })
  const name = provider === 'google' ? 'Google' : 'Facebook'
  return new DomainError(
    'UNAUTHORISED',
    `${name} sign-in is not available just now. Please try again in a moment.`,
  )
}
