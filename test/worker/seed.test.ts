import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { generateSeed } from '../../scripts/seed/generate'
import { TEST_SEED } from './test-seed'

const count = async (sql: string): Promise<number> =>
  (await env.DB.prepare(sql).first<{ n: number }>())?.n ?? -1

describe('the seed generator inside workerd', () => {
  it('produces byte-identical SQL for the same options', () => {
    const first = generateSeed({ seed: 5, deals: 120, today: '2026-11-21' })
    const second = generateSeed({ seed: 5, deals: 120, today: '2026-11-21' })
    expect(second).toEqual(first)
  })

  it('gives the same SQL inside workerd as the seed applied by the setup', async () => {
    const ids = await env.DB.prepare(
      'SELECT id, headline, price FROM deals ORDER BY id LIMIT 3',
    ).all()
    const sql = generateSeed(TEST_SEED).join('\n')
    for (const row of ids.results as { id: number; headline: string; price: number }[]) {
      expect(sql).toContain(`(${row.id},`)
      expect(sql).toContain(row.headline.replaceAll("'", "''"))
    }
  })
})

describe('the seeded catalogue', () => {
  it('holds the requested number of deals with products, images and merchants', async () => {
    expect(await count('SELECT COUNT(*) AS n FROM deals')).toBe(TEST_SEED.deals)
    expect(
      await count(
        'SELECT COUNT(*) AS n FROM deals d WHERE NOT EXISTS (SELECT 1 FROM deal_products p WHERE p.deal_id = d.id)',
      ),
    ).toBe(0)
    expect(
      await count(
        'SELECT COUNT(*) AS n FROM deals d WHERE NOT EXISTS (SELECT 1 FROM deal_images i WHERE i.deal_id = d.id AND i.position = 1)',
      ),
    ).toBe(0)
    expect(await count('SELECT COUNT(*) AS n FROM merchant_addresses WHERE is_main = 1')).toBe(
      await count('SELECT COUNT(*) AS n FROM merchants'),
    )
  })

  it('indexes every deal for search through the triggers', async () => {
    expect(await count('SELECT COUNT(*) AS n FROM deals_fts')).toBe(TEST_SEED.deals)
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
      await count("SELECT COUNT(*) AS n FROM deals WHERE product_display_type = 'calendar'"),
    ).toBeGreaterThan(0)
    expect(await count('SELECT COUNT(DISTINCT date) AS n FROM travel_calendar_days')).toBe(365)
    expect(await count('SELECT COUNT(*) AS n FROM flights')).toBeGreaterThan(0)
  })
})
