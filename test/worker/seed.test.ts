import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { generateSeed } from '../../scripts/seed/generate'
import { TEST_SEED } from './test-seed'

const count = async (sql: string, ...params: unknown[]): Promise<number> =>
  (
    await env.DB.prepare(sql)
      .bind(...params)
      .first<{ n: number }>()
  )?.n ?? -1

// Worker files share one database (setup.ts): other files add deals, merchants and calendar
// days of their own (their ids above the seed's), so these checks read the seed's rows only.
// The seed numbers its deals 1 to TEST_SEED.deals.
const SEEDED = TEST_SEED.deals

describe('the seed generator inside workerd', () => {
  it('produces byte-identical SQL for the same options', () => {
    const first = generateSeed({ seed: 5, deals: 120, today: TEST_SEED.today })
    const second = generateSeed({ seed: 5, deals: 120, today: TEST_SEED.today })
    expect(second).toEqual(first)
  })

  it('gives the same SQL inside workerd as the seed applied by the setup', async () => {
    const sql = generateSeed(TEST_SEED).join('\n')
    const deals = await env.DB.prepare('SELECT id FROM deals WHERE id <= ? ORDER BY id LIMIT 3')
      .bind(SEEDED)
      .all<{ id: number }>()
    expect(deals.results).toHaveLength(3)
    for (const row of deals.results) expect(sql).toContain(`(${row.id},`)
    // Whole rows drawn by the seed's random numbers, from a table other files only add to (their
    // admin and fuzz tests rewrite seeded deals' headlines and descriptions): the first reviews.
    const reviews = await env.DB.prepare(
      `SELECT id, deal_id, rating, author_first_name, body, created_at FROM deal_reviews
       ORDER BY id LIMIT 3`,
    ).raw<[number, number, number, string, string, string]>()
    expect(reviews).toHaveLength(3)
    for (const row of reviews) {
      expect(sql).toContain(
        `(${row.map((v) => (typeof v === 'number' ? v : `'${v.replaceAll("'", "''")}'`)).join(',')})`,
      )
    }
  })
})

describe('the seeded catalogue', () => {
  it('holds the requested number of deals with products, images and merchants', async () => {
    expect(await count('SELECT COUNT(*) AS n FROM deals WHERE id <= ?', SEEDED)).toBe(SEEDED)
    expect(
      await count(
        `SELECT COUNT(*) AS n FROM deals d WHERE d.id <= ?
           AND NOT EXISTS (SELECT 1 FROM deal_products p WHERE p.deal_id = d.id)`,
        SEEDED,
      ),
    ).toBe(0)
    expect(
      await count(
        `SELECT COUNT(*) AS n FROM deals d WHERE d.id <= ?
           AND NOT EXISTS (SELECT 1 FROM deal_images i WHERE i.deal_id = d.id AND i.position = 1)`,
        SEEDED,
      ),
    ).toBe(0)
    // Every merchant of a seeded deal has exactly one main address.
    const merchants = 'SELECT DISTINCT merchant_id FROM deals WHERE id <= ?1'
    expect(
      await count(
        `SELECT COUNT(*) AS n FROM merchant_addresses
         WHERE is_main = 1 AND merchant_id IN (${merchants})`,
        SEEDED,
      ),
    ).toBe(await count(`SELECT COUNT(*) AS n FROM (${merchants})`, SEEDED))
  })

  it('indexes every deal for search through the triggers', async () => {
    expect(await count('SELECT COUNT(*) AS n FROM deals_fts WHERE rowid <= ?', SEEDED)).toBe(SEEDED)
    expect(
      await count("SELECT COUNT(*) AS n FROM deals_fts WHERE deals_fts MATCH 'spa'"),
    ).toBeGreaterThan(0)
    // Trigrams match inside words, which is what the typo fallback builds on.
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM deals_fts_trigram WHERE deals_fts_trigram MATCH 'ftern'",
      ),
    ).toBeGreaterThan(0)
  })

  it('has a year of calendar days for calendar deals and flights for some', async () => {
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM deals WHERE id <= ? AND product_display_type = 'calendar'",
        SEEDED,
      ),
    ).toBeGreaterThan(0)
    expect(
      await count(
        'SELECT COUNT(DISTINCT date) AS n FROM travel_calendar_days WHERE deal_id <= ?',
        SEEDED,
      ),
    ).toBe(365)
    expect(
      await count('SELECT COUNT(*) AS n FROM flights WHERE deal_id <= ?', SEEDED),
    ).toBeGreaterThan(0)
  })
})
