import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { makeStaff } from '../fixtures/make-staff'
import { clock } from './clock'

// A query string of its own per request: the page cache keys on it.
let requests = 0
const fresh = () => `t=paths-${++requests}`
const get = (path: string, init: RequestInit = {}) =>
  SELF.fetch(`http://localhost${path}${path.includes('?') ? '&' : '?'}${fresh()}`, {
    redirect: 'manual',
    ...init,
  })

interface DealJson {
  id: number
  headline: string
  urlPath: string
  evergreenUrl: string | null
  products: { id: number }[]
}

const dealJson = async (id: number, cookie = '') =>
  (await (
    await SELF.fetch(`http://localhost/api/v1/deal/${id}`, { headers: cookie ? { cookie } : {} })
  ).json()) as DealJson

/** A seeded UK deal for the main brand, on sale for days yet, matching `where`. */
async function ukDeal(where: string): Promise<number> {
  const row = await env.DB.prepare(
    `SELECT d.id FROM deals d
     WHERE d.country_code = 'gb' AND (d.brand IS NULL OR d.brand = 'dealio') AND d.open = 1
       AND d.vip_only = 0 AND d.closing_date > ? AND ${where}
     ORDER BY d.id LIMIT 1`,
  )
    .bind(new Date(clock.ms() + 5 * 86_400_000).toISOString())
    .first<{ id: number }>()
  expect(row, `a seeded deal where ${where}`).not.toBeNull()
  return row!.id
}

const opened = `d.opens_at <= '${clock.now().toISOString()}'`
const canonicalLink = (html: string) =>
  html.match(/<link rel="canonical" href="https:\/\/dealio\.co\.uk([^"]*)"/)?.[1]
const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll("'", '&#x27;')

describe('evergreen deal paths', () => {
  it('finds the deal by its evergreen slug and keeps the evergreen URL canonical', async () => {
    const deal = await dealJson(await ukDeal(`d.is_evergreen = 1 AND ${opened}`))
    expect(deal.evergreenUrl).toMatch(/\/e\/[a-z0-9-]+$/)
    const res = await get(deal.evergreenUrl!)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain(escape(deal.headline))
    expect(canonicalLink(html)).toBe(deal.evergreenUrl)
  })

  it('moves an evergreen path with the wrong category to the evergreen URL', async () => {
    const deal = await dealJson(await ukDeal(`d.is_evergreen = 1 AND ${opened}`))
    const slug = deal.evergreenUrl!.split('/').at(-1)
    const res = await get(`/deal/elsewhere/other/e/${slug}`)
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toMatch(new RegExp(`^${deal.evergreenUrl}\\?t=`))
  })

  it('answers 404 for an unknown evergreen slug', async () => {
    expect((await get('/deal/london/spa/e/no-such-evergreen-deal')).status).toBe(404)
  })
})

describe('short and non-canonical deal paths', () => {
  it('moves the short form to the canonical path, keeping the product preselected', async () => {
    const deal = await dealJson(await ukDeal(`${opened} AND d.product_display_type = 'default'`))
    const product = deal.products.at(-1)!.id
    const res = await get(`/${deal.id}/${product}/`)
    expect(res.status).toBe(301)
    const location = res.headers.get('location')!
    const [base, blurb] = [
      deal.urlPath.slice(0, deal.urlPath.lastIndexOf('/')),
      deal.urlPath.split('/').at(-1),
    ]
    expect(location.split('?')[0]).toBe(`${base}/${product}/${blurb}`)

    const page = await (await get(location)).text()
    const props = page.match(/data-island-props="deal-product-picker">([^<]*)</)?.[1]
    expect(JSON.parse(props!)).toMatchObject({ dealId: deal.id, preselectedId: product })
  })

  it('moves a path with the wrong slug or category to the canonical, query kept', async () => {
    const deal = await dealJson(await ukDeal(opened))
    const res = await get(`/deal/london/anything/${deal.id}/any-blurb?source=search`)
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toMatch(
      new RegExp(`^${deal.urlPath}\\?source=search&t=paths-\\d+$`),
    )
    const canonical = await get(deal.urlPath)
    expect(canonical.status).toBe(200)
  })
})

describe('deal previews', () => {
  let staff = ''
  beforeAll(async () => {
    staff = (await makeStaff(env.DB, { role: 'admin' })).cookie
  })

  it(
    'hides a deal that has not opened, except in a staff preview that is NOINDEX and never cached',
    { tags: ['dated'] },
    async () => {
      const id = await ukDeal(`d.opens_at > '${clock.now().toISOString()}'`)
      // The API and the preview paths once served it to anyone before it opened.
      expect((await SELF.fetch(`http://localhost/api/v1/deal/${id}`)).status).toBe(404)
      const deal = await dealJson(id, staff)
      expect(deal.id).toBe(id)
      expect((await get(deal.urlPath)).status).toBe(404)

      for (const path of [
        `${deal.urlPath}?dealPreview=true`,
        deal.urlPath.replace(/^\/deal\//, '/deal-preview/'),
      ]) {
        expect((await get(path)).status, `${path} anonymously`).toBe(404)
        // The same URL twice: a cached page would answer the second time.
        const url = `http://localhost${path}${path.includes('?') ? '&' : '?'}${fresh()}`
        for (let attempt = 0; attempt < 2; attempt += 1) {
          const res = await SELF.fetch(url, { redirect: 'manual', headers: { cookie: staff } })
          expect(res.status).toBe(200)
          expect(res.headers.get('x-page-cache') ?? 'MISS').toBe('MISS')
          const html = await res.text()
          expect(html).toContain(escape(deal.headline))
          expect(html).toMatch(/<meta name="robots" content="NOINDEX/)
          expect(html).toContain('data-testid="deal-preview-banner"')
        }
      }
    },
  )

  it('keeps the preview flag when it moves a preview to its canonical path', async () => {
    const deal = await dealJson(await ukDeal(opened))
    const res = await get(`/deal-preview/x/y/${deal.id}`)
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toMatch(/^\/deal-preview\//)
    // Kept out of the page cache by the loader's cache intent, which never reaches the browser.
    expect(res.headers.get('x-page-cache-control')).toBeNull()
    expect(res.headers.get('x-page-cache') ?? 'MISS').toBe('MISS')
  })
})
