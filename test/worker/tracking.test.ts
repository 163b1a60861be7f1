import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { pruneTracking } from '../../src/worker/services/tracking/tracking-service'
import { clock, inDays } from './clock'

const ORIGIN = 'http://localhost'
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  SELF.fetch(`${ORIGIN}/api/v1/tracking${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: ORIGIN,
      'cf-connecting-ip': '203.0.113.40',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
const cookieOf = (res: Response, name: string) =>
  res.headers
    .getSetCookie()
    .map((c: string) => c.split(';')[0]!)
    .find((c) => c.startsWith(`${name}=`))
const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string } }).error
const events = (sql = '1 = 1', ...params: unknown[]) =>
  env.DB.prepare(`SELECT * FROM deal_events WHERE ${sql} ORDER BY id`)
    .bind(...params)
    .all<Record<string, unknown>>()

async function newSession() {
  const res = await post('/session', {})
  const vid = cookieOf(res, 'vid')!
  return { res, vid, sessionId: vid.slice(4) }
}

describe('tracking session', () => {
  it('creates a session, keeps its id a year in a cookie and answers it', async () => {
    const { res, sessionId } = await newSession()
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ sessionId })
    const setCookie = res.headers.getSetCookie().find((c: string) => c.startsWith('vid='))!
    expect(setCookie).toMatch(/Max-Age=31536000/)
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(cookieOf(res, 'exp')).toMatch(/^exp=dp-[abc]\.rb-[ab]\.bc-[01]\.sd-[ab]$/)
    const row = await env.DB.prepare('SELECT * FROM tracking_sessions WHERE id = ?')
      .bind(sessionId)
      .first<{ user_id: number | null; brand: string }>()
    expect(row).toMatchObject({ user_id: null, brand: 'dealio' })
  })

  it('keeps the id the cookie carries and ignores a customer token in the body', async () => {
    const { vid, sessionId } = await newSession()
    const again = await post(
      '/session',
      { customerToken: 'forged-token', sessionId: 'other-session-id' },
      { cookie: vid },
    )
    expect(await again.json()).toEqual({ sessionId })
    const row = await env.DB.prepare('SELECT user_id FROM tracking_sessions WHERE id = ?')
      .bind(sessionId)
      .first<{ user_id: number | null }>()
    expect(row!.user_id).toBeNull()
  })

  it('refuses a malformed session request with a 400', async () => {
    for (const body of ['not json', { sessionId: '<script>' }, { extra: 1 }, []]) {
      const res = await post('/session', body)
      expect(res.status).toBe(400)
      expect((await errorOf(res)).code).toBe('INVALID')
    }
  })
})

describe('deal impressions', () => {
  it('stores one row per deal with the location, feed, session and experiment arms', async () => {
    const { vid, sessionId } = await newSession()
    const res = await post('/impressions/london?feed=homepage', [101, 102, 102, 103], {
      cookie: vid,
    })
    expect(res.status).toBe(204)
    const { results } = await events(`session_id = '${sessionId}'`)
    expect(results.map((r) => r.deal_id)).toEqual([101, 102, 103])
    expect(results[0]).toMatchObject({
      kind: 'impression',
      location: 'london',
      feed: 'homepage',
      brand: 'dealio',
    })
    expect(results[0]!.dp_variant).toMatch(/^[abc]$/)
    expect(results[0]!.rb_variant).toMatch(/^[ab]$/)
  })

  it('answers the spec message for a missing or unknown location', async () => {
    for (const path of ['/impressions', '/impressions/undefined', '/impressions/atlantis']) {
      const res = await post(path, [1, 2])
      expect(res.status).toBe(400)
      expect((await errorOf(res)).message).toBe(
        'Deal impressions: undefined or missing location data',
      )
    }
  })

  it('refuses bodies that are not a batch of at most 50 deal ids', async () => {
    const tooMany = Array.from({ length: 51 }, (_, i) => i + 1)
    for (const body of [[], tooMany, ['1'], [1.5], { dealIds: [1] }, 'nope']) {
      expect((await post('/impressions/london', body)).status).toBe(400)
    }
    expect((await post('/impressions/london?feed=%3Cx%3E', [1])).status).toBe(400)
  })

  it('accepts a same-origin text/plain beacon and blocks a cross-site one', async () => {
    // Rows from here on: other worker files store events in the same table (setup.ts).
    const since = clock.now().toISOString()
    const beacon = (origin: string) =>
      post('/impressions/london?feed=beacon', JSON.stringify([201, 202]), {
        'content-type': 'text/plain;charset=UTF-8',
        origin,
      })
    expect((await beacon(ORIGIN)).status).toBe(204)
    expect((await beacon('https://evil.example')).status).toBe(403)
    const { results } = await events(`feed = 'beacon' AND created_at >= ?`, since)
    expect(results).toHaveLength(2)
  })

  it('records a card click the same way', async () => {
    const since = clock.now().toISOString()
    const res = await post('/clicks/london?feed=search', [301])
    expect(res.status).toBe(204)
    const { results } = await events(`kind = 'click' AND deal_id = 301 AND created_at >= ?`, since)
    expect(results).toHaveLength(1)
  })

  it('refuses a body over the size limit', async () => {
    const res = await post('/impressions/london', `[${'1,'.repeat(3000)}1]`)
    expect(res.status).toBe(413)
  })
})

describe('ad tracking', () => {
  it('stores one row per ad and deal pair', async () => {
    const sessionId = `sponsored-${crypto.randomUUID()}`
    const res = await post('/ads', {
      adIds: [7, 8],
      dealIds: [401, 402],
      sessionId,
      type: 'click',
    })
    expect(res.status).toBe(204)
    const { results } = await events(`kind = 'ad-click' AND session_id = ?`, sessionId)
    expect(results.map((r) => [r.ad_id, r.deal_id])).toEqual([
      [7, 401],
      [8, 402],
    ])
  })

  it('refuses unpaired ids, an unknown type and a missing session with a 400', async () => {
    const good = { adIds: [1], dealIds: [2], sessionId: 'sponsored-session-1', type: 'impression' }
    for (const body of [
      { ...good, dealIds: [2, 3] },
      { ...good, type: 'view' },
      { ...good, sessionId: undefined },
      { ...good, adIds: [] },
    ]) {
      expect((await post('/ads', body)).status).toBe(400)
    }
  })
})

describe('tracking data', () => {
  it('stores a share and refuses an empty or malformed record', async () => {
    const since = clock.now().toISOString()
    expect((await post('/data', { shareDeal: 55, customerToken: 'x' })).status).toBe(204)
    const row = await env.DB.prepare(
      'SELECT * FROM tracking_data WHERE share_deal = 55 AND created_at >= ?',
    )
      .bind(since)
      .first()
    expect(row).toMatchObject({ share_deal: 55, user_id: null })
    for (const body of [{}, { viewDeal: 'abc' }, { downloadToolbar: 'yes' }, { other: true }]) {
      expect((await post('/data', body)).status).toBe(400)
    }
  })
})

describe('tracking retention', { tags: ['dated'] }, () => {
  it('drops rows older than 90 days and keeps the rest', async () => {
    const now = clock.now()
    const old = inDays(-112)
    const recent = inDays(-20)
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO deal_events (kind, deal_id, brand, created_at) VALUES
           ('impression', 9001, 'dealio', ?1),
           ('impression', 9002, 'dealio', ?2)`,
      ).bind(old, recent),
    ])
    const gone = await pruneTracking(env.DB, now)
    expect(gone.events).toBeGreaterThanOrEqual(1)
    const { results } = await events(
      '(deal_id = 9001 AND created_at = ?) OR (deal_id = 9002 AND created_at = ?)',
      old,
      recent,
    )
    expect(results.map((r) => r.deal_id)).toEqual([9002])
  })
})
