import { respond } from '../../http/respond'
import { Hono } from 'hono'
import { StockQuery, StockResponse } from '../../../shared/schemas/stock'
import type { AppEnv } from '../../http/app-env'
import { z } from 'zod'
import { validQuery } from '../../http/validate'

/** `GET /api/v1/stock?ids=…`: never cached anywhere, it is the honest part of a cached page. */
export const stock = new Hono<AppEnv>()

// Only `ids` is read (its first value, '' when absent): a cache-buster or a repeated `ids` is
// ignored as it always was, where the strict schema alone would refuse it.
const IdsOnly = z.preprocess((query) => {
  const ids = (query as Record<string, unknown>).ids
  return { ids: (Array.isArray(ids) ? ids[0] : ids) ?? '' }
}, StockQuery)

stock.get(
  '/',
  validQuery(IdsOnly, 'ids must list 1 to 100 deal ids, comma separated'),
  async (c) => {
    const body = await c.var.services.stock.forDeals(c.req.valid('query').ids)
    return respond(c, StockResponse, body, 200, { 'cache-control': 'no-store' })
  },
)
