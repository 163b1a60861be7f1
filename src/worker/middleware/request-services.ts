import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { waitUntilOf } from '../http/wait-until'
import { createRequestServices } from '../services/request-services'
import { isLocalDevelopment } from '../../shared/domain/local-development'

/** Puts the request's services on `c.var.services` (built on first use), after the brand is
 * known, for pages, API routes and the session alike. */
export const requestServices = () =>
  createMiddleware<AppEnv>(async function requestServices(c, next) {
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
  })
