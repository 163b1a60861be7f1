import { SELF, env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { D1Database } from '@cloudflare/workers-types'
import { BRANDS } from '../../src/shared/config/brands'
import { FeedQuery } from '../../src/shared/schemas/feed'
import { CatalogService } from '../../src/worker/services/catalog/catalog-service'
import { FeedService } from '../../src/worker/services/feeds/feed-service'
import { clock } from './clock'

/** env.DB, counting the statements whose SQL matches `pattern`. */
function countingDb(pattern: RegExp): { db: D1Database; count: () => number } {
  let count = 0
  const db = new Proxy(env.DB, {
    get(target, prop) {
      const value = Reflect.get(target, prop) as unknown
      if (prop === 'prepare') {
        return (sql: string) => {
          if (pattern.test(sql)) count++
          return target.prepare(sql)
        }
      }
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  return { db, count: () => count }
}

const brand = BRANDS.dealio

describe('the homepage grid through the KV feed cache (issue 9 home miss)', () => {
  it('gives the same grid as the ranked query, and reads it from D1 once', async () => {
    const london = await new CatalogService(env.DB).findLocation('london', 'gb')
    expect(london).not.toBeNull()
    const options = { page: 0, pageSize: 36, now: clock.now() }
    const direct = await new CatalogService(env.DB).homepageFeed(brand, london!, options)
    const ranked = countingDb(/WITH page AS/)
    const first = await new FeedService({ DB: ranked.db, FEED_CACHE: env.FEED_CACHE }).homepage(
      brand,
      london!,
      options,
    )
    const second = await new FeedService({ DB: ranked.db, FEED_CACHE: env.FEED_CACHE }).homepage(
      brand,
      london!,
      options,
    )
    expect(first).toEqual(direct)
    expect(second).toEqual(direct)
    expect(ranked.count()).toBe(1)
  })

  it('looks the catalogue version up once for the grid and every rail of a render', async () => {
    const london = await new CatalogService(env.DB).findLocation('london', 'gb')
    const versions = countingDb(/FROM catalog_version/)
    const feeds = new FeedService({ DB: versions.db, FEED_CACHE: env.FEED_CACHE })
    const now = clock.now()
    await feeds.homepage(brand, london!, { page: 0, pageSize: 36, now })
    for (const query of [{}, { orderBy: 'recent' }, { excludedealids: ['1'] }]) {
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

  it('shows a new deal on a signed-in homepage at once: a catalogue change retires the entry', async () => {
    const get = () => SELF.fetch('http://localhost/', { headers: { cookie: 'ct=home-feed-test' } })
    const before = await (await get()).text()
    expect(before).toContain('data-testid="deal-card"')
    // The top deal by sort score: bumping a deal's score is a catalogue change (its trigger
    // bumps the version), and the grid must show it first on the next render.
    const row = await env.DB.prepare(
      `SELECT d.id, d.headline FROM deals d JOIN locations l ON l.id = d.location_id
       WHERE l.short_name = 'london' AND d.open = 1 AND d.vip_only = 0 AND d.brand IS NULL
         AND d.opens_at <= ? AND d.closing_date >= ?
       ORDER BY d.sort_score ASC LIMIT 1`,
    )
      .bind(clock.now().toISOString(), `${clock.now().toISOString().slice(0, 10)}T00:00:00.000Z`)
      .first<{ id: number; headline: string }>()
    expect(row).not.toBeNull()
    expect(before).not.toContain(`data-stock-deal="${row!.id}"`)
    await env.DB.prepare('UPDATE deals SET sort_score = 1e9 WHERE id = ?').bind(row!.id).run()
    const after = await (await get()).text()
    expect(after).toContain(`data-stock-deal="${row!.id}"`)
  })
})

describe('a feed API hit (issue 19 item 5)', () => {
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
    const again = await new FeedService({ DB: db, FEED_CACHE: kv }).listJson(input)
    expect(again).toBe(stored)
    expect(seen.kvBeforeVersion).toBe(true)
  })
})
