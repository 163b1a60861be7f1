import { Hono } from 'hono'
import type { AppEnv } from '../http/app-env'
import type { Env } from '../env'
import {
  SitemapService,
  parseSitemapName,
  robotsTxt,
  sitemapIndexXml,
  urlsetXml,
} from '../services/seo/sitemap-service'
import { STATIC_PAGES_LASTMOD, sitemapStaticPaths } from './pages/static-pages'
import { clock } from '../clock'

/** robots.txt and sitemaps, per brand (the brand middleware runs first). An hour's public
 * caching: they change with the catalogue, not per visitor. */
export const seo = new Hono<AppEnv>()

const CACHE_CONTROL = 'public, max-age=3600'
const XML_HEADERS = {
  'content-type': 'application/xml; charset=utf-8',
  'cache-control': CACHE_CONTROL,
}

const sitemaps = (db: Env['DB']) =>
  new SitemapService(db, { paths: sitemapStaticPaths, lastmod: STATIC_PAGES_LASTMOD })

seo.get('/robots.txt', (c) =>
  c.text(robotsTxt(c.get('brand')), 200, { 'cache-control': CACHE_CONTROL }),
)

seo.get('/sitemap.xml', async (c) => {
  const brand = c.get('brand')
  const names = await sitemaps(c.env.DB).fileNames(brand, clock.now())
  return c.body(sitemapIndexXml(brand, names), 200, XML_HEADERS)
})

seo.get('/sitemaps/:file', async (c) => {
  const brand = c.get('brand')
  const parsed = parseSitemapName(c.req.param('file'))
  const urls = parsed
    ? await sitemaps(c.env.DB).urls(brand, parsed.kind, parsed.page, clock.now())
    : null
  if (!urls) return c.text('No such sitemap', 404)
  return c.body(urlsetXml(brand, urls), 200, XML_HEADERS)
})
