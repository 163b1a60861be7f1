import { describe, expect, it } from 'vitest'
import { BRANDS } from '../../../shared/config/brands'
import {
  SITEMAP_MAX_URLS,
  parseSitemapName,
  robotsTxt,
  sitemapFileNames,
  sitemapIndexXml,
  urlsetXml,
  xmlEscape,
} from './sitemap-service'

describe('parseSitemapName', () => {
  it('reads a kind and a 1-based page from a file name', () => {
    expect(parseSitemapName('deals-2.xml')).toEqual({ kind: 'deals', page: 2 })
    expect(parseSitemapName('static-1.xml')).toEqual({ kind: 'static', page: 1 })
  })

  it('refuses unknown kinds, page 0 and anything else', () => {
    for (const name of ['users-1.xml', 'deals-0.xml', 'deals-01.xml', 'deals.xml', 'deals-1']) {
      expect(parseSitemapName(name)).toBeNull()
    }
  })
})

describe('sitemapFileNames', () => {
  it('splits each kind into files of at most the maximum and skips empty kinds', () => {
    expect(
      sitemapFileNames({ static: 30, locations: 0, categories: 10, deals: SITEMAP_MAX_URLS + 1 }),
    ).toEqual(['static-1', 'categories-1', 'deals-1', 'deals-2'])
    expect(sitemapFileNames({ static: 1, locations: 0, categories: 0, deals: 5000 })).toEqual([
      'static-1',
      'deals-1',
    ])
  })
})

describe('xml', () => {
  it('escapes the five XML special characters', () => {
    expect(xmlEscape(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;')
  })

  it('writes absolute, escaped locations on the brand host with an optional lastmod', () => {
    const xml = urlsetXml(BRANDS.dealioie, [
      { path: '/deals/cork?x=1&y=2' },
      { path: '/page/aboutus', lastmod: '2026-11-01' },
    ])
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/)
    expect(xml).toContain('<loc>https://dealio.ie/deals/cork?x=1&amp;y=2</loc>')
    expect(xml).toContain(
      '<url><loc>https://dealio.ie/page/aboutus</loc><lastmod>2026-11-01</lastmod></url>',
    )
  })

  it('lists the files of an index under /sitemaps on the brand host', () => {
    expect(sitemapIndexXml(BRANDS.livingsocial, ['static-1'])).toContain(
      '<sitemap><loc>https://livingsocial.co.uk/sitemaps/static-1.xml</loc></sitemap>',
    )
  })
})

describe('robotsTxt', () => {
  it('allows the site, keeps crawlers out of personal pages and names the brand sitemap', () => {
    const text = robotsTxt(BRANDS.livingsocialie)
    expect(text).toContain('User-agent: *\nAllow: /\n')
    for (const path of ['/checkout', '/myaccount', '/api/', '/basket', '/login']) {
      expect(text).toContain(`Disallow: ${path}\n`)
    }
    expect(text).toContain('Sitemap: https://livingsocial.ie/sitemap.xml\n')
  })
})
