import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import worker from '../../src/worker/index'
import type { Env } from '../../src/worker/env'
import { VerifyCardResponse } from '../../src/shared/schemas/three-d-secure'
import { gatewayForMethod } from '../../src/worker/services/payments/gateway-selection'
import { TokenizerService } from '../../src/worker/services/payments/tokenizer'
import { testPurpose } from '../fixtures/payment-purpose'
import { makeShopper, type Shopper } from '../fixtures/make-shopper'
import { clock } from './clock'

// Strong Customer Authentication in the sandbox: the card's 3-D Secure check (verify), the
// bank's challenge in its frame, and the gateway's refusal of a card that was not authenticated.
const ORIGIN = 'http://localhost'
const CHALLENGE = '4000000000003220'
const FRICTIONLESS = '4000000000003055'
const FAILS = '4000000000003063'
const UNAVAILABLE = '4000000000003097'

const run = crypto.randomUUID().slice(0, 8)
let attempts = 0
/** Who checks the cards: the check is the signed-in shopper's, like every payment. */
let shopper: Shopper
beforeAll(async () => {
  shopper = await makeShopper(env.DB)
})
/** The payment testPurpose() authorises: the check is for it. */
const FOR_TEST_BASKET = { kind: 'basket', basketToken: 'gateway-test-basket' } as const

const tokenFor = async (number: string) =>
  (
    await new TokenizerService(env.DB).tokenize(
      { number, expiryMonth: 12, expiryYear: clock.now().getUTCFullYear() + 4, cvv: '123' },
      clock.now(),
    )
  ).token

const verify = async (paymentToken: string) => {
  const res = await SELF.fetch(`${ORIGIN}/api/v1/payments/3ds/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, cookie: shopper.cookie },
    body: JSON.stringify({
      paymentToken,
      amount: 2500,
      email: 'ann@example.com',
      purpose: FOR_TEST_BASKET,
    }),
  })
  expect(res.status).toBe(200)
  return VerifyCardResponse.parse(await res.json()).data
}

const answer = (path: string, decision: 'complete' | 'fail') =>
  SELF.fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
    body: new URLSearchParams({ decision }).toString(),
  })

const authorize = (paymentToken: string) =>
  gatewayForMethod('credit_card', { env, db: env.DB, clock: () => clock.now() }).authorize({
    amount: 2500,
    currency: 'GBP',
    paymentToken,
    idempotencyKey: `3ds-${run}-${++attempts}`,
    purpose: testPurpose(),
    orderReference: `3DS-${run}-${attempts}`,
  })

const challengePathOf = async (paymentToken: string) => {
  const result = await verify(paymentToken)
  if (result.status !== 'CHALLENGE') throw new Error(`no challenge: ${result.status}`)
  return result.challengePath
}

describe('3-D Secure in the sandbox', () => {
  it('challenges the "challenge required" card; completed, the card is charged', async () => {
    const token = await tokenFor(CHALLENGE)
    const path = await challengePathOf(token)
    const page = await SELF.fetch(`${ORIGIN}${path}`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(page.headers.get('cache-control')).toBe('private, no-store')
    const html = await page.text()
    expect(html).toContain('Complete authentication')
    expect(html).toContain('Fail authentication')

    const done = await answer(path, 'complete')
    expect(done.status).toBe(200)
    expect(await done.text()).toContain('data-result="AUTHENTICATED"')
    expect(await authorize(token)).toMatchObject({ status: 'AUTHORISED' })
  })

  it('refuses a "challenge required" card whose challenge was never completed', async () => {
    const unchecked = await tokenFor(CHALLENGE)
    expect(await authorize(unchecked)).toEqual({
      status: 'DECLINED',
      code: 'AUTHENTICATION_FAILED',
    })
    const pending = await tokenFor(CHALLENGE)
    await challengePathOf(pending)
    expect(await authorize(pending)).toEqual({ status: 'DECLINED', code: 'AUTHENTICATION_FAILED' })
  })

  it('refuses the card when the shopper fails the challenge, and takes one answer only', async () => {
    const token = await tokenFor(CHALLENGE)
    const path = await challengePathOf(token)
    expect(await (await answer(path, 'fail')).text()).toContain('data-result="FAILED"')
    const again = await (await answer(path, 'complete')).text()
    expect(again).not.toContain('data-result=')
    expect(again).toContain('This check is over')
    expect(await authorize(token)).toEqual({ status: 'DECLINED', code: 'AUTHENTICATION_FAILED' })
  })

  it.each([
    [FRICTIONLESS, 'AUTHENTICATED', { status: 'AUTHORISED' }],
    ['4111111111111111', 'AUTHENTICATED', { status: 'AUTHORISED' }],
    [UNAVAILABLE, 'UNAVAILABLE', { status: 'AUTHORISED' }],
    [FAILS, 'FAILED', { status: 'DECLINED', code: 'AUTHENTICATION_FAILED' }],
  ])('answers %s without a challenge: %s', async (number, status, authorised) => {
    const token = await tokenFor(number)
    expect(await verify(token)).toEqual({ status })
    expect(await authorize(token)).toMatchObject(authorised)
  })

  it('refuses to check a spent or unknown token', async () => {
    const res = await SELF.fetch(`${ORIGIN}/api/v1/payments/3ds/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, cookie: shopper.cookie },
      body: JSON.stringify({
        paymentToken: 'tok_sbx_unknown',
        amount: 2500,
        purpose: FOR_TEST_BASKET,
      }),
    })
    expect(res.status).toBe(400)
  })

  it('checks a card only for a signed-in shopper', async () => {
    const res = await SELF.fetch(`${ORIGIN}/api/v1/payments/3ds/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({
        paymentToken: await tokenFor(FRICTIONLESS),
        amount: 2500,
        purpose: { kind: 'vip' },
      }),
    })
    expect(res.status).toBe(401)
  })

  it('pays with a checked card only the payment and amount it was checked for', async () => {
    const token = await tokenFor(FRICTIONLESS)
    expect(await verify(token)).toEqual({ status: 'AUTHENTICATED' })
    const gateway = gatewayForMethod('credit_card', { env, db: env.DB, clock: () => clock.now() })
    const attempt = (purpose: ReturnType<typeof testPurpose>, amount = 2500) =>
      gateway.authorize({
        amount,
        currency: 'GBP',
        paymentToken: token,
        idempotencyKey: `3ds-${run}-${++attempts}`,
        purpose,
        orderReference: `3DS-${run}-${attempts}`,
      })
    const refused = { status: 'DECLINED', code: 'INVALID_PAYMENT_TOKEN' }
    expect(await attempt(testPurpose('credit_card', 'another-test-basket'))).toEqual(refused)
    expect(await attempt({ ...testPurpose(), subject: `vip:${shopper.id}` })).toEqual(refused)
    expect(await attempt(testPurpose(), 2499)).toEqual(refused)
    // Refused, not spent: it still pays what it was checked for.
    expect(await attempt(testPurpose())).toMatchObject({ status: 'AUTHORISED' })
  })

  it('serves the hosted card fields as a frame of our own pages only', async () => {
    const res = await SELF.fetch(`${ORIGIN}/sandbox/hosted-fields`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
    const html = await res.text()
    expect(html).toContain('name="number"')
    // The card's script runs under the page's nonce, not 'unsafe-inline'.
    expect(html).toMatch(/<script nonce="[^"]+">/)
    const home = await SELF.fetch(`${ORIGIN}/`)
    expect(home.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(home.headers.get('x-frame-options')).toBe('DENY')
  })

  it('has no 3-D Secure stand-in on a deployed host', async () => {
    // Outside ENVIRONMENT=test the request log writes a line per request.
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const vars = { ...env, ENVIRONMENT: 'production' } as unknown as Env
    for (const [path, init] of [
      [
        '/api/v1/payments/3ds/verify',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: 'https://dealio.co.uk' },
          body: JSON.stringify({
            paymentToken: 'tok_sbx_x',
            amount: 100,
            purpose: { kind: 'vip' },
          }),
        },
      ],
      ['/sandbox/3ds/anything', {}],
      ['/sandbox/hosted-fields', {}],
    ] as const) {
      const ctx = createExecutionContext()
      const res = await worker.fetch(new Request(`https://dealio.co.uk${path}`, init), vars, ctx)
      await res.arrayBuffer()
      await waitOnExecutionContext(ctx)
      expect([path, res.status]).toEqual([path, 404])
    }
  })
})
