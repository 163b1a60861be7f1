import { respond } from '../../http/respond'
import { Hono, type Context } from 'hono'
import { classifyEmail } from '../../../shared/domain/account/email-verify'
import { SUBSCRIPTION_MESSAGES } from '../../../shared/domain/account/unsubscribe-token'
import {
  AccountDeletionRequest,
  ProfileUpdate,
  ProfileResponse,
  ProfileOriginResponse,
  RafStatusResponse,
  ValidityResponse,
  EligibleLocationResponse,
  EmailVerifyResponse,
  AccountDeletionResponse,
  AccountStatusResponse,
} from '../../../shared/schemas/profile'
import {
  OwnSubscriptionUpdate,
  PreferencesUpdate,
  SubscribeRequest,
  UnsubscribeRequest,
  SubscriptionResponse,
  SubscribeResponse,
} from '../../../shared/schemas/subscription'
import type { AppEnv } from '../../http/app-env'
import { validJson } from '../../http/validate'
import { createFactory } from 'hono/factory'
import { signedIn } from './guards'
import { DomainError, errorBody } from '../../errors'
import { clearTokenCookies, tokenOf } from '../../http/cookies/customer-session'
import { forgetEmail } from '../../http/cookies/email'
import { setLocationCookieIfTown } from '../../http/cookies/location'
import { originOf } from './account-request'
import { log } from '../../observability/logger'

/** §7 'Account': profile, origin, refer-a-friend status, token validity, subscriptions and
 * account deletion. Mounted before `accounts`, so its richer GET /customer/profile answers. */
export const profile = new Hono<AppEnv>()
/** The daily email's subscriptions, signed in or by the link's token. */
export const emailSubscriptions = new Hono<AppEnv>()

const profiles = (c: Context<AppEnv>) => c.var.services.profiles
const subscriptions = (c: Context<AppEnv>) => c.var.services.subscriptions

/** §8 'Error on user subscription.': a storage failure is logged (never the address or token)
 * and answered with the spec's words instead of the generic 500. */
async function subscriptionCall<T>(c: Context<AppEnv>, call: () => Promise<T>) {
  try {
    return { ok: true as const, value: await call() }
  } catch (err) {
    if (err instanceof DomainError) throw err
    log.error('subscription-storage-failed', {
      requestId: c.get('requestId'),
      error: err instanceof Error ? err.name : 'unknown',
    })
    return {
      ok: false as const,
      response: c.json(errorBody('SUBSCRIPTION_FAILED', SUBSCRIPTION_MESSAGES.failed), 503),
    }
  }
}

profile.get('/profile', async (c) => {
  const user = await c.var.session.requireUser()
  return respond(c, ProfileResponse, { data: await profiles(c).profile(user.id) })
})

profile.put('/profile', signedIn(), validJson(ProfileUpdate), async (c) => {
  const user = await c.var.session.requireUser()
  const body = c.req.valid('json')
  const data = await profiles(c).update(user.id, body.user)
  // A town saved here is the one the pages follow from the next page on.
  await setLocationCookieIfTown(c, data.location)
  return respond(c, ProfileResponse, { data })
})

profile.get('/profile/origin', async (c) => {
  const user = await c.var.session.requireUser()
  return respond(c, ProfileOriginResponse, { data: await profiles(c).origin(user.id) })
})

// Refer-a-friend arrives with its own issue; until then every account is 'not enrolled'.
profile.get('/raf-status', async (c) => {
  const user = await c.var.session.requireUser()
  return respond(c, RafStatusResponse, {
    data: await c.var.services.referrals.rafStatus(user.id, c.get('brand').id),
  })
})

// §7 passes the customer token as ?ct=; the request logger drops query strings, so it is never
// logged. Without ct the cookie's token is checked.
const queryToken = (c: Context<AppEnv>) => c.req.query('ct') || tokenOf(c)

profile.get('/validity', async (c) => {
  const user = await c.var.services.accounts.userForToken(queryToken(c))
  return respond(c, ValidityResponse, { data: { valid: Boolean(user) } })
})

profile.get('/eligible-locations', async (c) => {
  const user = await c.var.services.accounts.userForToken(queryToken(c))
  return respond(c, EligibleLocationResponse, {
    data: { shortName: await profiles(c).homeLocation(user?.id ?? null) },
  })
})

profile.get('/email-verify', (c) => {
  const email = c.req.query('email')
  if (!email) throw new DomainError('INVALID', 'email: Required field')
  const { verdict, suggestion } = classifyEmail(email.slice(0, 320))
  return respond(c, EmailVerifyResponse, {
    data: { result: verdict, ...(suggestion ? { suggestion } : {}) },
  })
})

profile.get('/subscriptions', async (c) => {
  const user = await c.var.session.requireUser()
  const result = await subscriptionCall(c, () => subscriptions(c).forEmail(user.email))
  return result.ok ? respond(c, SubscriptionResponse, { data: result.value }) : result.response
})

profile.put('/subscriptions', signedIn(), validJson(OwnSubscriptionUpdate), async (c) => {
  const user = await c.var.session.requireUser()
  const body = c.req.valid('json')
  const result = await subscriptionCall(c, () => subscriptions(c).updateForEmail(user.email, body))
  return result.ok ? respond(c, SubscriptionResponse, { data: result.value }) : result.response
})

emailSubscriptions.post('/', validJson(SubscribeRequest), async (c) => {
  const body = c.req.valid('json')
  const result = await subscriptionCall(c, () =>
    subscriptions(c).subscribe(body.email, body.location, originOf(c)),
  )
  return result.ok
    ? respond(c, SubscribeResponse, { data: { status: result.value.status } }, 201)
    : result.response
})

emailSubscriptions.get('/preferences', async (c) => {
  const token = c.req.query('token') ?? ''
  const result = await subscriptionCall(c, () => subscriptions(c).byToken(token))
  return result.ok ? respond(c, SubscriptionResponse, { data: result.value }) : result.response
})

emailSubscriptions.put('/preferences', validJson(PreferencesUpdate), async (c) => {
  const body = c.req.valid('json')
  const result = await subscriptionCall(c, () =>
    subscriptions(c).updatePreferences(body.token, body.preferences),
  )
  return result.ok ? respond(c, SubscriptionResponse, { data: result.value }) : result.response
})

emailSubscriptions.post('/unsubscribe', validJson(UnsubscribeRequest), async (c) => {
  const body = c.req.valid('json')
  const result = await subscriptionCall(c, () => subscriptions(c).unsubscribe(body.token))
  return result.ok ? respond(c, SubscriptionResponse, { data: result.value }) : result.response
})

// §7 names user/anonymize; DELETE /customer is the same request in REST terms.
const deletionBody = validJson(AccountDeletionRequest)
// A password-less account may send no body at all.
const bodyIfSent: typeof deletionBody = async (c, next) =>
  c.req.header('content-type') ? deletionBody(c, next) : next()
const requestDeletion = createFactory<AppEnv>().createHandlers(
  signedIn(),
  bodyIfSent,
  async (c) => {
    const user = await c.var.session.requireUser()
    const body = c.req.header('content-type') ? c.req.valid('json') : {}
    const data = await c.var.services.accountDeletion.request(user, body.password)
    clearTokenCookies(c)
    forgetEmail(c)
    return respond(c, AccountDeletionResponse, { data }, 202)
  },
)
profile.delete('/', ...requestDeletion)
profile.post('/anonymize', ...requestDeletion)

profile.get('/account-status', async (c) => {
  const status = await c.var.services.accountDeletion.statusForToken(tokenOf(c))
  if (!status) throw new DomainError('UNAUTHORISED', 'Please log in')
  return respond(c, AccountStatusResponse, { data: { status } })
})
