import { respond } from '../../http/respond'
import { Hono } from 'hono'
import {
  AdminReturnsQuery,
  ApproveReturnRequest,
  RejectReturnRequest,
  AdminReturnsResponse,
  ReturnDecisionResponse,
  ReturnLegResponse,
} from '../../../shared/schemas/admin-returns'
import type { AppEnv } from '../../http/app-env'
import { validJson, validQuery } from '../../http/validate'
import { DigitsId, idParam } from './params'
import { clock } from '../../clock'

/** The returns and refunds queue, for admins. */
export const adminReturns = new Hono<AppEnv>()

adminReturns.get('/', validQuery(AdminReturnsQuery), async (c) => {
  await c.var.session.requireStaff('admin')
  const returns = await c.var.services.adminReturns.queue(c.req.valid('query'))
  return respond(c, AdminReturnsResponse, { data: { returns } })
})

// The id before the body: an id that names nothing is a 404 whatever was sent.
const returnParam = idParam(DigitsId, 'No such return request')

adminReturns.post('/:id/approve', returnParam, validJson(ApproveReturnRequest), async (c) => {
  const staff = await c.var.session.requireStaff('admin')
  const { id } = c.req.valid('param')
  const { method } = c.req.valid('json')
  const data = await c.var.services.adminReturns.approve(staff, id, method, clock.now())
  return respond(c, ReturnDecisionResponse, { data })
})

adminReturns.post('/:id/reject', returnParam, validJson(RejectReturnRequest), async (c) => {
  const staff = await c.var.session.requireStaff('admin')
  const { id } = c.req.valid('param')
  const { reason } = c.req.valid('json')
  const data = await c.var.services.adminReturns.reject(staff, id, reason, clock.now())
  return respond(c, ReturnDecisionResponse, { data })
})

// The return parcel's progress before the decision: with the courier, then back.
for (const [path, event] of [
  ['in-transit', 'SHIP_RETURN'],
  ['received', 'RECEIVE_RETURN'],
] as const) {
  adminReturns.post(`/:id/${path}`, returnParam, async (c) => {
    const staff = await c.var.session.requireStaff('admin')
    const { id } = c.req.valid('param')
    const data = await c.var.services.returnLegs.advance(staff, id, event, clock.now())
    return respond(c, ReturnLegResponse, { data })
  })
}
