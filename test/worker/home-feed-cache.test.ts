import { SELF, env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { D1Database } from '@cloudflare/workers-types'
import { BRANDS } from '../../src/shared/config/brands'
import { FeedQuery } from '../../src/shared/schemas/feed'
import { bumpPageCacheGeneration } from '../../src/worker/cache/page-cache-generation'
import {
  CATALOG_VERSION_MEMO_MS,
  forgetCatalogVersion,
} from '../../src/worker/services/feeds/catalog-version'
import { FeedService } from '../../src/worker/services/feeds/feed-service'
import { coldCaches } from './cold-caches'
import { atInstant, clock } from './clock'
import { recordingDb } from './recording-db'

/** env.DB, counting the statements whose SQL matches `pattern`. */
function countingDb(pattern: RegExp): { db: D1Database; count: () => number } {
  const recorded = recordingDb(env.DB)
  return { db: recorded.db, count: () => recorded.count(pattern) }
}

const brand = BRANDS.dealio

describe('the homepage grid through the KV feed cache on a home page miss', () => {
  it('reads the grid from D1 once and then from KV, as the home page asks it', async () => {
    await coldCaches()
    const input = {
      brand,
      location: 'london',
      pageType: 'other' as const,
      now: clock.now(),
      query: FeedQuery.parse({ pageSize: 36 }),
    }
    const ranked = countingDb(/WITH page AS/)
    const first = await new FeedService({ DB: ranked.db, FEED_CACHE: env.FEED_CACHE }).list(input)
    const second = await new FeedService({ DB: ranked.db, FEED_CACHE: env.FEED_CACHE }).list(input)
    expect(first.deals.length).toBeGreaterThan(0)
    expect(second).toEqual(first)
    expect(ranked.count()).toBe(1)
  })

  it('looks the catalogue version up once for the grid and every rail of a render', async () => {
    // Without the isolate's copy of the version, the render asks D1 for it once.
    forgetCatalogVersion()
    const versions = countingDb(/FROM catalog_version/)
    const feeds = new FeedService({ DB: versions.db, FEED_CACHE: env.FEED_CACHE })
    const now = clock.now()
    for (const query of [{ pageSize: 36 }, {}, { orderBy: 'recent' }, { excludedealids: ['1'] }]) {
      await feeds.list({
        brand,
        location: 'london',
        pageType: 'other',
        now,
        query: FeedQuery.parse({ pageSize: 12, ...query }),
      })
    }
    expect(versions.count()).toBe(1)
  })

  /** The lowest-ranked open London deal (not on the grid), and a way to rank it first: bumping
   * a deal's score is a catalogue change (its trigger bumps the version). */
  async function lowestLondonDeal() {
    const row = await env.DB.prepare(
      `SELECT d.id, d.sort_score FROM deals d JOIN locations l ON l.id = d.location_id
       WHERE l.short_name = 'london' AND d.open = 1 AND d.vip_only = 0 AND d.brand IS NULL
         AND d.opens_at <= ? AND d.closing_date >= ?
       ORDER BY d.sort_score ASC LIMIT 1`,
    )
      .bind(clock.now().toISOString(), `${clock.now().toISOString().slice(0, 10)}T00:00:00.000Z`)
      .first<{ id: number; sort_score: number }>()
    expect(row).not.toBeNull()
    const card = `data-stock-deal="${row!.id}"`
    const rank = (score: number) =>
      env.DB.prepare('UPDATE deals SET sort_score = ? WHERE id = ?').bind(score, row!.id).run()
    return { card, promote: () => rank(1e9), restore: () => rank(row!.sort_score) }
  }
  const signedInHome = async () =>
    (await SELF.fetch('http://localhost/', { headers: { cookie: 'ct=home-feed-test' } })).text()

  it('shows a catalogue change on a signed-in homepage once the version memo has passed', async () => {
    // The isolate's version starts from D1's, whatever another test changed within the memo.
    forgetCatalogVersion()
    const before = await signedInHome()
    expect(before).toContain('data-testid="deal-card"')
    const deal = await lowestLondonDeal()
    expect(before).not.toContain(deal.card)
    await deal.promote()
    try {
      // Within CATALOG_VERSION_MEMO_MS the isolate keeps the version it read...
      expect(await signedInHome()).not.toContain(deal.card)
      // ...and after it, the new version retires the grid's entry.
      const later = new Date(clock.ms() + CATALOG_VERSION_MEMO_MS)
      expect(await atInstant(later, signedInHome)).toContain(deal.card)
    } finally {
      await deal.restore()
    }
  })

  it("shows a back-office save at once: the page-cache bump drops the isolate's version", async () => {
    await signedInHome()
    const deal = await lowestLondonDeal()
    await deal.promote()
    try {
      // What the admin services do after a save (admin-deal-service.ts).
      await bumpPageCacheGeneration(env.FEED_CACHE)
      expect(await signedInHome()).toContain(deal.card)
    } finally {
      await deal.restore()
    }
  })
})

describe('a feed API hit', () => {
  /** env.DB whose catalogue-version lookup answers only once KV has been asked for an entry
   * (or after 300 ms), and env.FEED_CACHE noting that ask. */
  function versionAfterKv() {
    let kvAsked: () => void = () => {}
    const asked = new Promise<void>((resolve) => (kvAsked = resolve))
    const seen = { kvBeforeVersion: false }
    const db = new Proxy(env.DB, {
      get(target, prop) {
        const value = Reflect.get(target, prop) as unknown
        if (prop === 'prepare') {
          return (sql: string) => {
            const statement = target.prepare(sql)
            if (!/FROM catalog_version/.test(sql)) return statement
            return {
              first: async () => {
                const early = await Promise.race([
                  asked.then(() => true),
                  new Promise<boolean>((r) => setTimeout(() => r(false), 300)),
                ])
                seen.kvBeforeVersion = early
                return statement.first()
              },
            }
          }
        }
        return typeof value === 'function' ? value.bind(target) : value
      },
    }) as D1Database
    const kv = new Proxy(env.FEED_CACHE, {
      get(target, prop) {
        const value = Reflect.get(target, prop) as unknown
        if (prop === 'getWithMetadata') kvAsked()
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
    return { db, kv, seen }
  }

  it('reads the entry from KV while D1 tells the catalogue version, not after it', async () => {
    const input = {
      brand,
      location: 'leeds',
      pageType: 'other' as const,
      now: clock.now(),
      query: FeedQuery.parse({ pageSize: 12, orderBy: 'recent' }),
    }
    // A first answer stores the entry and lets the isolate know the version.
    const stored = await new FeedService(env).listJson(input)
    const { db, kv, seen } = versionAfterKv()
    // Once the isolate's copy of the version has expired, D1 is asked again.
    const later = new Date(clock.ms() + CATALOG_VERSION_MEMO_MS)
    const again = await atInstant(later, () =>
      new FeedService({ DB: db, FEED_CACHE: kv }).listJson(input),
    )
    expect(again).toBe(stored)
    expect(seen.kvBeforeVersion).toBe(true)
  })

  it("asks D1 nothing for the version while the isolate's copy is fresh", async () => {
    const input = {
      brand,
      location: 'york',
      pageType: 'other' as const,
      now: clock.now(),
      query: FeedQuery.parse({ pageSize: 12 }),
    }
    const stored = await new FeedService(env).listJson(input)
    const versions = countingDb(/FROM catalog_version/)
    const again = await new FeedService({ DB: versions.db, FEED_CACHE: env.FEED_CACHE }).listJson(
      input,
    )
    expect(again).toBe(stored)
    expect(versions.count()).toBe(0)
  })
})
