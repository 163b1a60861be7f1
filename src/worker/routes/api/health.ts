import { respond } from '../../http/respond'
import { DeepHealthResponse } from '../../../shared/schemas/stuck-mail'
import { HealthResponse } from '../../../shared/schemas/health'
import { Hono, type Context } from 'hono'
import { timingSafeEqual } from 'hono/utils/buffer'
import type { AppEnv } from '../../http/app-env'
import { DomainError } from '../../errors'
import { clock } from '../../clock'
import { deepHealth } from '../../services/health/deep-health'

/** GET /api/v1/health: the worker answers, nothing behind it is asked (a load balancer's
 * probe). GET /api/v1/health/deep: D1, KV, R2 and the queue, 503 when one fails. */
export const health = new Hono<AppEnv>()

health.get('/', (c) => respond(c, HealthResponse, { ok: true, brand: c.get('brand').id }))

/** A staff session, or the HEALTH_TOKEN secret as a bearer token (an uptime monitor). */
async function assertMayAsk(c: Context<AppEnv>) {
  const expected = c.env.HEALTH_TOKEN
  const given = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1]
  if (expected && given && (await timingSafeEqual(given, expected))) return
  if (await c.var.session.staff()) return
  throw new DomainError('UNAUTHORISED', 'A staff session or the health token is required')
}

health.get('/deep', async (c) => {
  await assertMayAsk(c)
  const result = await deepHealth(c.env, clock.now())
  c.header('cache-control', 'no-store')
  return respond(c, DeepHealthResponse, result, result.ok ? 200 : 503)
})
