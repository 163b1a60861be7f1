import { Hono } from 'hono'
import { csrf } from 'hono/csrf'
import {
  AdminReturnsQuery,
  ApproveReturnRequest,
  RejectReturnRequest,
} from '../../../shared/schemas/admin-returns'
import type { AppEnv } from '../../env'
import { DomainError } from '../../errors'
import { AdminReturnService } from '../../services/refunds/admin/admin-return-service'
import { ReturnLegService } from '../../services/refunds/admin/return-leg-service'
import { bodyOf } from './json-body'
import { requireStaff } from './staff-session'
import { validQuery } from './valid-query'
import { clock } from '../../clock'

/** Issue 10 'Returns and refunds queue' for admins. */
export const adminReturns = new Hono<AppEnv>()

adminReturns.use('/admin/returns/*', csrf())
adminReturns.use('/admin/returns/*', async function noStore(c, next) {
  await next()
  c.header('cache-control', 'private, no-store')
})

const returnIdOf = (id: string) => {
  if (!/^\d{1,15}$/.test(id)) throw new DomainError('NOT_FOUND', 'No such return request')
  return Number(id)
}

adminReturns.get('/admin/returns', validQuery(AdminReturnsQuery), async (c) => {
  await requireStaff(c, 'admin')
  c.header('cache-control', 'private, no-store')
  const returns = await new AdminReturnService(c.env).queue(c.req.valid('query'))
  return c.json({ data: { returns } })
})

adminReturns.post('/admin/returns/:id/approve', async (c) => {
  const staff = await requireStaff(c, 'admin')
  const id = returnIdOf(c.req.param('id'))
  const { method } = await bodyOf(c, ApproveReturnRequest)
  const data = await new AdminReturnService(c.env).approve(staff, id, method, clock.now())
  return c.json({ data })
})

adminReturns.post('/admin/returns/:id/reject', async (c) => {
  const staff = await requireStaff(c, 'admin')
  const id = returnIdOf(c.req.param('id'))
  const { reason } = await bodyOf(c, RejectReturnRequest)
  const data = await new AdminReturnService(c.env).reject(staff, id, reason, clock.now())
  return c.json({ data })
})

// The return parcel's progress before the decision: with the courier, then back.
for (const [path, event] of [
  ['in-transit', 'SHIP_RETURN'],
  ['received', 'RECEIVE_RETURN'],
] as const) {
  adminReturns.post(`/admin/returns/:id/${path}`, async (c) => {
    const staff = await requireStaff(c, 'admin')
    const id = returnIdOf(c.req.param('id'))
    const data = await new ReturnLegService(c.env.DB).advance(staff, id, event, clock.now())
    return c.json({ data })
  })
}
