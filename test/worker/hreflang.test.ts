import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { clock, inDays } from './clock'

// A query string of its own per request (the page cache keys on it); pages name their canonical
// path, so the links do not carry it.
let requests = 0
const get = (path: string, host: string) =>
  SELF.fetch(`http://${host}${path}${path.includes('?') ? '&' : '?'}t=hreflang-${++requests}`)

const PRODUCTION: Record<string, string> = {
  localhost: 'dealio.co.uk',
  'ie.localhost': 'dealio.ie',
  'livingsocial.localhost': 'livingsocial.co.uk',
  'livingsocial-ie.localhost': 'livingsocial.ie',
}

const attr = (tag: string, name: string) => tag.match(new RegExp(`${name}="([^"]*)"`))?.[1]

/** The page's hreflang links as { hreflang: href }, and its canonical URL. */
async function alternates(path: string, host: string) {
  const res = await get(path, host)
  expect(res.status, `${host}${path}`).toBe(200)
  const html = await res.text()
  const links = [...html.matchAll(/<link rel="alternate"[^>]*>/g)].map((m) => m[0])
  const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1]
  return {
    canonical,
    links: Object.fromEntries(
      links.map((tag) => [attr(tag, 'hrefLang') ?? attr(tag, 'hreflang'), attr(tag, 'href')]),
    ),
  }
}

/** A page on a UK host and its twin on the Irish one name the same pair, each its own
 * canonical URL, on each country's production host, with the UK page as x-default. */
async function expectReciprocal(ukPath: string, iePath: string, [uk, ie]: [string, string]) {
  const fromUk = await alternates(ukPath, uk)
  const fromIe = await alternates(iePath, ie)
  const pair = {
    'en-GB': `https://${PRODUCTION[uk]}${ukPath}`,
    'en-IE': `https://${PRODUCTION[ie]}${iePath}`,
    'x-default': `https://${PRODUCTION[uk]}${ukPath}`,
  }
  expect(fromUk.links).toEqual(pair)
  expect(fromIe.links).toEqual(pair)
  expect(fromUk.canonical).toBe(pair['en-GB'])
  expect(fromIe.canonical).toBe(pair['en-IE'])
}

/** A deal's page path: any deal path with its id leads there (a 301 when it is not the one). */
async function dealPath(id: number, host: string): Promise<string> {
  const res = await get(`/deal/x/y/${id}/z`, host)
  const moved = res.headers.get('location')
  if (moved) return new URL(moved, 'http://x').pathname
  const canonical = (await res.text()).match(/<link rel="canonical" href="([^"]+)"/)?.[1]
  return new URL(canonical ?? '', 'http://x').pathname
}

const SITES: [string, string][] = [
  ['localhost', 'ie.localhost'],
  ['livingsocial.localhost', 'livingsocial-ie.localhost'],
]

describe('hreflang between the UK and Irish sites of a brand', () => {
  it.each(SITES)('pairs the home pages of %s and %s', async (uk, ie) => {
    await expectReciprocal('/', '/', [uk, ie])
  })

  it.each(SITES)('pairs a national category listing on %s and %s', async (uk, ie) => {
    await expectReciprocal('/deals/national-deal/beauty', '/deals/national-deal/beauty', [uk, ie])
  })

  it('pairs a deal sold in both countries with its Irish twin', async () => {
    const twin = await env.DB.prepare(
      `SELECT t.deal_id AS uk, t.twin_deal_id AS ie FROM deal_twins t
       JOIN deals d ON d.id = t.deal_id WHERE d.country_code = 'gb' ORDER BY t.deal_id LIMIT 1`,
    ).first<{ uk: number; ie: number }>()
    expect(twin).not.toBeNull()
    const ukPath = await dealPath(twin!.uk, 'localhost')
    const iePath = await dealPath(twin!.ie, 'ie.localhost')
    await expectReciprocal(ukPath, iePath, ['localhost', 'ie.localhost'])
  })

  it('pairs the static pages, and each country’s own privacy policy with the other’s', async () => {
    await expectReciprocal('/page/aboutus', '/page/aboutus', ['localhost', 'ie.localhost'])
    await expectReciprocal('/page/privacypolicy', '/page/privacypolicy-ie', [
      'livingsocial.localhost',
      'livingsocial-ie.localhost',
    ])
    // The other country's policy, served with a notice pointing back, is no one's alternate.
    expect((await alternates('/page/privacypolicy-ie', 'localhost')).links).toEqual({})
  })

  it('names no twin for a town, which only one country has', async () => {
    expect((await alternates('/deals/london', 'localhost')).links).toEqual({})
    expect((await alternates('/deals/london/beauty', 'localhost')).links).toEqual({})
  })

  it('names no twin for a deal sold in one country only', async () => {
    const single = await env.DB.prepare(
      `SELECT id FROM deals d WHERE country_code = 'gb' AND brand IS NULL AND open = 1
       AND vip_only = 0 AND NOT EXISTS (SELECT 1 FROM deal_twins t WHERE t.deal_id = d.id)
       AND opens_at <= ? AND closing_date > ? ORDER BY id LIMIT 1`,
    )
      .bind(clock.now().toISOString(), inDays(2))
      .first<{ id: number }>()
    const page = await dealPath(single!.id, 'localhost')
    expect((await alternates(page, 'localhost')).links).toEqual({})
  })
})
