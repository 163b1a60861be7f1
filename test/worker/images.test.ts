import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { app } from '../../src/worker/app'

// Through the whole app: the route reads its services from the request context.
const get = (path: string) => app.request(`/images${path}`, {}, env)

describe('GET /images/deal/:dealId/:file', () => {
  it('draws a seeded deal’s picture as a year-long immutable SVG', async () => {
    const res = await get('/deal/1/1.svg')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/svg+xml')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const svg = await res.text()
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 160 100"/)
    expect(await (await get('/deal/1/1.svg')).text()).toBe(svg)
  })

  it('serves a PNG of the same picture for mail, kept at the edge', async () => {
    const first = await get('/deal/1/1.png?v=2')
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toBe('image/png')
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const bytes = new Uint8Array(await first.arrayBuffer())
    expect([...bytes.slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]) // 'PNG'
    // 600 px wide: the IHDR width, big-endian at bytes 16-19.
    expect(new DataView(bytes.buffer).getUint32(16)).toBe(600)
    const again = await get('/deal/1/1.png?v=2')
    expect(again.headers.get('x-image-cache')).toBe('HIT')
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(bytes)
  })

  it('serves every stored position and 404s past the last one', async () => {
    const row = await env.DB.prepare(
      'SELECT deal_id, MAX(position) AS last FROM deal_images GROUP BY deal_id ORDER BY deal_id LIMIT 1',
    ).first<{ deal_id: number; last: number }>()
    expect((await get(`/deal/${row!.deal_id}/${row!.last}.svg`)).status).toBe(200)
    expect((await get(`/deal/${row!.deal_id}/${row!.last + 1}.svg`)).status).toBe(404)
  })

  it.each([
    '/deal/abc/1.svg',
    '/deal/0/1.svg',
    '/deal/1/1.jpg',
    '/deal/1/0.png',
    '/deal/99999999/1.png',
    '/deal/1/0.svg',
    '/deal/99999999/1.svg',
  ])('answers %s with a JSON 404', async (path) => {
    const res = await get(path)
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } })
  })
})
