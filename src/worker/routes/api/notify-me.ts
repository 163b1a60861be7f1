import { Hono } from 'hono'
import { NotifyMeRequest, NotifyMeResponse } from '../../../shared/schemas/notify-me'
import { clock } from '../../clock'
import type { AppEnv } from '../../http/app-env'
import { respond } from '../../http/respond'
import { firstIssue, validJson } from '../../http/validate'

/** `POST /api/v1/notify-me`: a back-in-stock alert for a sold-out deal (BackInStockService).
 * The shopper reads the refusal on the form, so a bad field answers its own message. */
export const notifyMe = new Hono<AppEnv>()

notifyMe.post('/', validJson(NotifyMeRequest, { message: firstIssue }), async (c) => {
  const body = await c.var.services.backInStock.signUp(
    c.get('brand'),
    c.req.valid('json'),
    clock.now(),
  )
  return respond(c, NotifyMeResponse, body, 200, { 'cache-control': 'no-store' })
})
