import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import worker from '../../src/worker/index'
import type { Env } from '../../src/worker/env'
import { hashPassword } from '../../src/worker/services/security/password-hash'
import { StaffRepository } from '../../src/worker/storage/staff-repository'
import { freshEmail } from '../fixtures/fresh'
import { newestMail, register } from './account-client'
import { clock } from './clock'

// The development features open only for ENVIRONMENT development (or
// test) AND a local host. The worker is called as a deployment would call it, with that
// deployment's vars (SELF only knows the test config's), at the worker's own entry point so the
// bench's bare route is covered too.

// Outside ENVIRONMENT=test the request log writes a line per request; hundreds here say nothing.
beforeAll(() => {
  vi.spyOn(console, 'log').mockImplementation(() => {})
})

/** The test bindings with ENVIRONMENT replaced, or removed for `undefined`. */
function deployment(environment: string | undefined): Env {
  const vars: Record<string, unknown> = { ...env, ENVIRONMENT: environment }
  if (environment === undefined) delete vars.ENVIRONMENT
  return vars as unknown as Env
}

let ips = 0
async function call(
  vars: Env,
  url: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const ctx = createExecutionContext()
  const origin = new URL(url).origin
  const headers: Record<string, string> = {
    'cf-connecting-ip': `192.0.2.${++ips % 250}`,
    ...(init.method === 'POST' ? { 'content-type': 'application/json', origin } : {}),
    ...init.headers,
  }
  const res = await worker.fetch(
    new Request(url, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }),
    vars,
    ctx,
  )
  await res.arrayBuffer()
  await waitOnExecutionContext(ctx)
  return res.status
}

let mailId = 0
beforeAll(async () => {
  const row = await env.DB.prepare(
    `INSERT INTO email_outbox (to_address, subject, text_body, html_body, kind, created_at)
     VALUES ('fail-closed@example.com', 's', 't', '<p>h</p>', 'test', ?) RETURNING id`,
  )
    .bind(clock.now().toISOString())
    .first<{ id: number }>()
  mailId = row!.id
})

/** Every development-only route, as a request to `origin`. */
const DEV_ROUTES = [
  { name: 'the dev mailbox', path: '/dev/mailbox' },
  {
    name: "a mail's HTML part in the dev mailbox",
    // A row of this file's own (beforeAll), so the local baseline finds it.
    get path() {
      return `/dev/mailbox/${mailId}/html`
    },
  },
  { name: 'gift-card minting', path: '/api/v1/giftcards/dev-issue', method: 'POST', body: {} },
  { name: 'the partner stub', path: '/dev/partner-stub.js?name=search-tracker' },
  { name: "the bench's bare route", path: '/__bench/bare' },
  { name: '/insights without a token', path: '/insights' },
  { name: 'the sandbox hosted card fields', path: '/sandbox/hosted-fields' },
  {
    name: 'the sandbox card tokenizer',
    path: '/api/v1/payments/tokenize',
    method: 'POST',
    body: {
      number: '4111111111111111',
      expiryMonth: 12,
      // A card that expires a few years after the instant the tests run at.
      expiryYear: clock.now().getUTCFullYear() + 3,
      cvv: '123',
      name: 'A',
    },
  },
] as const

const devRoute = (vars: Env, origin: string, route: (typeof DEV_ROUTES)[number]) =>
  call(vars, `${origin}${route.path}`, {
    method: 'method' in route ? route.method : 'GET',
    body: 'body' in route ? route.body : undefined,
  })

const DEPLOYED_ENVIRONMENTS = ['production', 'staging', undefined, '', 'prod', 'Development']
const LOCAL = 'http://localhost'

describe('development routes', () => {
  it('answer on a local host in development and the tests (the baseline)', async () => {
    for (const environment of ['development', 'test']) {
      for (const route of DEV_ROUTES) {
        const status = await devRoute(deployment(environment), LOCAL, route)
        const created = 'method' in route && route.method === 'POST'
        expect([route.name, status]).toEqual([route.name, created ? 201 : 200])
      }
    }
  })

  it('answer 404 under production vars, an unset or a misspelt ENVIRONMENT, on any host', async () => {
    for (const environment of DEPLOYED_ENVIRONMENTS) {
      for (const origin of [LOCAL, 'https://dealio.co.uk', 'https://evil.example']) {
        for (const route of DEV_ROUTES) {
          const status = await devRoute(deployment(environment), origin, route)
          expect([environment, origin, route.name, status]).toEqual([
            environment,
            origin,
            route.name,
            404,
          ])
        }
      }
    }
  })

  it('answer 404 under development vars when the request is not to a local host', async () => {
    for (const origin of [
      'https://dealio.co.uk',
      'https://staging.dealio.ie',
      'https://evil.example',
      'http://localhost.evil.example',
      'http://10.0.0.7',
    ]) {
      for (const route of DEV_ROUTES) {
        const status = await devRoute(deployment('development'), origin, route)
        expect([origin, route.name, status]).toEqual([origin, route.name, 404])
      }
    }
  })

  it('still open /insights to the token holder in production', async () => {
    const vars = { ...deployment('production'), INSIGHTS_TOKEN: 'fail-closed-token' } as Env
    const status = await call(vars, 'https://dealio.co.uk/insights', {
      headers: { 'x-insights-token': 'fail-closed-token' },
    })
    expect(status).toBe(200)
  })
})

describe('mail links', () => {
  const linkIn = async (email: string) =>
    /https?:\/\/[^/\s]+\/reset-password\?token=/.exec((await newestMail(email))?.text ?? '')?.[0]

  it("use the brand's host whatever the request's Host, outside local development", async () => {
    const cases: { environment: string | undefined; url: string; expected: string }[] = [
      { environment: 'production', url: 'https://evil.example', expected: 'https://dealio.co.uk' },
      { environment: undefined, url: 'https://evil.example', expected: 'https://dealio.co.uk' },
      { environment: 'prod', url: 'http://localhost', expected: 'https://dealio.co.uk' },
      { environment: 'development', url: 'https://evil.example', expected: 'https://dealio.co.uk' },
      { environment: 'production', url: 'https://www.dealio.ie', expected: 'https://dealio.ie' },
    ]
    for (const { environment, url, expected } of cases) {
      const email = freshEmail('fail-closed')
      expect((await register(email, 'secret123', 'Fay')).status).toBe(202)
      const status = await call(deployment(environment), `${url}/api/v1/customer/password-reset`, {
        method: 'POST',
        body: { email },
      })
      expect(status).toBe(202)
      expect([environment, url, await linkIn(email)]).toEqual([
        environment,
        url,
        `${expected}/reset-password?token=`,
      ])
    }
  })

  it('go to the staging host under the staging vars', async () => {
    const email = freshEmail('fail-closed-staging')
    await register(email, 'secret123', 'Fay')
    const vars = { ...deployment('staging'), BRAND_HOST_PREFIX: 'staging.' } as Env
    await call(vars, 'https://evil.example/api/v1/customer/password-reset', {
      method: 'POST',
      body: { email },
    })
    expect(await linkIn(email)).toBe('https://staging.dealio.co.uk/reset-password?token=')
  })

  it('follow a local request in development, so local links work', async () => {
    const email = freshEmail('fail-closed-local')
    await register(email, 'secret123', 'Fay')
    await call(
      deployment('development'),
      'http://ie.localhost:8787/api/v1/customer/password-reset',
      {
        method: 'POST',
        body: { email },
      },
    )
    expect(await linkIn(email)).toBe('http://ie.localhost:8787/reset-password?token=')
  })
})

describe('seeded staff accounts', () => {
  // One account per attempt: five failures on one address lock it (403), which would hide why.
  // Addresses of this run only (staff emails are unique across the shared database); `.test`
  // marks a seeded account (development-accounts.ts).
  const run = crypto.randomUUID().slice(0, 8)
  const SEEDED = Array.from({ length: 9 }, (_, i) => `seeded-admin-${i}-${run}@dealio.test`)
  const REAL = `real-admin-${run}@example.com`
  beforeAll(async () => {
    const hashed = await hashPassword('public-pass-1', 1000)
    for (const email of [...SEEDED, REAL]) {
      await new StaffRepository(env.DB).insertUser({
        email,
        name: 'Ada',
        role: 'admin',
        merchantId: null,
        passwordHash: hashed.hash,
        passwordSalt: hashed.salt,
        passwordIterations: hashed.iterations,
        createdAt: clock.now().toISOString(),
      })
    }
  })

  const login = (environment: string | undefined, origin: string, email: string) =>
    call(deployment(environment), `${origin}/api/v1/admin/login`, {
      method: 'POST',
      body: { email, password: 'public-pass-1' },
    })

  it('sign in only in local development; a real account signs in anywhere', async () => {
    const seeded = SEEDED.values()
    const next = () => seeded.next().value!
    expect(await login('test', LOCAL, next())).toBe(200)
    expect(await login('development', LOCAL, next())).toBe(200)
    for (const environment of ['production', undefined, 'prod']) {
      expect(await login(environment, 'https://dealio.co.uk', next())).toBe(401)
      expect(await login(environment, LOCAL, next())).toBe(401)
    }
    expect(await login('development', 'https://dealio.co.uk', next())).toBe(401)
    expect(await login('production', 'https://dealio.co.uk', REAL)).toBe(200)
  })
})
