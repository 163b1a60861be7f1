import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { MAX_CALENDAR_DAYS } from '../../src/shared/schemas/admin-deal'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import { makeStaff } from '../fixtures/make-staff'
import { tinyJpeg, tinyWebpLossy } from '../fixtures/image-bytes'
import { SVG_CSP } from '../../src/worker/middleware/security-headers'
import { dayFromToday } from './clock'

const ORIGIN = 'http://localhost'
let cookie = ''
let dealId = 0

const headers = (extra: Record<string, string> = {}) => ({
  cookie,
  origin: ORIGIN,
  'cf-connecting-ip': '203.0.113.31',
  ...extra,
})

const upload = (
  id: number,
  bytes: Uint8Array | string,
  name: string,
  as = cookie,
  type?: string,
) => {
  const form = new FormData()
  form.set('file', new File([bytes as BlobPart], name, type ? { type } : {}))
  form.set('alt', 'A picture')
  return SELF.fetch(`${ORIGIN}/api/v1/admin/deals/${id}/images`, {
    method: 'POST',
    headers: { ...headers(), cookie: as },
    body: form,
  })
}

const utf8 = (s: string) => new TextEncoder().encode(s)
const tinyPng = () =>
  new Uint8Array([
    ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    ...[0, 0, 0, 13],
    ...utf8('IHDR'),
    ...[0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0],
    ...[0, 0, 0, 0],
    ...[0, 0, 0, 0],
    ...utf8('IEND'),
    ...[0xae, 0x42, 0x60, 0x82],
  ])

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string } }).error

beforeAll(async () => {
  cookie = (await makeStaff(env.DB, { role: 'admin' })).cookie
  // A deal of its own: other files share the database, and edit the seeded deals too.
  dealId = (await makeBasketDeal(env.DB, { products: [{}] })).id
})

describe('admin deal images', () => {
  it('stores a PNG and an SVG locally and serves them with their types', async () => {
    const png = await upload(dealId, tinyPng(), 'photo.png')
    expect(png.status, await png.clone().text()).toBe(201)
    const { image } = ((await png.json()) as { data: { image: { url: string } } }).data
    const served = await SELF.fetch(`${ORIGIN}${image.url}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(tinyPng())
    // The storefront's picture URL for that position now answers the upload, not a drawing.
    const position = image.url.split('/').at(-1)
    const storefront = await SELF.fetch(`${ORIGIN}/images/deal/${dealId}/${position}.svg`)
    expect(storefront.status).toBe(200)
    expect(storefront.headers.get('content-type')).toBe('image/png')

    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>'
    const res = await upload(dealId, svg, 'drawing.svg')
    expect(res.status).toBe(201)
    const url = ((await res.json()) as { data: { image: { url: string } } }).data.image.url
    const svgServed = await SELF.fetch(`${ORIGIN}${url}`)
    expect(svgServed.headers.get('content-type')).toBe('image/svg+xml')
    expect(svgServed.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await svgServed.text()).toBe(svg)
    // Opened directly, an uploaded SVG is a sandboxed document that may load and run nothing.
    expect(svgServed.headers.get('content-security-policy')).toBe(SVG_CSP)
    const svgPosition = url.split('/').at(-1)
    const svgStorefront = await SELF.fetch(`${ORIGIN}/images/deal/${dealId}/${svgPosition}.svg`)
    expect(svgStorefront.headers.get('content-type')).toBe('image/svg+xml')
    expect(svgStorefront.headers.get('content-security-policy')).toBe(SVG_CSP)

    const { results } = await env.DB.prepare(
      `SELECT action FROM audit_log WHERE entity = 'deal' AND entity_id = ? ORDER BY id`,
    )
      .bind(String(dealId))
      .all<{ action: string }>()
    expect(results.map((r) => r.action)).toEqual(['deal-image.upload', 'deal-image.upload'])
    const detail = await SELF.fetch(`${ORIGIN}/api/v1/admin/deals/${dealId}`, {
      headers: headers(),
    })
    const images = ((await detail.json()) as { data: { deal: { images: { url: string }[] } } }).data
      .deal.images
    expect(images.map((i) => i.url)).toEqual(expect.arrayContaining([image.url, url]))
  })

  it.each([
    { kind: 'JPEG', bytes: tinyJpeg, name: 'photo.jpg', type: 'image/jpeg', width: 40 },
    { kind: 'WebP', bytes: tinyWebpLossy, name: 'photo.webp', type: 'image/webp', width: 1 },
  ])('stores a $kind and serves it with its type', async ({ bytes, name, type, width }) => {
    const res = await upload(dealId, bytes(), name, cookie, type)
    expect(res.status, await res.clone().text()).toBe(201)
    const { image } = ((await res.json()) as { data: { image: { url: string } } }).data
    const position = image.url.split('/').at(-1)
    for (const url of [image.url, `/images/deal/${dealId}/${position}.svg`]) {
      const served = await SELF.fetch(`${ORIGIN}${url}`)
      expect(served.status).toBe(200)
      expect(served.headers.get('content-type')).toBe(type)
      expect(served.headers.get('content-security-policy')).not.toBe(SVG_CSP)
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes())
    }
    const row = await env.DB.prepare(
      'SELECT content_type, width FROM deal_image_uploads WHERE deal_id = ? AND position = ?',
    )
      .bind(dealId, Number(position))
      .first<{ content_type: string; width: number }>()
    expect(row).toEqual({ content_type: type, width })
  })

  it('refuses a PNG renamed .jpg and typed image/jpeg, saying what it is', async () => {
    const res = await upload(dealId, tinyPng(), 'photo.jpg', cookie, 'image/jpeg')
    expect(res.status).toBe(400)
    expect((await errorOf(res)).message).toBe(
      'Image refused: the file is named or typed as JPEG but is a PNG',
    )
  })

  it('refuses a script-bearing SVG, a fake PNG and a non-admin', async () => {
    const images = () =>
      env.DB.prepare('SELECT count(*) AS n FROM deal_images WHERE deal_id IN (?, ?)')
        .bind(dealId, 99_999_999)
        .first<{ n: number }>()
    const before = await images()
    const evil = await upload(
      dealId,
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      'evil.svg',
    )
    expect(evil.status).toBe(400)
    expect((await errorOf(evil)).message).toMatch(/script/i)
    const handler = await upload(
      dealId,
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>',
      'x.svg',
    )
    expect(handler.status).toBe(400)
    const fake = new Uint8Array([0x89, ...utf8('PNG\r\n\x1a\n<script>alert(1)</script>')])
    const fakePng = await upload(dealId, fake, 'photo.png')
    expect(fakePng.status).toBe(400)
    expect((await errorOf(fakePng)).message).toMatch(/PNG/)
    const owner = await env.DB.prepare('SELECT merchant_id FROM deals WHERE id = ?')
      .bind(dealId)
      .first<{ merchant_id: number }>()
    const merchant = await makeStaff(env.DB, { role: 'merchant', merchantId: owner!.merchant_id })
    expect((await upload(dealId, tinyPng(), 'a.png', merchant.cookie)).status).toBe(403)
    expect((await upload(99_999_999, tinyPng(), 'a.png')).status).toBe(404)
    const after = await images()
    expect(after?.n).toBe(before?.n)
  })
})

describe('admin travel calendar bulk edit', () => {
  it('sets price and stock across a date range for one product', async () => {
    // A calendar of its own: ten nights from tomorrow, of two products (one left alone).
    const {
      id: calendarDeal,
      productIds: [product, other],
    } = await makeBasketDeal(env.DB, { products: [{}, {}] })
    await env.DB.batch(
      [product!, other!].flatMap((productId) =>
        Array.from({ length: 10 }, (_, i) =>
          env.DB.prepare(
            `INSERT INTO travel_calendar_days (deal_id, product_id, date, price, vip_price,
               remaining) VALUES (?, ?, ?, 20000, 15000, 5)`,
          ).bind(calendarDeal, productId, dayFromToday(i + 1)),
        ),
      ),
    )
    const day = { deal_id: calendarDeal, product_id: product!, first: dayFromToday(1) }
    const from = day.first
    const to = new Date(Date.parse(from) + 6 * 86_400_000).toISOString().slice(0, 10)
    const edit = (body: unknown) =>
      SELF.fetch(`${ORIGIN}/api/v1/admin/deals/${day.deal_id}/calendar`, {
        method: 'PATCH',
        headers: headers({ 'content-type': 'application/json' }),
        body: JSON.stringify(body),
      })
    const res = await edit({ from, to, productId: day.product_id, price: 12_345, remaining: 0 })
    expect(res.status, await res.clone().text()).toBe(200)
    const { updatedNights } = ((await res.json()) as { data: { updatedNights: number } }).data
    expect(updatedNights).toBe(7)
    const { results } = await env.DB.prepare(
      `SELECT price, remaining, sold_out, vip_price FROM travel_calendar_days
       WHERE deal_id = ? AND product_id = ? AND date BETWEEN ? AND ?`,
    )
      .bind(day.deal_id, day.product_id, from, to)
      .all<{ price: number; remaining: number; sold_out: number; vip_price: number | null }>()
    expect(results).toHaveLength(updatedNights)
    for (const r of results) {
      expect(r).toMatchObject({ price: 12_345, remaining: 0, sold_out: 1 })
      expect(r.vip_price === null || r.vip_price <= 12_345).toBe(true)
    }
    const untouched = await env.DB.prepare(
      'SELECT DISTINCT price, remaining FROM travel_calendar_days WHERE product_id = ?',
    )
      .bind(other!)
      .all()
    expect(untouched.results).toEqual([{ price: 20_000, remaining: 5 }])
    const audit = await env.DB.prepare(
      `SELECT before_json, after_json FROM audit_log
       WHERE action = 'deal-calendar.edit' AND entity = 'deal' AND entity_id = ?`,
    )
      .bind(String(day.deal_id))
      .first<{ before_json: string; after_json: string }>()
    expect(JSON.parse(audit!.before_json)).toHaveLength(updatedNights)
    expect(JSON.parse(audit!.after_json)).toMatchObject({ price: 12_345, remaining: 0 })

    expect((await edit({ from: to, to: from, price: 1 })).status).toBe(400)
    expect((await edit({ from, to })).status).toBe(400)
    const tooFar = new Date(Date.parse(from) + MAX_CALENDAR_DAYS * 86_400_000)
    expect((await edit({ from, to: tooFar.toISOString().slice(0, 10), price: 1 })).status).toBe(400)
    expect((await edit({ from, to, price: -1 })).status).toBe(400)
    expect((await edit({ from, to, productId: 99_999_999, price: 1 })).status).toBe(404)
  })
})
