import { env, SELF } from 'cloudflare:test'
import { afterAll, beforeAll, describe, expect, it, type MockInstance } from 'vitest'
import { z } from 'zod'
import { postcodeAddresses, postcodeStatements } from '../../scripts/seed/postcodes'
import { PreferencesChange, SubscriptionStatus } from '../../src/shared/schemas/subscription'
import { createFakeIdentityServer, type FakeIdentityServer } from '../fixtures/fake-identity-server'
import { freshEmail } from '../fixtures/fresh'
import { cardToken, makeShopper } from '../fixtures/make-shopper'
import { mailedToken, ORIGIN, post, tokenCookie } from './account-client'
import type { FuzzFixtures, RouteContract } from './fuzz/contract'
import { baseFixtures } from './fuzz/fixtures'
import { capturingLogs, expectNoSecretsLogged } from './fuzz/log-capture'
import { accountsRoutes } from '../../src/worker/routes/api/contracts/accounts'
import { OWN_CUSTOMER } from './fuzz/own-customer'
import {
  formatFailures,
  formatReport,
  fuzzRoutes,
  routeKey as key,
  type FuzzReport,
} from './fuzz/runner'
import { givePoints } from './loyalty-fixtures'
import { scale } from './stress'
import { liveUkDeals } from './wishlist-client'

// Accounts area: every /customer, /subscriptions, /wishlist, /vip, /addresses and
// /credit-claims route fuzzed from its schemas. Random values rarely hit a real token, password
// or postcode, so the setup makes real ones and each route's valid side also draws from them
// (a union with the route's own schema: the runner still sends the schema's random values).

const PER_ROUTE = scale(64, 320)
const PASSWORD = 'secret123'

let seq = 0
const email = (what: string) => freshEmail(`fuzz-${what}-${++seq}`)
const ip = () => `198.51.100.${200 + (++seq % 50)}`

async function registered(what: string) {
  const address = email(what)
  const reg = await post(
    '/customer/register',
    {
      requestRegistration: {
        email: address,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        firstName: 'Fuzz',
      },
    },
    { 'cf-connecting-ip': ip() },
  )
  if (reg.status !== 202) throw new Error(`register ${reg.status}: ${await reg.text()}`)
  return address
}

async function signedIn(address: string) {
  const res = await post(
    '/customer/login',
    { loginRequest: { j_username: address, j_password: PASSWORD } },
    { 'cf-connecting-ip': ip() },
  )
  if (res.status !== 200) throw new Error(`login ${res.status}: ${await res.text()}`)
  return tokenCookie(res)
}

async function call(method: string, path: string, cookie = '', body?: unknown) {
  return SELF.fetch(`${ORIGIN}/api/v1${path}`, {
    method,
    headers: {
      origin: ORIGIN,
      'content-type': 'application/json',
      'cf-connecting-ip': ip(),
      ...(cookie ? { cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

interface Real {
  customerToken: string
  loginEmail: string
  resetToken: string
  activateToken: string
  subscriptionToken: string
  postcodes: [string, ...string[]]
  googleTokens: [string, ...string[]]
  facebookTokens: [string, ...string[]]
  cardTokens: [string, ...string[]]
}

// Google and Facebook answer from a local fake (the worker's outbound fetch is intercepted), so
// sign-in requests never wait on the network and some valid tokens really sign in.
let idp: FakeIdentityServer
let fetchSpy: MockInstance
beforeAll(async () => {
  idp = await createFakeIdentityServer()
  fetchSpy = idp.intercept()
})
afterAll(() => fetchSpy.mockRestore())

async function socialTokens() {
  const google: string[] = []
  const facebook: string[] = []
  for (let i = 0; i < 4; i++) {
    const who = email(`social${i}`)
    google.push(await idp.mintGoogleIdToken({ email: who, given_name: 'Gia' }))
    const token = `fb-${who}`
    // A subject of its own: other files sign in with the fake's Facebook accounts too.
    const id = `fb-${crypto.randomUUID()}`
    idp.registerFacebookToken(token, { user: { id, email: who, first_name: 'Fay' } })
    facebook.push(token)
  }
  return { google: google as [string, ...string[]], facebook: facebook as [string, ...string[]] }
}

/** Real objects for the valid requests to aim at; fills `fixtures.ids`. */
async function setUp(fixtures: FuzzFixtures): Promise<Real> {
  await env.DB.batch(postcodeStatements().map((sql) => env.DB.prepare(sql)))
  const deals = await liveUkDeals(6)
  const customer = fixtures.customer.cookie
  const own = await call('POST', `/wishlist/deal/${deals[0]}`, customer)
  if (own.status !== 201) throw new Error(`wishlist add ${own.status}: ${await own.text()}`)
  const ownId = ((await own.json()) as { id: string }).id
  // Somebody else's anonymous list: the customer's requests for it must be refused, never 5xx.
  const other = await call('POST', `/wishlist/deal/${deals[1]}`)
  const otherId = ((await other.json()) as { id: string }).id
  await givePoints(fixtures.customer.id, 20_000)

  const resetEmail = await registered('reset')
  await post('/customer/password-reset', { email: resetEmail }, { 'cf-connecting-ip': ip() })
  const activateEmail = email('activate')
  await post(
    '/customer/express-register',
    { requestRegistration: { email: activateEmail, firstName: 'Fuzz' } },
    { 'cf-connecting-ip': ip() },
  )
  const subscriber = email('subscriber')
  await post('/subscriptions', { email: subscriber, location: 'london' })
  const mail = await env.DB.prepare(
    'SELECT text_body AS text FROM email_outbox WHERE to_address = ? ORDER BY id DESC LIMIT 1',
  )
    .bind(subscriber)
    .first<{ text: string }>()

  fixtures.ids = {
    ...fixtures.ids,
    dealId: deals.map(String),
    id: [ownId, otherId],
    points: ['100', '250', '1000'],
  }
  const postcodes = [...new Set(postcodeAddresses().map((row) => row.postcode))]
  const social = await socialTokens()
  const cards = [await cardToken(env.DB), await cardToken(env.DB), await cardToken(env.DB)]
  return {
    cardTokens: cards as [string, ...string[]],
    googleTokens: social.google,
    facebookTokens: social.facebook,
    customerToken: customer.replace(/^[^=]+=/, ''),
    loginEmail: await registered('login'),
    resetToken: (await mailedToken(resetEmail)).token,
    activateToken: (await mailedToken(activateEmail)).token,
    subscriptionToken: /\/email-preferences\?token=([\w-]+)/.exec(mail?.text ?? '')![1]!,
    postcodes: postcodes as [string, ...string[]],
  }
}

const either = (real: z.ZodType, own: z.ZodType | undefined) => (own ? z.union([real, own]) : real)

/** The registry with real values mixed into each route's valid side. */
function aimed(real: Real): RouteContract[] {
  const token = z.literal(real.customerToken)
  const anEmail = z.union([z.literal(real.loginEmail), z.email().max(80)])
  const passwords = (t: string) =>
    z.object({
      token: z.literal(t),
      password: z.literal('brandnew1'),
      confirmPassword: z.literal('brandnew1'),
    })
  const patch: Record<string, (route: RouteContract) => Partial<RouteContract>> = {
    'POST /customer/register': (r) => ({
      body: either(
        z.object({
          requestRegistration: z.object({
            email: z.email().max(80),
            password: z.literal(PASSWORD),
            confirmPassword: z.literal(PASSWORD),
            firstName: z.literal('Fuzz'),
          }),
        }),
        r.body,
      ),
    }),
    'POST /customer/express-register': (r) => ({
      body: either(
        z.object({
          requestRegistration: z.object({ email: z.email().max(80), firstName: z.literal('Fuzz') }),
        }),
        r.body,
      ),
    }),
    'POST /customer/paypal-register': (r) => ({
      body: either(
        z.object({
          requestRegistration: z.object({ email: z.email().max(80), firstName: z.literal('Pat') }),
        }),
        r.body,
      ),
    }),
    'POST /customer/subscription-details': (r) => ({
      body: either(z.object({ requestSubscriptionDetails: z.object({ email: anEmail }) }), r.body),
    }),
    'POST /customer/express-buy-token': (r) => ({
      body: either(z.object({ expressBuyTokenRequest: z.object({ email: anEmail }) }), r.body),
    }),
    'POST /customer/password-reset': (r) => ({
      body: either(z.object({ email: anEmail }), r.body),
    }),
    'POST /customer/login/first-step': (r) => ({
      body: either(z.object({ loginRequest: z.object({ j_username: anEmail }) }), r.body),
    }),
    'POST /customer/login': (r) => ({
      body: either(
        z.object({
          loginRequest: z.object({
            j_username: z.literal(real.loginEmail),
            j_password: z.literal(PASSWORD),
          }),
          rememberMe: z.boolean().optional(),
        }),
        r.body,
      ),
    }),
    'POST /customer/password_reset': (r) => ({ body: either(passwords(real.resetToken), r.body) }),
    'POST /customer/password_activate': (r) => ({
      body: either(passwords(real.activateToken), r.body),
    }),
    'PATCH /customer/password': (r) => ({
      body: either(
        z.object({
          passwordChange: z.object({
            currentPassword: z.literal(PASSWORD),
            newPassword: z.literal('brandnew1'),
            confirmPassword: z.literal('brandnew1'),
          }),
        }),
        r.body,
      ),
    }),
    'PUT /customer/profile': (r) => ({
      body: either(
        z.object({
          user: z.object({
            firstName: z.string().regex(/^[A-Z][a-z]{1,15}$/),
            lastName: z.string().regex(/^[A-Z][a-z]{1,15}$/),
            isSubscribed: z.boolean().optional(),
          }),
        }),
        r.body,
      ),
    }),
    'POST /customer/google/login': (r) => ({
      body: either(z.object({ idToken: z.enum(real.googleTokens) }), r.body),
    }),
    'POST /customer/google/register': (r) => ({
      body: either(z.object({ idToken: z.enum(real.googleTokens) }), r.body),
    }),
    'POST /customer/facebook/authenticate': (r) => ({
      body: either(z.object({ accessToken: z.enum(real.facebookTokens) }), r.body),
    }),
    'GET /customer/validity': (r) => ({ query: either(z.object({ ct: token }), r.query) }),
    'GET /customer/eligible-locations': (r) => ({
      query: either(z.object({ ct: token }), r.query),
    }),
    'PUT /customer/subscriptions': (r) => ({
      body: either(
        z.object({
          status: SubscriptionStatus.optional(),
          location: z.literal('london').optional(),
        }),
        r.body,
      ),
    }),
    'POST /subscriptions': (r) => ({
      body: either(z.object({ email: z.email().max(80), location: z.literal('london') }), r.body),
    }),
    'GET /subscriptions/preferences': (r) => ({
      query: either(z.object({ token: z.literal(real.subscriptionToken) }), r.query),
    }),
    'PUT /subscriptions/preferences': (r) => ({
      body: either(
        z.object({ token: z.literal(real.subscriptionToken), preferences: PreferencesChange }),
        r.body,
      ),
    }),
    'POST /subscriptions/unsubscribe': (r) => ({
      body: either(z.object({ token: z.literal(real.subscriptionToken) }), r.body),
    }),
    'GET /wishlist': (r) => ({ query: either(z.object({ customerToken: token }), r.query) }),
    'PATCH /wishlist/:id': (r) => ({
      body: either(
        z.object({
          operations: z.tuple([
            z.object({ op: z.literal('merge'), path: z.literal('/customerToken'), value: token }),
          ]),
        }),
        r.body,
      ),
    }),
    'POST /vip/subscribe': (r) => ({
      body: either(
        z.object({
          paymentToken: z.enum(real.cardTokens),
          idempotencyKey: z.string().regex(/^[a-z0-9]{16,40}$/),
        }),
        r.body,
      ),
    }),
    'GET /addresses': (r) => ({
      query: either(z.object({ postcode: z.enum(real.postcodes) }), r.query),
    }),
    // The local fake lookup's own text and ids (services/addresses/fake-address-lookup.ts).
    'GET /addresses/autocomplete': (r) => ({
      query: either(z.object({ q: z.enum(['12 high', 'ba1 1aa', 'main street']) }), r.query),
    }),
    'GET /addresses/format': (r) => ({
      query: either(z.object({ id: z.enum(['st|0|1', 'st|3|12', 'pc|D02 X285|1']) }), r.query),
    }),
  }
  return accountsRoutes.map((route) => ({ ...route, ...patch[key(route)]?.(route) }))
}

function merge(reports: FuzzReport[]): FuzzReport {
  return {
    requests: reports.reduce((n, r) => n + r.requests, 0),
    byRoute: Object.assign({}, ...reports.map((r) => r.byRoute)),
    failures: reports.flatMap((r) => r.failures),
  }
}

/** A throwaway customer for a route that signs someone out, in, or away: a password account
 * signed in for the password change, a passwordless one (no password to confirm) for deletion,
 * and a plain one for the rest. */
async function ownCustomer(route: RouteContract): Promise<FuzzFixtures['customer']> {
  if (route.path === '/customer/password') {
    const address = await registered('change')
    const row = await env.DB.prepare('SELECT id FROM users WHERE email = ?')
      .bind(address)
      .first<{ id: number }>()
    return { id: row!.id, email: address, cookie: await signedIn(address) }
  }
  const passwordless = route.path === '/customer' || route.path === '/customer/anonymize'
  return makeShopper(env.DB, { passwordless })
}

describe('API fuzzing: accounts', () => {
  it(`sends ${PER_ROUTE} valid and invalid requests to each of the ${accountsRoutes.length} account routes: no 5xx, every 4xx an error body, every 2xx its schema`, async () => {
    const started = performance.now()
    const fixtures = await baseFixtures(env.DB)
    const real = await setUp(fixtures)
    const routes = aimed(real)
    const shared = routes.filter((route) => !OWN_CUSTOMER.has(key(route)))
    // The worker's log lines of the whole run, searched for the real secrets it was sent.
    const { result: reports, lines } = await capturingLogs(async () => {
      const reports = [await fuzzRoutes(shared, fixtures, { requestsPerRoute: PER_ROUTE })]
      // Each of these could end the shared customer's session (the runner also sends a route's
      // valid body with another actor's cookie, and a sign-in rotates the cookie it carries).
      for (const route of routes.filter((r) => OWN_CUSTOMER.has(key(r)))) {
        const own = { ...fixtures, customer: await ownCustomer(route) }
        reports.push(await fuzzRoutes([route], own, { requestsPerRoute: PER_ROUTE }))
      }
      return reports
    })
    expectNoSecretsLogged(lines, [
      PASSWORD,
      real.customerToken,
      real.resetToken,
      real.activateToken,
      real.subscriptionToken,
      ...real.googleTokens,
      ...real.facebookTokens,
      ...real.cardTokens,
    ])

    const report = merge(reports)
    console.log(`accounts fuzz in ${performance.now() - started} ms: ${formatReport(report)}`)
    expect(report.failures, formatFailures(report.failures)).toEqual([])
    expect(report.requests).toBeGreaterThanOrEqual(routes.length * PER_ROUTE)
    const reached = Object.values(report.byRoute).filter((r) => r.valid2xx > 0).length
    expect(reached / routes.length).toBeGreaterThanOrEqual(0.8)
    // Concurrent exchanges and the fuzz in between leave the points ledger whole.
    const points = await env.DB.prepare(
      `SELECT (SELECT balance FROM points_balances WHERE user_id = ?1) AS balance,
              (SELECT SUM(points) FROM points_ledger WHERE user_id = ?1) AS total`,
    )
      .bind(fixtures.customer.id)
      .first<{ balance: number; total: number }>()
    expect(points!.balance).toBe(points!.total)
    expect(points!.balance).toBeGreaterThanOrEqual(0)
  }, 300_000)

  // Found while fuzzing: hono/csrf refuses a write with a text body (or none) and no Origin by
  // throwing a bare 403, which came out as {code:'INVALID', message:''}.
  it('refuses a form-like write without an Origin with a FORBIDDEN error body', async () => {
    for (const path of ['/customer/logout', '/wishlist/deal/5']) {
      const res = await SELF.fetch(`${ORIGIN}/api/v1${path}`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: '{}',
      })
      expect(res.status).toBe(403)
      const body = (await res.json()) as { error: { code: string; message: string } }
      expect(body.error.code).toBe('FORBIDDEN')
      expect(body.error.message).not.toBe('')
    }
  })

  // Found while fuzzing: z.coerce read the deal id '0x10' as deal 16 and '1e3' as deal 1000.
  it('takes a wishlist deal id in digits only', async () => {
    for (const id of ['0x10', '1e3', '016', ' 16']) {
      const res = await call('POST', `/wishlist/deal/${encodeURIComponent(id)}`)
      expect(res.status, id).toBe(400)
    }
  })
})
