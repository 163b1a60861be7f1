import { env } from 'cloudflare:test'
import { afterAll, describe, expect, it } from 'vitest'
import { BRAND_IDS, BRANDS } from '../../src/shared/config/brands'

// Migration 0057: the brands a row may name are the rows of `brands`, and every `brand` column
// refers to it by a foreign key (no CHECK listing the ids any more), so a new brand is a row.

/** Every table with a brand column, as migration 0057 rebuilt them. */
const BRAND_TABLES = [
  'locations',
  'navigation',
  'deals',
  'content_pages',
  'scroller_items',
  'baskets',
  'orders',
  'vip_memberships',
]

const FIFTH = 'dealiotest'
const slug = `brands-table-${crypto.randomUUID().slice(0, 8)}`
let position = 9_000 + Math.floor(Math.random() * 1_000)

/** One row per brand-carrying table that needs no other rows, for the brand given. */
const inserts = (brand: string) => {
  position += 1
  return [
    env.DB.prepare(
      `INSERT INTO scroller_items (brand, position, label, url, image_url)
       VALUES (?, ?, 'Test', '/deals/london', '/images/x.svg')`,
    ).bind(brand, position),
    env.DB.prepare(
      `INSERT INTO content_pages (slug, brand, updated_at) VALUES (?, ?, '2026-01-01T00:00:00Z')`,
    ).bind(slug, brand),
    env.DB.prepare(
      `INSERT INTO navigation (brand, menu, position, short_name, link_text, url)
       VALUES (?, 'travel', ?, 'test', 'Test', '/deals/london')`,
    ).bind(brand, position),
    env.DB.prepare(
      `INSERT INTO baskets (token, brand, currency, created_at, updated_at)
       VALUES (?, ?, 'GBP', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')`,
    ).bind(`brands-table-${crypto.randomUUID()}`, brand),
  ]
}

const cleanUp = () =>
  env.DB.batch([
    env.DB.prepare(`DELETE FROM scroller_items WHERE position >= 9000`),
    env.DB.prepare(`DELETE FROM content_pages WHERE slug = ?`).bind(slug),
    env.DB.prepare(`DELETE FROM navigation WHERE position >= 9000 AND menu = 'travel'`),
    env.DB.prepare(`DELETE FROM baskets WHERE token LIKE 'brands-table-%'`),
    env.DB.prepare(`DELETE FROM brands WHERE id = ?`).bind(FIFTH),
  ])

afterAll(cleanUp)

describe('the brands table', () => {
  it('holds exactly the brands of the config, with their country and currency', async () => {
    const { results } = await env.DB.prepare(
      'SELECT id, country_code, currency FROM brands ORDER BY id',
    ).all<{ id: string; country_code: string; currency: string }>()
    expect(results).toEqual(
      [...BRAND_IDS].sort().map((id) => ({
        id,
        country_code: BRANDS[id].countryCode,
        currency: BRANDS[id].currency,
      })),
    )
  })

  it.each(BRAND_TABLES)(
    '%s.brand refers to brands(id) and lists no brand in a CHECK',
    async (table) => {
      const keys = await env.DB.prepare(
        `SELECT "from", "table", "to" FROM pragma_foreign_key_list(?) WHERE "from" = 'brand'`,
      )
        .bind(table)
        .all()
      expect(keys.results).toEqual([{ from: 'brand', table: 'brands', to: 'id' }])
      const ddl = await env.DB.prepare(`SELECT sql FROM sqlite_master WHERE name = ?`)
        .bind(table)
        .first<string>('sql')
      expect(ddl).not.toContain("'livingsocialie'")
    },
  )

  it('takes a row for each real brand', async () => {
    for (const brand of BRAND_IDS) await env.DB.batch(inserts(brand))
  })

  it('refuses a row for a brand that is not in brands, by the foreign key', async () => {
    for (const statement of inserts(FIFTH)) {
      await expect(statement.run()).rejects.toThrow(/FOREIGN KEY constraint failed/)
    }
  })

  it('takes a fifth brand once it is a row of brands: no constraint lists the ids', async () => {
    await env.DB.prepare(`INSERT INTO brands (id, country_code, currency) VALUES (?, 'gb', 'GBP')`)
      .bind(FIFTH)
      .run()
    await env.DB.batch(inserts(FIFTH))
    const { results } = await env.DB.prepare(`SELECT brand FROM content_pages WHERE slug = ?`)
      .bind(slug)
      .all<{ brand: string }>()
    expect(results.map((row) => row.brand).sort()).toEqual([...BRAND_IDS, FIFTH].sort())
  })

  it('names the card scheme of a payment token card_brand, leaving `brand` to sites', async () => {
    const { results } = await env.DB.prepare(
      `SELECT name FROM pragma_table_info('payment_tokens') WHERE name LIKE '%brand'`,
    ).all<{ name: string }>()
    expect(results.map((row) => row.name)).toEqual(['card_brand'])
  })
})
