import { createMiddleware } from 'hono/factory'
import { brandFromHost } from '../../shared/config/brands'
import type { AppEnv } from '../http/app-env'

/** Brand from the Host header; the host map lives in shared/config/brands only. */
export const brand = () =>
  createMiddleware<AppEnv>(async function brand(c, next) {
    c.set('brand', brandFromHost(c.req.header('host') ?? new URL(c.req.url).host))
    await next()
  })
