import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../http/app-env'
import { d1RequestFacts, d1SessionFor, setBookmarkCookie } from '../http/d1-consistency'
import { waitUntilOf } from '../http/wait-until'
import { createRequestServices, requestDatabase } from '../services/request-services'
import { isLocalDevelopment } from '../../shared/domain/local-development'

/** Puts the request's services on `c.var.services` (built on first use), after the brand is
 * known, for pages, API routes and the session alike. Here the request's D1 session is chosen
 * (replica, bookmark or primary: http/d1-consistency.ts) and `c.env.DB` becomes it, so nothing
 * downstream can read another way; a personal response carries the bookmark it reached. */
export const requestServices = () =>
  createMiddleware<AppEnv>(async function requestServices(c, next) {
    const d1 = d1SessionFor(d1RequestFacts(c))
    const database = requestDatabase(c.env, d1.start)
    c.env = database.env
    c.set(
      'services',
      createRequestServices({
        env: c.env,
        brand: c.get('brand'),
        waitUntil: waitUntilOf(c),
        localDevelopment: isLocalDevelopment(c.env, c.req.url),
      }),
    )
    await next()
    const bookmark = d1.keepsBookmark ? database.bookmark() : null
    if (bookmark) setBookmarkCookie(c, bookmark)
  })
