import type { D1Database } from '@cloudflare/workers-types'
import type { Brand } from '../../../shared/config/brands'
import { absoluteUrl } from '../../../shared/domain/seo/json-ld'
import type { DealSummaryRow } from '../../storage/catalog-rows'
import { SeoRepository, type OpenForViewingQuery } from '../../storage/seo-repository'
import { startOfLocalDayIso } from '../catalog/catalog-service'
import { dealUrls } from '../catalog/deal-mapper'

/** The sitemaps protocol allows 50,000 URLs a file; we stop at 5,000 so each file is one
 * cheap D1 page and small enough to build inside a request. */
export const SITEMAP_MAX_URLS = 5000

const SITEMAP_KINDS = ['static', 'locations', 'categories', 'deals'] as const
export type SitemapKind = (typeof SITEMAP_KINDS)[number]

/** Listing hubs worth indexing besides the static pages (storefront §2 'Paths'); personal
 * lists (search, recently viewed, recommended) are left out. */
const SITEMAP_HUB_PATHS = [
  '/',
  '/gifts',
  '/early-bird',
  '/guides/hub',
  '/guides/holiday-deals',
  '/guides/black-friday-deals',
  '/near-me/hub',
] as const

export interface SitemapUrl {
  /** Path on the brand's host. */
  path: string
  /** YYYY-MM-DD. */
  lastmod?: string
}

export interface StaticSitemapPages {
  /** The static pages a brand lists (routes/pages/static-pages sitemapStaticPaths). */
  paths: (brand: Brand) => string[]
  lastmod: string
}

/** 'deals-2.xml' → { kind: 'deals', page: 2 }; null for any other name.
 * @example parseSitemapName('static-1.xml') → { kind: 'static', page: 1 } */
export function parseSitemapName(file: string): { kind: SitemapKind; page: number } | null {
  const match = /^([a-z]+)-([1-9]\d{0,5})\.xml$/.exec(file)
  const kind = SITEMAP_KINDS.find((k) => k === match?.[1])
  return kind && match ? { kind, page: Number(match[2]) } : null
}

/** The files of a sitemap index: `{kind}-{n}` for n = 1 … ⌈count / max⌉ per kind.
 * @example sitemapFileNames({ static: 30, locations: 0, categories: 0, deals: 5001 }) → ['static-1', 'deals-1', 'deals-2'] */
export function sitemapFileNames(
  counts: Record<SitemapKind, number>,
  max = SITEMAP_MAX_URLS,
): string[] {
  return SITEMAP_KINDS.flatMap((kind) =>
    Array.from({ length: Math.ceil(counts[kind] / max) }, (_, i) => `${kind}-${i + 1}`),
  )
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

/** @example xmlEscape('a&b<c') === 'a&amp;b&lt;c' */
export const xmlEscape = (text: string): string =>
  text.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch] ?? ch)

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n'
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'

export function urlsetXml(brand: Brand, urls: readonly SitemapUrl[]): string {
  const entries = urls.map((url) => {
    const lastmod = url.lastmod ? `<lastmod>${xmlEscape(url.lastmod)}</lastmod>` : ''
    return `<url><loc>${xmlEscape(absoluteUrl(brand, url.path))}</loc>${lastmod}</url>`
  })
  return `${XML_HEAD}<urlset xmlns="${SITEMAP_NS}">\n${entries.join('\n')}\n</urlset>\n`
}

export function sitemapIndexXml(brand: Brand, names: readonly string[]): string {
  const entries = names.map(
    (name) =>
      `<sitemap><loc>${xmlEscape(absoluteUrl(brand, `/sitemaps/${name}.xml`))}</loc></sitemap>`,
  )
  return `${XML_HEAD}<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join('\n')}\n</sitemapindex>\n`
}

// Transactional, personal and preview pages: crawling them wastes budget or leaks nothing
// useful. Shop (gshop) pages are not blocked: they carry their own noindex, which a crawler
// can only read if it may fetch them.
const DISALLOWED = [
  '/api/',
  '/basket',
  '/checkout',
  '/second-checkout',
  '/order-addon',
  '/myaccount',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/wishlist',
  '/buy-again',
  '/giftcard/redeem',
  '/mygift',
  '/claim-gift',
  '/search',
  '/recently-viewed',
  '/recommended-for-you',
  '/deal-preview',
  '/*?dealPreview',
  '/insights',
  '/merchant',
  '/admin',
  '/dev/',
]

/** robots.txt for one brand: everything public is crawlable and the sitemap index is on the
 * brand's own production host.
 * @example robotsTxt(BRANDS.dealioie).endsWith('Sitemap: https://dealio.ie/sitemap.xml\n') */
export function robotsTxt(brand: Brand): string {
  return [
    `# ${brand.name} (${brand.host})`,
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(brand, '/sitemap.xml')}`,
    '',
  ].join('\n')
}

const page = <T>(items: readonly T[], n: number): T[] =>
  items.slice((n - 1) * SITEMAP_MAX_URLS, n * SITEMAP_MAX_URLS)

/** The brand's sitemap: the file list for the index and the URLs of each file. Deals are
 * those open for viewing in the brand's country at `now`; listings are pages that exist. */
export class SitemapService {
  private readonly repository: SeoRepository

  constructor(
    db: D1Database,
    private readonly staticPages: StaticSitemapPages,
  ) {
    this.repository = new SeoRepository(db)
  }

  async fileNames(brand: Brand, now: Date): Promise<string[]> {
    const query = openForViewing(brand, now)
    const [locations, categories, deals] = await Promise.all([
      this.locationUrls(brand),
      this.categoryUrls(query),
      this.repository.countOpenDeals(query),
    ])
    return sitemapFileNames({
      static: this.staticUrls(brand).length,
      locations: locations.length,
      categories: categories.length,
      deals,
    })
  }

  /** The URLs of file `{kind}-{page}`; null when the brand has no such file. */
  async urls(brand: Brand, kind: SitemapKind, n: number, now: Date): Promise<SitemapUrl[] | null> {
    let urls: SitemapUrl[]
    switch (kind) {
      case 'static':
        urls = page(this.staticUrls(brand), n)
        break
      case 'locations':
        urls = page(await this.locationUrls(brand), n)
        break
      case 'categories':
        urls = page(await this.categoryUrls(openForViewing(brand, now)), n)
        break
      case 'deals':
        urls = await this.dealUrls(brand, n, now)
        break
    }
    return urls.length > 0 ? urls : null
  }

  private staticUrls(brand: Brand): SitemapUrl[] {
    const { lastmod } = this.staticPages
    return [
      ...SITEMAP_HUB_PATHS.map((path) => ({ path })),
      ...this.staticPages.paths(brand).map((path) => ({ path, lastmod })),
    ]
  }

  /** /deals/{location} for towns, the national page, the brand's own travel segment (travel
   * or escapes, §2 'Paths') and the collections; near-me has its own hub. */
  private async locationUrls(brand: Brand): Promise<SitemapUrl[]> {
    const rows = await this.repository.locations(brand.countryCode, brand.id)
    return rows
      .filter(
        (row) =>
          row.kind === 'local' ||
          row.kind === 'national' ||
          row.kind === 'collection' ||
          (row.kind === 'travel' && row.short_name === brand.travelSegment),
      )
      .map((row) => ({ path: `/deals/${row.short_name}` }))
  }

  /** /deals/{location}/{category}: "the deal-list paths are built from segments: location
   * …, category" (§2 'Paths'), for each pair with something to show. */
  private async categoryUrls(query: OpenForViewingQuery): Promise<SitemapUrl[]> {
    const rows = await this.repository.locationCategories(query)
    return rows.map((row) => ({
      path: `/deals/${row.location_short_name}/${row.category_short_name}`,
    }))
  }

  private async dealUrls(brand: Brand, n: number, now: Date): Promise<SitemapUrl[]> {
    const rows = await this.repository.openDeals({
      ...openForViewing(brand, now),
      limit: SITEMAP_MAX_URLS,
      offset: (n - 1) * SITEMAP_MAX_URLS,
    })
    return rows.map((row) => ({
      // The same canonical path the deal page declares. dealUrls reads only the columns
      // SitemapDealRow selects; it is typed for the whole summary row it is usually given.
      path: dealUrls(row as unknown as DealSummaryRow, brand).urlPath,
      lastmod: row.lastmod.slice(0, 10),
    }))
  }
}

function openForViewing(brand: Brand, now: Date): OpenForViewingQuery {
  return {
    countryCode: brand.countryCode,
    brand: brand.id,
    openedBy: now.toISOString(),
    closingFrom: startOfLocalDayIso(now, brand.timeZone),
  }
}
