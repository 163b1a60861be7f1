import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import { DeepHealthResponse } from '../../src/shared/schemas/stuck-mail'
import worker from '../../src/worker/index'
import { makeStaff } from '../fixtures/make-staff'
import { ORIGIN } from './account-client'

// /api/v1/health stays shallow; /api/v1/health/deep asks D1, KV, R2 and the
// queue, for staff or a monitor bearing HEALTH_TOKEN, 503 when one fails.

const TOKEN = 'health-token-for-tests'

async function deep(bindings: Record<string, unknown>, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext()
  const res = await worker.fetch(
    new Request(`${ORIGIN}/api/v1/health/deep`, { headers }),
    { ...env, HEALTH_TOKEN: TOKEN, ...bindings } as typeof env,
    ctx,
  )
  await waitOnExecutionContext(ctx)
  return res
}

describe('GET /api/v1/health/deep', () => {
  it('is refused without a staff session or the token', async () => {
    expect((await deep({})).status).toBe(401)
    expect((await deep({}, { authorization: 'Bearer wrong' })).status).toBe(401)
    expect((await SELF.fetch(`${ORIGIN}/api/v1/health/deep`)).status).toBe(401)
  })

  it('answers every check with the token, R2 not bound locally', async () => {
    const res = await deep({}, { authorization: `Bearer ${TOKEN}` })
    expect(res.status).toBe(200)
    expect(DeepHealthResponse.parse(await res.json())).toEqual({
      ok: true,
      checks: { d1: 'ok', kv: 'ok', r2: 'not-bound', queue: 'ok' },
    })
  })

  it('answers a staff session', async () => {
    const admin = await makeStaff(env.DB, { role: 'admin' })
    const res = await SELF.fetch(`${ORIGIN}/api/v1/health/deep`, {
      headers: { cookie: admin.cookie },
    })
    expect(res.status).toBe(200)
  })

  it('answers 503 and names the check when one dependency fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const brokenKv = {
      get: () => Promise.reject(new Error('KV down')),
      put: () => Promise.reject(new Error('KV down')),
    }
    const bucket = { list: () => Promise.resolve({ objects: [] }) }
    const res = await deep(
      { FEED_CACHE: brokenKv, IMAGES: bucket },
      { authorization: `Bearer ${TOKEN}` },
    )
    vi.restoreAllMocks()
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({
      ok: false,
      checks: { d1: 'ok', kv: 'failed', r2: 'ok', queue: 'ok' },
    })
  })

  it('leaves /api/v1/health shallow', async () => {
    const res = await SELF.fetch(`${ORIGIN}/api/v1/health`)
    expect(await res.json()).toEqual({ ok: true, brand: 'dealio' })
  })
})
