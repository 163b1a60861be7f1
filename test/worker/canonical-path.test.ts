import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'

const get = (path: string, init: RequestInit = {}) =>
  SELF.fetch(`http://localhost${path}`, { redirect: 'manual', ...init })

// Each of these once answered 200 with its own page-cache entry and a canonical link in
// its own spelling.
describe('one address per page: other spellings move there with a 301', () => {
  it.each([
    ['/DEALS/LONDON', '/deals/london'],
    ['/Deals/London', '/deals/london'],
    ['//deals/london', '/deals/london'],
    ['/deals//london/', '/deals/london'],
    ['/deals/london/', '/deals/london'],
    ['/deals/london///', '/deals/london'],
    ['/Deals/London/Beauty?page=1&q=Spa', '/deals/london/beauty?page=1&q=Spa'],
    ['//search?q=Spa%20Day', '/search?q=Spa%20Day'],
    ['/GIFTS/', '/gifts'],
    ['/Guides/Holiday-Deals', '/guides/holiday-deals'],
    ['//evil.example/x', '/evil.example/x'],
  ])('%s → %s', async (path, location) => {
    const res = await get(path)
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe(location)
    const head = await get(path, { method: 'HEAD' })
    expect(head.status).toBe(301)
    expect(head.headers.get('location')).toBe(location)
  })

  it('serves the canonical path itself, with its spelling in the canonical link', async () => {
    const res = await get('/deals/london')
    expect(res.status).toBe(200)
    const html = await res.text()
    const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1] ?? ''
    expect(new URL(canonical).pathname).toBe('/deals/london')
  })

  it('keeps campaign parameters on the redirect, for the marketing cookies at the target', async () => {
    const res = await get('/Deals/London?gclid=G1')
    expect(res.headers.get('location')).toBe('/deals/london?gclid=G1')
  })

  it('keeps the case of tokens, codes and ids; only collapses their slashes', async () => {
    for (const path of [
      '/checkout/AbCdEf123',
      '/checkout/confirmation/AbC1',
      '/r/AbC123',
      '/mygift/ABCD-EFGH-JKLM',
      '/claim-gift/ABCD-EFGH-JKLM',
      '/sandbox/pay/TokEN1',
      '/myaccount/vouchers/12/print',
    ]) {
      const res = await get(path)
      // /claim-gift/* has its own 301, to /mygift; never to a lower-cased spelling.
      expect(res.headers.get('location') ?? '', path).not.toContain(path.slice(1).toLowerCase())
      await res.arrayBuffer()
    }
    const tokenSlashes = await get('//checkout//AbCdEf123/')
    expect(tokenSlashes.status).toBe(301)
    expect(tokenSlashes.headers.get('location')).toBe('/checkout/AbCdEf123')
    const family = await get('/CHECKOUT/AbCdEf123')
    expect(family.headers.get('location')).toBe('/checkout/AbCdEf123')
  })

  it('leaves the API, images and assets alone', async () => {
    for (const path of [
      '/api/v1/Health',
      '/api/v1/health/',
      '/images/deal/1/ABC.svg',
      '/assets/X.js',
    ]) {
      const res = await get(path)
      expect(res.status, path).not.toBe(301)
      await res.arrayBuffer()
    }
  })

  it('never redirects a write', async () => {
    const res = await get('/Deals/London', {
      method: 'POST',
      headers: { origin: 'http://localhost' },
    })
    expect(res.status).not.toBe(301)
    await res.arrayBuffer()
  })
})
