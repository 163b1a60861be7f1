import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { app } from '../../src/worker/app'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import { recordingDb } from './recording-db'

/** A PNG's size from its IHDR chunk (bytes 16-23, big-endian), after the 8-byte signature. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  expect(String.fromCharCode(...bytes.subarray(12, 16))).toBe('IHDR')
  const view = new DataView(bytes.buffer, bytes.byteOffset)
  return { width: view.getUint32(16), height: view.getUint32(20) }
}

const ogImage = (html: string) => /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]

// A deal's og:image is an absolute PNG URL answering 200 with 1200×630.
describe('share cards', () => {
  it('gives a deal page an absolute og:image that answers a 1200×630 PNG, kept at the edge', async () => {
    const deal = await makeBasketDeal(env.DB, { products: [{}] })
    const page = await SELF.fetch(`http://localhost/deal/london/anything/${deal.id}/any-blurb`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>')
    const image = ogImage(html)
    expect(image).toBe(`https://dealio.co.uk/images/share/deal/${deal.id}.png?v=1`)

    // The brand's host is production's; the same path on this server is the same worker.
    const path = new URL(image!).pathname + new URL(image!).search
    const first = await app.request(path, {}, env)
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toBe('image/png')
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(first.headers.get('x-image-cache')).toBe('MISS')
    expect(pngSize(new Uint8Array(await first.arrayBuffer()))).toEqual({ width: 1200, height: 630 })

    const reads = recordingDb(env.DB)
    const second = await app.request(path, {}, { ...env, DB: reads.db })
    expect(second.headers.get('x-image-cache')).toBe('HIT')
    expect(pngSize(new Uint8Array(await second.arrayBuffer()))).toEqual({
      width: 1200,
      height: 630,
    })
    expect(reads.statements).toEqual([])
  })

  it('gives home and a category page a card of their own', async () => {
    const home = ogImage(await (await SELF.fetch('http://localhost/')).text())
    expect(home).toBe('https://dealio.co.uk/images/share/home.png?v=1')
    for (const path of ['/images/share/home.png?v=1', '/images/share/category/beauty.png?v=1']) {
      const res = await app.request(path, {}, env)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('content-type'), path).toBe('image/png')
      expect(pngSize(new Uint8Array(await res.arrayBuffer())), path).toEqual({
        width: 1200,
        height: 630,
      })
    }
  })

  it.each([
    '/images/share/deal/abc.png',
    '/images/share/deal/999999999.png',
    '/images/share/category/no-such-category.png',
    '/images/share/category/Bad_Name.png',
  ])('answers %s with a JSON 404', async (path) => {
    const res = await app.request(path, {}, env)
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } })
  })
})
