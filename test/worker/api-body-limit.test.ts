import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { API_BODY_LIMIT } from '../../src/worker/middleware/api-body-limit'

const ORIGIN = 'http://localhost'
const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  SELF.fetch(`${ORIGIN}/api/v1${path}`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json', ...headers },
    body,
  })

const oversized = () => JSON.stringify({ padding: 'x'.repeat(API_BODY_LIMIT) })

describe('API body limit (three 60 MB bodies must not triple workerd’s memory)', () => {
  it('refuses a body over the limit with 413 in the usual error shape', async () => {
    const res = await post('/customer/login', oversized())
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is over 64 KB' },
    })
  })

  it('refuses a streamed body without a Content-Length once it passes the limit', async () => {
    const bytes = new TextEncoder().encode(oversized())
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 8192) controller.enqueue(bytes.slice(i, i + 8192))
        controller.close()
      },
    })
    const res = await post('/customer/login', stream)
    expect(res.status).toBe(413)
  })

  it('lets ordinary bodies through to the route’s own answer', async () => {
    const res = await post(
      '/customer/login',
      JSON.stringify({ loginRequest: { j_username: 'nobody@example.com', j_password: 'x' } }),
    )
    expect(res.status).not.toBe(413)
    expect(res.status).toBeLessThan(500)
  })

  it('gives a deal picture upload the room of an image, not of a JSON call', async () => {
    const form = new FormData()
    form.set('alt', 'A picture')
    form.set('file', new File([new Uint8Array(200_000)], 'a.png', { type: 'image/png' }))
    const res = await SELF.fetch(`${ORIGIN}/api/v1/admin/deals/1/images`, {
      method: 'POST',
      headers: { origin: ORIGIN },
      body: form,
    })
    // Not signed in as staff: the route's own refusal, not the body limit's.
    expect(res.status).not.toBe(413)
    expect([401, 403]).toContain(res.status)
  })

  it('covers the POSTs outside /api/v1 too: the sandbox approval form and any other path', async () => {
    const form = new URLSearchParams({ decision: 'approve', padding: 'x'.repeat(API_BODY_LIMIT) })
    const sandbox = await SELF.fetch(`${ORIGIN}/sandbox/pay/SomeToken123`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    })
    expect(sandbox.status).toBe(413)
    expect(((await sandbox.json()) as { error: { code: string } }).error.code).toBe(
      'PAYLOAD_TOO_LARGE',
    )
    const elsewhere = await SELF.fetch(`${ORIGIN}/deals/london`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      body: oversized(),
    })
    expect(elsewhere.status).toBe(413)
  })
})
