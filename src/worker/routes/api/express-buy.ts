import { respond } from '../../http/respond'
import { Hono } from 'hono'
import { ExpressBuyParams, ExpressBuyResponse } from '../../../shared/schemas/express-buy'
import type { AppEnv } from '../../http/app-env'
import { validParams } from '../../http/validate'
import { hideUnopenedDeal } from './unopened-deal'

/** §7 'deal-express-payment-method/{id}': whether 'Buy now' may skip checkout for this deal and
 * customer. The answer depends on who asks, so it is never cached. */
export const expressBuy = new Hono<AppEnv>()

const dealParam = validParams(ExpressBuyParams, {
  message: 'The deal id must be a positive number',
})

expressBuy.get('/:dealId', dealParam, hideUnopenedDeal('dealId'), async (c) => {
  const { dealId } = c.req.valid('param')
  const user = await c.var.session.user()
  const data = await c.var.services.expressBuy.availability(dealId, user?.id ?? null)
  return respond(c, ExpressBuyResponse, { data })
})
