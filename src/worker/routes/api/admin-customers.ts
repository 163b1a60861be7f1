import { respond } from '../../http/respond'
import { Hono } from 'hono'
import {
  AdminCustomerQuery,
  AdminCustomersResponse,
  AdminCustomerDetailResponse,
  AdminCustomerSummaryResponse,
  AdminPasswordResetResponse,
} from '../../../shared/schemas/admin-customers'
import type { AppEnv } from '../../http/app-env'
import { validQuery } from '../../http/validate'
import { DigitsId, idParam } from './params'
import { originOf } from './account-request'
import { clock } from '../../clock'

/** Back-office customers, for admins: personal data, so never cached anywhere. */
export const adminCustomers = new Hono<AppEnv>()

// The group's staffOnly answers 401/403 before this: an unknown id is then a 404.
const customerParam = idParam(DigitsId, 'No such customer')

adminCustomers.get('/', validQuery(AdminCustomerQuery), async (c) => {
  await c.var.session.requireStaff('admin')
  const customers = await c.var.services.adminCustomers.search(
    c.req.valid('query').email,
    clock.now(),
  )
  return respond(c, AdminCustomersResponse, { data: { customers } })
})

adminCustomers.get('/:id', customerParam, async (c) => {
  await c.var.session.requireStaff('admin')
  const { id } = c.req.valid('param')
  const data = await c.var.services.adminCustomers.detail(id, clock.now())
  return respond(c, AdminCustomerDetailResponse, { data })
})

for (const [path, locked] of [
  ['lock', true],
  ['unlock', false],
] as const) {
  adminCustomers.post(`/:id/${path}`, customerParam, async (c) => {
    const staff = await c.var.session.requireStaff('admin')
    const { id } = c.req.valid('param')
    const data = await c.var.services.adminCustomers.setLocked(staff, id, locked, clock.now())
    return respond(c, AdminCustomerSummaryResponse, { data })
  })
}

adminCustomers.post('/:id/password-reset', customerParam, async (c) => {
  const staff = await c.var.session.requireStaff('admin')
  const { id } = c.req.valid('param')
  const origin = originOf(c)
  const data = await c.var.services.adminCustomers.triggerReset(staff, id, origin, clock.now())
  return respond(c, AdminPasswordResetResponse, { data })
})
