import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import worker from '../../src/worker/index'
import type { Env } from '../../src/worker/env'
import { FLOOD_LIMITED_MESSAGE } from '../../src/worker/middleware/flood-limits'
import { LOCAL_FLOOD_LIMITS } from '../../src/worker/services/security/flood-limiter'
import { countingD1 } from './counting-d1'

// A flood of sign-ins once reached D1's per-account counters, on the single writer orders
// need. The edge's Rate Limiting binding now answers 429 before any D1 work.

const loginBody = (email: string) =>
  JSON.stringify({ loginRequest: { j_username: email, j_password: 'wrong-pass1' } })

describe('flood limits at the edge', () => {
  it('cuts a 200-request sign-in flood from one IP before D1, and not another IP', async () => {
    const counted = countingD1(env.DB)
    const bindings = {
      ...env,
      ENVIRONMENT: 'production',
      DB: counted.db,
      // The Rate Limiting binding as deployed (vitest.config.ts: 20 a minute).
      LOGIN_LIMIT: (env as unknown as { FLOOD_TEST_LOGIN_LIMIT: unknown }).FLOOD_TEST_LOGIN_LIMIT,
    } as unknown as Env
    const login = async (ip: string, email = 'nobody-flood@example.com') => {
      counted.reset()
      const ctx = createExecutionContext()
      const res = await worker.fetch(
        new Request('https://dealio.co.uk/api/v1/customer/login', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: 'https://dealio.co.uk',
            'cf-connecting-ip': ip,
          },
          body: loginBody(email),
        }),
        bindings,
        ctx,
      )
      const body = (await res.json()) as { error?: { code: string; message: string } }
      await waitOnExecutionContext(ctx)
      return { res, body, d1Calls: counted.calls.length }
    }

    const answers = []
    for (let i = 0; i < 200; i++) answers.push(await login('198.51.100.250'))
    const cut = answers.filter(
      (a) => a.res.status === 429 && a.body.error?.message === FLOOD_LIMITED_MESSAGE,
    )
    const through = answers.filter((a) => !cut.includes(a))

    // The binding lets its limit through (the rest of the way, D1's own counters answer), then
    // cuts every request after it without a single D1 call. Its windows are wall-clock minutes
    // (Miniflare's, like Cloudflare's): a flood that straddles a minute's end gets the next
    // minute's allowance too, so the answers let through come in at most two runs.
    const runs = answers
      .map((a) => (cut.includes(a) ? '-' : '+'))
      .join('')
      .split(/-+/)
      .filter(Boolean)
    expect(runs.length).toBeGreaterThanOrEqual(1)
    expect(runs.length).toBeLessThanOrEqual(2)
    for (const run of runs) expect(run.length).toBeLessThanOrEqual(25)
    expect(through.every((a) => a.d1Calls > 0)).toBe(true)
    expect(cut.length).toBe(200 - through.length)
    expect(cut.every((a) => a.d1Calls === 0)).toBe(true)
    expect(cut[0]!.body.error!.code).toBe('RATE_LIMITED')
    expect(cut[0]!.res.headers.get('retry-after')).toBe('60')

    // Another address (and email) gets the ordinary answer to a wrong password, from D1.
    const other = await login('198.51.100.251', 'nobody-else@example.com')
    expect(other.res.status).toBe(401)
    expect(other.d1Calls).toBeGreaterThan(0)
  })

  it('runs the local stand-in in development, with the same answer', async () => {
    const post = (ip: string) =>
      SELF.fetch('http://localhost/api/v1/gifts/claim', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: 'http://localhost',
          'cf-connecting-ip': ip,
        },
        body: JSON.stringify({ code: 'NOPE-0000' }),
      })
    for (let i = 0; i < LOCAL_FLOOD_LIMITS.codes; i++) {
      const res = await post('198.51.100.252')
      await res.arrayBuffer()
      expect(res.status, `guess ${i}`).not.toBe(429)
    }
    const over = await post('198.51.100.252')
    expect(over.status).toBe(429)
    expect(over.headers.get('retry-after')).toBe('60')
    expect(await over.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: FLOOD_LIMITED_MESSAGE },
    })
    const elsewhere = await post('198.51.100.253')
    await elsewhere.arrayBuffer()
    expect(elsewhere.status).not.toBe(429)
  })
})
