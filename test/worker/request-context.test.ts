import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { app } from '../../src/worker/app'
import { makeShopper } from '../fixtures/make-shopper'
import { recordingDb } from './recording-db'

async function sessionReadsFor(path: string, cookie: string) {
  const recorded = recordingDb(env.DB)
  const ctx = createExecutionContext()
  const res = await app.fetch(
    new Request(`http://localhost${path}`, { headers: { cookie } }),
    { ...env, DB: recorded.db },
    ctx,
  )
  await res.arrayBuffer()
  await waitOnExecutionContext(ctx)
  return { status: res.status, reads: recorded.count(/FROM sessions/i) }
}

// The signed-in shopper is read once per request, however many parts of the page
// (protected-page guard, header, loader, islands' initial state) ask who it is.
describe('one request context', () => {
  it.each(['/myaccount/vouchers', '/myaccount/wallet', '/checkout', '/wishlist', '/'])(
    'reads the session at most once for %s',
    async (path) => {
      const shopper = await makeShopper(env.DB)
      const { status, reads } = await sessionReadsFor(path, shopper.cookie)
      expect(status).toBeLessThan(500)
      expect(reads).toBeLessThanOrEqual(1)
    },
  )

  it('reads the session once for the API that answers who is signed in', async () => {
    const shopper = await makeShopper(env.DB)
    const { status, reads } = await sessionReadsFor('/api/v1/customer/session', shopper.cookie)
    expect(status).toBe(200)
    expect(reads).toBe(1)
  })

  it('reads no session for an anonymous page', async () => {
    const { reads } = await sessionReadsFor('/deals/london', '')
    expect(reads).toBe(0)
  })
})
