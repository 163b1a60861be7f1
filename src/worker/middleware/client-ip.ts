import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../http/app-env'

/** Client IP from `CF-Connecting-IP` (set by the edge), then `X-Forwarded-For`'s first hop.
 * The spec's edge-trace lookup (§7, 'text with ip= and ts=') is the browser's fallback when
 * neither header exists, e.g. under `wrangler dev`; the page then keeps the IP empty (§8). */
export const clientIp = () =>
  createMiddleware<AppEnv>(async function clientIp(c, next) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    c.set('clientIp', c.req.header('cf-connecting-ip') ?? forwarded ?? '')
    await next()
  })
