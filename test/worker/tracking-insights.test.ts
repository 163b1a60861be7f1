import { env, SELF } from 'cloudflare:test'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../../src/worker/http/app-env'
import { insightsAllowed } from '../../src/worker/routes/pages/insights-page'
import { atInstant, clock, inDays } from './clock'

const ORIGIN = 'http://localhost'
const beacon = (path: string, body: unknown, cookie = '') =>
  SELF.fetch(`${ORIGIN}/api/v1/tracking${path}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', origin: ORIGIN, cookie },
    body: JSON.stringify(body),
  })
const cookiesOf = (res: Response) => res.headers.getSetCookie().map((c: string) => c.split(';')[0]!)
const textOf = (html: string, attr: string) =>
  new RegExp(`${attr}[^>]*>([^<]*)<`).exec(html)?.[1]?.trim()

// /insights totals the events of its last seven days (and any later) in the database worker
// files share (setup.ts). Each test runs years on, where the only events are its own: the empty
// state after the totals test's, so neither sees the other's in any order.
const EMPTY_AT = () => inDays(41 * 365)
const TOTALS_AT = () => inDays(40 * 365)

/** Beacons from one visitor, then the dashboard: its totals are the stored events since `at`. */
async function totalsAt(at: string) {
  const session = await beacon('/session', {})
  const cookie = cookiesOf(session).join('; ')
  expect((await beacon('/impressions/london?feed=homepage', [11, 12, 13], cookie)).status).toBe(204)
  expect((await beacon('/impressions/london?feed=search', [11, 14], cookie)).status).toBe(204)
  expect((await beacon('/clicks/london?feed=search', [11], cookie)).status).toBe(204)
  expect(
    (
      await beacon('/ads', {
        adIds: [5],
        dealIds: [14],
        sessionId: 'sponsored-abc-123',
        type: 'impression',
      })
    ).status,
  ).toBe(204)

  const stored = await env.DB.prepare(
    `SELECT
       SUM(kind = 'impression') AS impressions,
       SUM(kind = 'click') AS clicks
     FROM deal_events WHERE brand = 'dealio' AND created_at >= ?`,
  )
    .bind(at)
    .first<{ impressions: number; clicks: number }>()
  expect(stored).toEqual({ impressions: 5, clicks: 1 })

  const html = await (await SELF.fetch(`${ORIGIN}/insights`)).text()
  expect(textOf(html, 'data-total="impressions"')).toBe(String(stored!.impressions))
  expect(textOf(html, 'data-total="clicks"')).toBe(String(stored!.clicks))
  expect(textOf(html, 'data-total="ctr"')).toBe('20.0%')
  expect(html).toContain('<svg')
  const searchRow = /<tr data-key="search">(.*?)<\/tr>/.exec(html)?.[1] ?? ''
  expect(searchRow).toContain('<td>2</td><td>1</td><td>50.0%</td>')
  const deal11 = /<tr data-key="11">(.*?)<\/tr>/.exec(html)?.[1] ?? ''
  expect(deal11).toContain('<td>2</td><td>1</td>')
  // The sponsored ad's own impression is counted apart, not added to the card totals.
  const ad5 = /<tr data-key="5">(.*?)<\/tr>/.exec(html)?.[1] ?? ''
  expect(ad5).toContain('<td>1</td><td>0</td>')
  const arms = /data-testid="by-dynamic-price"(.*?)<\/table>/s.exec(html)?.[1] ?? ''
  expect(arms).toMatch(/data-key="[abc]"/)
}

describe('/insights', () => {
  it('shows an empty state, is never indexed and never cached', async () => {
    const res = await atInstant(EMPTY_AT(), () => SELF.fetch(`${ORIGIN}/insights`))
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('data-testid="insights-empty"')
    expect(html).toMatch(/<meta name="robots" content="NOINDEX, NOFOLLOW"/i)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow')
  })

  it(
    'totals equal the stored events, per feed, deal, ad and variant',
    { tags: ['dated'] },
    async () => {
      const at = TOTALS_AT()
      await atInstant(at, () => totalsAt(at))
    },
  )

  it('is open elsewhere only to a request bearing the insights token', async () => {
    const app = new Hono<AppEnv>().get('/', async (c) => c.text(String(await insightsAllowed(c))))
    const ask = async (bindings: Record<string, string>, headers: Record<string, string> = {}) =>
      (await app.request('/', { headers }, bindings)).text()
    expect(await ask({ ENVIRONMENT: 'development' })).toBe('true')
    expect(await ask({ ENVIRONMENT: 'production' })).toBe('false')
    const prod = { ENVIRONMENT: 'production', INSIGHTS_TOKEN: 's3cret-token' }
    expect(await ask(prod)).toBe('false')
    expect(await ask(prod, { 'x-insights-token': 'wrong' })).toBe('false')
    expect(await ask(prod, { 'x-insights-token': 's3cret-token' })).toBe('true')
    expect(await ask(prod, { cookie: 'insights_token=s3cret-token' })).toBe('true')
  })
})

describe('experiments middleware', () => {
  it(
    'gives a new visitor a year-long id and arms that end with the day, and caches the page',
    { tags: ['dated'] },
    async () => {
      const first = await SELF.fetch(`${ORIGIN}/deals/london`)
      await first.text()
      const cookies = cookiesOf(first)
      expect(cookies.find((c) => c.startsWith('vid='))).toBeTruthy()
      expect(cookies.find((c) => c.startsWith('exp='))).toMatch(/^exp=dp-[abc]\./)
      // A lifetime (Max-Age), not a date: the browser's clock cannot cut it short or stretch it.
      const maxAge = first.headers
        .getSetCookie()
        .find((c: string) => c.startsWith('exp='))!
        .match(/Max-Age=(\d+)/)![1]!
      const end = clock.ms() + Number(maxAge) * 1000
      expect(end).toBeGreaterThan(clock.ms())
      expect(end - clock.ms()).toBeLessThanOrEqual(25 * 3_600_000)
      const londonClock = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/London',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
      expect(londonClock.format(end)).toMatch(/^00:0[01]$/)

      // The page itself was stored without them: a returning visitor is served from the cache
      // and given no cookie, a new one is given its own.
      // The cache write finishes in waitUntil, a moment after the first answer.
      let returning = new Response()
      for (let attempt = 0; attempt < 40; attempt++) {
        returning = await SELF.fetch(`${ORIGIN}/deals/london`, {
          headers: { cookie: cookies.join('; ') },
        })
        await returning.text()
        if (/HIT|STALE/.test(returning.headers.get('x-page-cache') ?? '')) break
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      expect(returning.headers.get('x-page-cache')).toMatch(/HIT|STALE/)
      expect(returning.headers.getSetCookie()).toEqual([])
      const another = await SELF.fetch(`${ORIGIN}/deals/london`)
      await another.text()
      const anotherVid = cookiesOf(another).find((c) => c.startsWith('vid='))
      expect(anotherVid).toBeTruthy()
      expect(anotherVid).not.toBe(cookies.find((c) => c.startsWith('vid=')))
    },
  )
})
