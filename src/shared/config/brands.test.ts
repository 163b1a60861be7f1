import { describe, expect, it } from 'vitest'
import { BRANDS, brandFromHost } from './brands'

describe('brandFromHost', () => {
  it.each([
    ['localhost:8787', 'dealio'],
    ['ie.localhost:8787', 'dealioie'],
    ['livingsocial.localhost:8787', 'livingsocial'],
    ['livingsocial-ie.localhost', 'livingsocialie'],
    ['dealio.co.uk', 'dealio'],
    ['www.dealio.ie', 'dealioie'],
    ['LIVINGSOCIAL.CO.UK', 'livingsocial'],
    ['livingsocial.ie.', 'livingsocialie'],
    ['staging.dealio.ie', 'dealioie'],
    ['staging.livingsocial.co.uk', 'livingsocial'],
  ])('maps %s to %s', (host, id) => {
    expect(brandFromHost(host).id).toBe(id)
  })

  it('falls back to the main brand for unknown, empty or missing hosts', () => {
    expect(brandFromHost('127.0.0.1:8787').id).toBe('dealio')
    expect(brandFromHost('evil.example').id).toBe('dealio')
    expect(brandFromHost('')).toBe(BRANDS.dealio)
    expect(brandFromHost(undefined)).toBe(BRANDS.dealio)
  })

  it('gives the UK brands pounds and the Irish brands euros', () => {
    expect([BRANDS.dealio.currency, BRANDS.livingsocial.currency]).toEqual(['GBP', 'GBP'])
    expect([BRANDS.dealioie.currency, BRANDS.livingsocialie.currency]).toEqual(['EUR', 'EUR'])
  })

  it('gives every brand its own footer, legal, social and app-store links', () => {
    for (const brand of Object.values(BRANDS)) {
      expect(brand.legalLinks.length).toBeGreaterThan(3)
      expect(brand.socialLinks.length).toBeGreaterThan(1)
      expect(brand.appStoreLinks.map((l) => l.store)).toEqual(['apple', 'google'])
    }
    expect(BRANDS.dealioie.legalLinks.some((l) => l.href === '/page/privacypolicy-ie')).toBe(true)
    expect(new Set(Object.values(BRANDS).map((b) => b.socialLinks[0]?.href)).size).toBe(4)
  })
})
