import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import type { D1Database } from '@cloudflare/workers-types'
import { describe, expect, it, vi } from 'vitest'
import { app } from '../../src/worker/app'
import worker from '../../src/worker/index'
import { makeShopper } from '../fixtures/make-shopper'

// Global reads: every request reads D1 through one session (Sessions API), started
// where http/d1-consistency.ts says. Miniflare has no replicas, so what is checked is where each
// session starts (the binding's withSession, spied) and the bookmark cookie that carries a
// shopper's own writes to their next request.

const ORIGIN = 'http://localhost'
const BOOKMARK_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/

/** The D1 binding, recording where each session the worker opens starts and counting the
 * statements prepared on the binding itself, outside any session. */
function spiedDb(db: D1Database) {
  const starts: (string | undefined)[] = []
  const outside = { statements: 0 }
  const spied = new Proxy(db, {
    get(target, prop) {
      if (prop === 'prepare') {
        return (sql: string) => {
          outside.statements++
          return target.prepare(sql)
        }
      }
      if (prop === 'withSession') {
        return (start?: string) => {
          starts.push(start)
          return target.withSession(start)
        }
      }
      const value = Reflect.get(target, prop) as unknown
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  return { db: spied, starts, outside }
}

interface Call {
  method?: string
  cookie?: string
  json?: unknown
  origin?: string
}

/** One request through the whole app with the spied binding; the body is read to the end. */
async function call(path: string, init: Call = {}) {
  const { db, starts } = spiedDb(env.DB)
  const ctx = createExecutionContext()
  const origin = init.origin ?? ORIGIN
  const res = await app.fetch(
    new Request(`${origin}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        origin,
        'cf-connecting-ip': '203.0.113.18',
        ...(init.cookie ? { cookie: init.cookie } : {}),
        ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
    }),
    { ...env, DB: db },
    ctx,
  )
  const body = await res.text()
  await waitOnExecutionContext(ctx)
  return { res, body, starts }
}

/** The d1_bookmark Set-Cookie of a response, if any. */
const bookmarkCookie = (res: Response) =>
  res.headers.getSetCookie().find((cookie) => cookie.startsWith('d1_bookmark='))

const bookmarkOf = (res: Response) => bookmarkCookie(res)?.split(';')[0]!.split('=')[1]

describe('global reads (D1 read replication)', () => {
  it('lets a signed-in shopper read their own write back on the next request, by the bookmark', async () => {
    const shopper = await makeShopper(env.DB)
    const put = await call('/api/v1/customer/profile', {
      method: 'PUT',
      cookie: shopper.cookie,
      json: { user: { firstName: 'Bookmarked', lastName: 'Reader' } },
    })
    expect(put.res.status).toBe(200)
    expect(put.starts).toEqual(['first-primary'])
    const bookmark = bookmarkOf(put.res)
    expect(bookmark).toMatch(BOOKMARK_SHAPE)
    expect(bookmarkCookie(put.res)).toMatch(/; Max-Age=300; Path=\/; HttpOnly; SameSite=Lax$/)

    const read = await call('/api/v1/customer/profile', {
      cookie: `${shopper.cookie}; d1_bookmark=${bookmark}`,
    })
    expect(read.starts).toEqual([bookmark])
    expect(JSON.parse(read.body).data).toMatchObject({
      firstName: 'Bookmarked',
      lastName: 'Reader',
    })
    // Renewed, and never behind the one it started from (bookmarks sort oldest to newest).
    const next = bookmarkOf(read.res)!
    expect(next).toMatch(BOOKMARK_SHAPE)
    expect(next >= bookmark!).toBe(true)
  })

  it('hands a signed-in shopper a bookmark on a page, starting at the primary without one', async () => {
    const shopper = await makeShopper(env.DB)
    const page = await call('/myaccount/vouchers', { cookie: shopper.cookie })
    expect(page.res.status).toBe(200)
    expect(page.starts).toEqual(['first-primary'])
    expect(bookmarkOf(page.res)).toMatch(BOOKMARK_SHAPE)
  })

  it('marks the bookmark Secure over HTTPS', async () => {
    const shopper = await makeShopper(env.DB)
    const https = 'https://localhost'
    const page = await call('/api/v1/customer/profile', {
      cookie: `__Host-ct=${shopper.cookie.slice('ct='.length)}`,
      origin: https,
    })
    expect(page.res.status).toBe(200)
    expect(bookmarkCookie(page.res)).toMatch(/; Secure; SameSite=Lax$/)
  })

  it('reads an anonymous page from the nearest replica, with no bookmark, and still caches it', async () => {
    const path = '/deals/london?pc=replica'
    const first = await call(path)
    expect(first.res.status).toBe(200)
    expect(first.res.headers.get('x-page-cache')).toBe('MISS')
    expect(first.starts).toEqual(['first-unconstrained'])
    expect(first.res.headers.getSetCookie().join()).not.toContain('d1_bookmark')

    let again = await call(path)
    for (let i = 0; i < 40 && !/HIT|STALE/.test(again.res.headers.get('x-page-cache') ?? ''); i++) {
      await new Promise((r) => setTimeout(r, 50))
      again = await call(path)
    }
    expect(again.res.headers.get('x-page-cache')).toMatch(/HIT|STALE/)
    expect(bookmarkCookie(again.res)).toBeUndefined()
  })

  it('keeps a money write on the primary even when the shopper carries a bookmark', async () => {
    const shopper = await makeShopper(env.DB)
    const { res } = await call('/api/v1/customer/profile', { cookie: shopper.cookie })
    const bookmark = bookmarkOf(res)!
    const cookie = `${shopper.cookie}; d1_bookmark=${bookmark}`

    const claim = await call('/api/v1/credit-claims', {
      method: 'POST',
      cookie,
      json: { id: '1234' },
    })
    expect(claim.res.status).toBe(200)
    expect(claim.starts).toEqual(['first-primary'])
    expect(bookmarkOf(claim.res)).toMatch(BOOKMARK_SHAPE)

    // A money read too: the wallet balance is never a lagging copy.
    const wallet = await call('/api/v1/wallet', { cookie })
    expect(wallet.res.status).toBe(200)
    expect(wallet.starts).toEqual(['first-primary'])
  })

  it('ignores a bookmark cookie that is not shaped like one', async () => {
    const shopper = await makeShopper(env.DB)
    const read = await call('/api/v1/customer/profile', {
      cookie: `${shopper.cookie}; d1_bookmark=not-a-bookmark`,
    })
    expect(read.res.status).toBe(200)
    expect(read.starts).toEqual(['first-primary'])
  })

  it('opens no session at all for a request that reads nothing', async () => {
    const { res, starts } = await call('/api/v1/health')
    expect(res.status).toBe(200)
    expect(starts).toEqual([])
  })

  it('runs the cron jobs on the binding itself, which D1 keeps on the primary', async () => {
    const { db, starts, outside } = spiedDb(env.DB)
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    const ctx = createExecutionContext()
    await worker.scheduled({}, { ...env, DB: db }, ctx)
    await waitOnExecutionContext(ctx)
    log.mockRestore()
    expect(outside.statements).toBeGreaterThan(0)
    expect(starts).toEqual([])
  })
})
