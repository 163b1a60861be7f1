import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { DealsResponse } from '../../src/shared/schemas/discovery'

const UK = 'http://localhost'

const promoDeals = (query = '', host = UK) =>
  SELF.fetch(`${host}/api/v1/exit-promotion/deals${query}`)

// A query string of its own per page request: the page cache keys on it.
let requests = 0
const html = async (path: string, host = UK) => {
  const res = await SELF.fetch(`${host}${path}?t=shell-${++requests}`)
  return { status: res.status, text: await res.text() }
}

describe('GET /api/v1/exit-promotion/deals', () => {
  it('answers up to 6 unique deals, never from a shared cache', async () => {
    const res = await promoDeals()
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const { deals } = DealsResponse.parse(await res.json())
    expect(deals.length).toBeGreaterThan(0)
    expect(deals.length).toBeLessThanOrEqual(6)
    expect(new Set(deals.map((deal) => deal.id)).size).toBe(deals.length)
  })

  it('puts the recently viewed deals first, in their order, then fills up without repeats', async () => {
    const newest = DealsResponse.parse(
      await (await SELF.fetch(`${UK}/api/v1/new-products/london?pageSize=12`)).json(),
    ).deals
    expect(newest.length).toBeGreaterThan(6)
    // Two deals the new-products fallback would also offer, asked for in reverse order.
    const viewed = [newest[5]!.id, newest[1]!.id]
    const res = await promoDeals(`?id=${viewed[0]}&id=${viewed[1]}`)
    const ids = DealsResponse.parse(await res.json()).deals.map((deal) => deal.id)
    expect(ids.slice(0, 2)).toEqual(viewed)
    expect(ids).toHaveLength(6)
    expect(new Set(ids).size).toBe(6)
  })

  it('refuses malformed ids and unknown parameters with a 400 error body', async () => {
    for (const query of ['?id=abc', '?id=-3', '?other=1']) {
      const res = await promoDeals(query)
      expect(res.status).toBe(400)
      const body = (await res.json()) as { error: { code: string; message: string } }
      expect(body.error.code).toBe('INVALID')
      expect(typeof body.error.message).toBe('string')
    }
  })
})

describe('the shell islands in the page markup', () => {
  it('puts the exit promotion and the smartbanner on the main brand homepage', async () => {
    const { text } = await html('/deals/london')
    expect(text).toContain('data-island="exit-promotion"')
    expect(text).toContain('data-island="smartbanner"')
    // Both are decided in the browser: the cached HTML holds no banner or dialog.
    expect(text).not.toContain('data-testid="smartbanner"')
    expect(text).not.toContain('data-testid="exit-promotion"')
  })

  it('keeps the exit promotion off content pages and off the sister brand', async () => {
    const content = await html('/page/aboutus')
    expect(content.status).toBe(200)
    expect(content.text).not.toContain('data-island="exit-promotion"')
    const sister = await html('/deals/london', 'http://livingsocial.localhost')
    expect(sister.text).toContain('data-island="smartbanner"')
    expect(sister.text).not.toContain('data-island="exit-promotion"')
  })

  it('keeps the smartbanner off deal pages', async () => {
    const { text } = await html('/recently-viewed')
    expect(text).toContain('data-island="exit-promotion"')
    expect(text).not.toContain('data-island="smartbanner"')
  })
})
