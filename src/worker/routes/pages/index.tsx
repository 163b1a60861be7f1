import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { bot } from '../../middleware/bot'
import { location } from '../../middleware/location'
import { pageCache } from '../../middleware/page-cache'
import { pageType as pageTypeMiddleware } from '../../middleware/page-type'
import { CatalogService } from '../../services/catalog/catalog-service'
import { renderDeal } from './deal'
import { renderHomepage } from './home'
import { renderNotFound } from './not-found'
import { renderPlaceholder } from './placeholder'
import { renderStaticPage } from './static'

/** Every storefront page: the page type comes from the path (storefront §2), then the
 * page's loader. Types that later issues fill render their own title and layout now. */
export const pages = new Hono<AppEnv>()

pages.use(location(), bot(), pageTypeMiddleware(), pageCache())

pages.get('*', async (c) => {
  const url = new URL(c.req.url)
  const path = url.pathname.replace(/\/+$/, '') || '/'
  const pageType = c.get('pageType')
  const brand = c.get('brand')
  const catalog = new CatalogService(c.env.DB)
  const segments = path.split('/').filter(Boolean)

  switch (pageType) {
    case 'root':
      return renderHomepage(c, c.get('location'), '/')
    case 'homepage': {
      const national = await catalog.findLocation(brand.nationalLocation, brand.countryCode)
      return national ? renderHomepage(c, national, path) : renderNotFound(c)
    }
    case 'deal':
    case 'dealPreview':
    case 'vipDeal':
      return segments.length >= 2 || /^\d+$/.test(segments[0] ?? '')
        ? renderDeal(c)
        : renderNotFound(c)
    case 'travel':
    case 'wellness-collection': {
      // /travel, /escapes, /deals/travel, /deals/wellness-collection list their location's deals;
      // deeper travel paths (a destination) arrive with the discovery issue.
      const shortName = segments[0] === 'deals' ? segments[1] : segments[0]
      const listed =
        segments.length <= 2 ? await catalog.findLocation(shortName ?? '', brand.countryCode) : null
      return listed ? renderHomepage(c, listed, path) : renderPlaceholder(c)
    }
    case 'category': {
      // /deals/{location} is the location's page; other listings arrive with discovery.
      if (segments[0] === 'deals' && segments.length === 2) {
        const listed = await catalog.findLocation(segments[1] ?? '', brand.countryCode)
        return listed ? renderHomepage(c, listed, path) : renderNotFound(c)
      }
      return renderPlaceholder(c)
    }
    case 'other':
      return renderStaticPage(c, path) ?? renderNotFound(c)
    default:
      return renderPlaceholder(c)
  }
})
