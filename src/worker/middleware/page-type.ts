import { createMiddleware } from 'hono/factory'
import { pageTypeFromPath } from '../../shared/domain/pageType'
import type { AppEnv } from '../env'

/** Page type from the path (storefront §2), before the page cache and the page's loader. */
export const pageType = () =>
  createMiddleware<AppEnv>(async function pageType(c, next) {
    const url = new URL(c.req.url)
    const path = url.pathname.replace(/\/+$/, '') || '/'
    c.set('pageType', pageTypeFromPath({ path, query: url.searchParams }))
    await next()
  })
