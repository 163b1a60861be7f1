import { respond } from '../../http/respond'
import { StuckMailResponse, StuckMailRetryResponse } from '../../../shared/schemas/stuck-mail'
import { Hono } from 'hono'
import type { AppEnv } from '../../http/app-env'
import { clock } from '../../clock'
import { listStuckMail, retryStuckMail } from '../../services/email/stuck-mail-service'
import { DigitsId, idParam } from './params'

/** Mail that will not go by itself, for admins: GET lists, POST :id/retry sends again. */
export const adminStuckMail = new Hono<AppEnv>()

adminStuckMail.get('/', async (c) => {
  await c.var.session.requireStaff('admin')
  return respond(c, StuckMailResponse, await listStuckMail(c.env))
})

adminStuckMail.post('/:id/retry', idParam(DigitsId, 'No such mail'), async (c) => {
  const staff = await c.var.session.requireStaff('admin')
  const data = await retryStuckMail(c.env, staff, c.req.valid('param').id, clock.now())
  return respond(c, StuckMailRetryResponse, { data })
})
