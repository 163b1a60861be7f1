import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import type { D1Database } from '@cloudflare/workers-types'
import { describe, expect, it } from 'vitest'
import { app } from '../../src/worker/app'
import { makeShopper } from '../fixtures/make-shopper'

/** The database as the worker sees it, counting the statements that read a session, whether
 * prepared on the binding or on a D1 session opened from it (the worker reads through one). */
function countingSessionReads(db: D1Database) {
  const counted = { sessionReads: 0 }
  const counting = <T extends Pick<D1Database, 'prepare'>>(target: T): T =>
    new Proxy(target, {
      get(inner, prop) {
        if (prop === 'prepare') {
          return (sql: string) => {
            if (/FROM sessions/i.test(sql)) counted.sessionReads++
            return inner.prepare(sql)
          }
        }
        if (prop === 'withSession') {
          return (start?: string) => counting((inner as unknown as D1Database).withSession(start))
        }
        const value = Reflect.get(inner, prop)
        return typeof value === 'function' ? value.bind(inner) : value
      },
    })
  return { db: counting(db), counted }
}

async function sessionReadsFor(path: string, cookie: string) {
  const { db, counted } = countingSessionReads(env.DB)
  const ctx = createExecutionContext()
  const res = await app.fetch(
    new Request(`http://localhost${path}`, { headers: { cookie } }),
    { ...env, DB: db },
    ctx,
  )
  await res.arrayBuffer()
  await waitOnExecutionContext(ctx)
  return { status: res.status, reads: counted.sessionReads }
}

// Issue 17: the signed-in shopper is read once per request, however many parts of the page
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
