import { respond } from '../../http/respond'
import { Hono } from 'hono'
import { AdminDealRefQuery, AdminDealRefsResponse } from '../../../shared/schemas/admin-deal'
import type { AppEnv } from '../../http/app-env'
import { validQuery } from '../../http/validate'

/** GET /api/v1/admin/deal-refs?kind=&q=&country=&categoryId=: the deal form's pickers (admin
 * role, checked by the /admin guard before this). */
export const adminDealRefs = new Hono<AppEnv>()

adminDealRefs.get('/', validQuery(AdminDealRefQuery), async (c) => {
  const data = await c.var.services.adminDeals.references(c.req.valid('query'))
  return respond(c, AdminDealRefsResponse, { data })
})
