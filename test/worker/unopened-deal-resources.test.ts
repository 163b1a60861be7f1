import { env, SELF } from 'cloudflare:test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bumpPageCacheGeneration } from '../../src/worker/cache/page-cache-generation'
import { makeStaff } from '../fixtures/make-staff'
import { makeShopper } from '../fixtures/make-shopper'
import { TEST_TODAY, clock } from './clock'

// A deal that has not opened is a 404 to anyone but signed-in staff on every resource
// keyed by its id, as /deal/{id} already was (deal-paths.test.ts). One seeded travel deal with
// flights is moved to open tomorrow for this file.

const get = (path: string, cookie = '') =>
  SELF.fetch(`http://localhost/api/v1${path}`, { headers: cookie ? { cookie } : {} })

let deal = { id: 0, date: '', opensAt: '' }
let staff = ''
let shopper = ''
let imagePosition = ''

beforeAll(async () => {
  const row = await env.DB.prepare(
    `SELECT f.deal_id AS id, MIN(f.date) AS date, d.opens_at AS opensAt
     FROM flights f JOIN deals d ON d.id = f.deal_id
     WHERE d.country_code = 'gb' AND d.brand IS NULL AND f.date > ? AND d.closing_date > ?
     GROUP BY f.deal_id ORDER BY f.deal_id LIMIT 1`,
  )
    .bind(TEST_TODAY, new Date(clock.ms() + 2 * 86_400_000).toISOString())
    .first<{ id: number; date: string; opensAt: string }>()
  if (!row) throw new Error('no flights deal in the seed')
  deal = row
  staff = (await makeStaff(env.DB, { role: 'admin' })).cookie
  shopper = (await makeShopper(env.DB)).cookie
  // An uploaded picture, served under /deal-images/{deal}/{position} (the seed only draws them).
  const form = new FormData()
  const svg = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>'
  form.set('file', new File([svg], 'picture.svg'))
  form.set('alt', 'A picture')
  const uploaded = await SELF.fetch(`http://localhost/api/v1/admin/deals/${deal.id}/images`, {
    method: 'POST',
    headers: { cookie: staff, origin: 'http://localhost', 'cf-connecting-ip': '203.0.113.41' },
    body: form,
  })
  if (uploaded.status !== 201) throw new Error(`image upload answered ${uploaded.status}`)
  const body = (await uploaded.json()) as { data: { image: { url: string } } }
  imagePosition = body.data.image.url.split('/').at(-1)!
})

// The seeded deal is every worker file's (they share one database, setup.ts): it leaves as it
// came, open as seeded and without the uploaded picture.
afterAll(async () => {
  await env.DB.batch([
    env.DB.prepare('UPDATE deals SET opens_at = ? WHERE id = ?').bind(deal.opensAt, deal.id),
    ...['deal_images', 'deal_image_uploads', 'deal_image_blobs'].map((table) =>
      env.DB.prepare(`DELETE FROM ${table} WHERE deal_id = ? AND position = ?`).bind(
        deal.id,
        Number(imagePosition),
      ),
    ),
  ])
  await bumpPageCacheGeneration(env.FEED_CACHE)
})

const paths = () => [
  `/availability/deal/${deal.id}`,
  `/products/${deal.id}?startDate=${deal.date}`,
  `/flights/cheapest/${deal.id}/${deal.date}`,
  `/flights/${deal.id}/${deal.date}`,
  `/deal/${deal.id}/reviews`,
  `/deal/${deal.id}/social-cue`,
  `/checkout/deal-express-payment-method/${deal.id}`,
  `/deal-images/${deal.id}/${imagePosition}`,
]

describe('resources of a deal that has not opened', () => {
  it('answer as an open deal does before the move (the baseline)', async () => {
    await env.DB.prepare('UPDATE deals SET opens_at = ? WHERE id = ?')
      .bind(deal.opensAt, deal.id)
      .run()
    await bumpPageCacheGeneration(env.FEED_CACHE)
    for (const path of paths()) {
      expect((await get(path)).status, path).toBeLessThan(300)
    }
  })

  it('are a 404 to anonymous callers and shoppers, and private answers to staff', async () => {
    const tomorrow = new Date(clock.ms() + 86_400_000).toISOString()
    await env.DB.prepare('UPDATE deals SET opens_at = ? WHERE id = ?').bind(tomorrow, deal.id).run()
    // As a back-office save does: the isolate drops what it kept of the catalogue at once
    // (CatalogService DEAL_PAGE_MEMO_MS; deal-page-memo.test.ts shows the bound without it).
    await bumpPageCacheGeneration(env.FEED_CACHE)
    for (const path of paths()) {
      const anonymous = await get(path)
      expect(anonymous.status, `${path} anonymously`).toBe(404)
      expect(await anonymous.json()).toEqual({
        error: { code: 'NOT_FOUND', message: `No deal ${deal.id}` },
      })
      expect((await get(path, shopper)).status, `${path} as a shopper`).toBe(404)
      const preview = await get(path, staff)
      expect(preview.status, `${path} as staff`).toBeLessThan(300)
      expect(preview.headers.get('cache-control'), path).toBe('private, no-store')
    }
  })
})

// The storefront's picture URLs are not under /api/v1: the drawn picture prints the headline,
// the uploaded one is the merchant's. Their opens_at is read with the picture's own row.
// Once a picture has been public it is kept at the edge as browsers keep it, for a year
// (http/image-edge-cache.ts), so moving a deal's opening back later does not hide what was
// already served: the open deal's pictures are asked at their own quality (?q=90), apart from
// the URLs this file then hides.
describe('pictures of a deal that has not opened', () => {
  const picture = (n: string, cookie = '', query = '') =>
    SELF.fetch(`http://localhost/images/deal/${deal.id}/${n}.svg${query}`, {
      headers: cookie ? { cookie } : {},
    })
  const pictures = () => ['1', imagePosition]

  it('are year-long public pictures while the deal is open', async () => {
    await env.DB.prepare('UPDATE deals SET opens_at = ? WHERE id = ?')
      .bind(deal.opensAt, deal.id)
      .run()
    for (const n of pictures()) {
      const res = await picture(n, '', '?q=90')
      expect(res.status, n).toBe(200)
      expect(res.headers.get('cache-control'), n).toBe('public, max-age=31536000, immutable')
    }
  })

  it('are an uncached 404 to anonymous callers and shoppers, and private previews to staff', async () => {
    const tomorrow = new Date(clock.ms() + 86_400_000).toISOString()
    await env.DB.prepare('UPDATE deals SET opens_at = ? WHERE id = ?').bind(tomorrow, deal.id).run()
    for (const n of pictures()) {
      for (const cookie of ['', shopper]) {
        const hidden = await picture(n, cookie)
        expect(hidden.status, `${n}.svg ${cookie ? 'as a shopper' : 'anonymously'}`).toBe(404)
        expect(hidden.headers.get('cache-control'), n).toBe('no-store')
        expect(await hidden.json()).toEqual({
          error: { code: 'NOT_FOUND', message: `No deal ${deal.id}` },
        })
      }
      const preview = await picture(n, staff)
      expect(preview.status, `${n}.svg as staff`).toBe(200)
      expect(preview.headers.get('cache-control'), n).toBe('private, no-store')
      expect(preview.headers.get('content-type'), n).toBe('image/svg+xml')
      // The PNG that mails link hides the same picture the same way.
      const png = await SELF.fetch(`http://localhost/images/deal/${deal.id}/${n}.png`)
      expect(png.status, `${n}.png anonymously`).toBe(404)
      expect(png.headers.get('cache-control'), n).toBe('no-store')
    }
  })

  it('are public pictures again from the opening', async () => {
    const now = new Date(clock.ms()).toISOString()
    await env.DB.prepare('UPDATE deals SET opens_at = ? WHERE id = ?').bind(now, deal.id).run()
    for (const n of pictures()) {
      const res = await picture(n, '', '?q=90')
      expect(res.status, n).toBe(200)
      expect(res.headers.get('cache-control'), n).toBe('public, max-age=31536000, immutable')
    }
  })
})

// Staff once meant any back-office user, so a merchant could read a rival's launch.
describe('a deal that has not opened, asked by merchant users', () => {
  let owner = ''
  let rival = ''
  let urlPath = ''

  beforeAll(async () => {
    const merchants = await env.DB.prepare(
      `SELECT (SELECT merchant_id FROM deals WHERE id = ?1) AS own,
              (SELECT id FROM merchants WHERE id <> (SELECT merchant_id FROM deals WHERE id = ?1)
               ORDER BY id LIMIT 1) AS other`,
    )
      .bind(deal.id)
      .first<{ own: number; other: number }>()
    if (!merchants?.other) throw new Error('the seed has one merchant')
    owner = (await makeStaff(env.DB, { role: 'merchant', merchantId: merchants.own })).cookie
    rival = (await makeStaff(env.DB, { role: 'merchant', merchantId: merchants.other })).cookie
    const tomorrow = new Date(clock.ms() + 86_400_000).toISOString()
    await env.DB.prepare('UPDATE deals SET opens_at = ? WHERE id = ?').bind(tomorrow, deal.id).run()
    await bumpPageCacheGeneration(env.FEED_CACHE)
    const body = (await (await get(`/deal/${deal.id}`, staff)).json()) as { urlPath: string }
    urlPath = body.urlPath
  })

  const page = (path: string, cookie: string) =>
    SELF.fetch(`http://localhost${path}`, { redirect: 'manual', headers: { cookie } })

  it('are a 404 to another merchant, on the API, its resources and the preview page', async () => {
    for (const path of [`/deal/${deal.id}`, ...paths()]) {
      const res = await get(path, rival)
      expect(res.status, `${path} as another merchant`).toBe(404)
      expect(await res.json()).toEqual({
        error: { code: 'NOT_FOUND', message: `No deal ${deal.id}` },
      })
    }
    expect((await page(`${urlPath}?dealPreview=true`, rival)).status).toBe(404)
    const picture = await page(`/images/deal/${deal.id}/1.svg`, rival)
    expect(picture.status).toBe(404)
  })

  it('are private previews to the merchant that sells it', async () => {
    for (const path of [`/deal/${deal.id}`, ...paths()]) {
      const res = await get(path, owner)
      expect(res.status, `${path} as its merchant`).toBeLessThan(300)
      expect(res.headers.get('cache-control'), path).toBe('private, no-store')
    }
    const preview = await page(`${urlPath}?dealPreview=true`, owner)
    expect(preview.status).toBe(200)
    expect(await preview.text()).toContain('data-testid="deal-preview-banner"')
    expect((await page(`/images/deal/${deal.id}/1.svg`, owner)).status).toBe(200)
  })
})
