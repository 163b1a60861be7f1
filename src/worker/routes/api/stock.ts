import { Hono } from 'hono'
import { StockQuery } from '../../../shared/schemas/stock'
import type { AppEnv } from '../../env'
import { DomainError } from '../../errors'

/** `GET /api/v1/stock?ids=…`: never cached anywhere, it is the honest part of a cached page. */
export const stock = new Hono<AppEnv>()

stock.get('/', async (c) => {
  const parsed = StockQuery.safeParse({ ids: c.req.query('ids') ?? '' })
  if (!parsed.success) {
    throw new DomainError('INVALID', 'ids must list 1 to 100 deal ids, comma separated')
  }
  const body = await c.var.services.stock.forDeals(parsed.data.ids)
  return c.json(body, 200, { 'cache-control': 'no-store' })
})
