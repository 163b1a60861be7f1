import { Hono } from 'hono'
import { ExpressBuyParams } from '../../../shared/schemas/express-buy'
import type { AppEnv } from '../../env'
import { DomainError } from '../../errors'

/** §7 'deal-express-payment-method/{id}': whether 'Buy now' may skip checkout for this deal and
 * customer. The answer depends on who asks, so it is never cached. */
export const expressBuy = new Hono<AppEnv>()

expressBuy.get('/:dealId', async (c) => {
  const params = ExpressBuyParams.safeParse({ dealId: c.req.param('dealId') })
  if (!params.success) throw new DomainError('INVALID', 'The deal id must be a positive number')
  const user = await c.var.session.user()
  const data = await c.var.services.expressBuy.availability(params.data.dealId, user?.id ?? null)
  return c.json({ data })
})
