import { Hono } from 'hono'
import { AdminCustomerQuery } from '../../../shared/schemas/admin-customers'
import type { AppEnv } from '../../env'
import { validQuery } from '../../http/validate'
import { DomainError } from '../../errors'
import { originOf } from './account-request'
import { clock } from '../../clock'

/** Issue 10 'Customers' for admins: personal data, so never cached anywhere. */
export const adminCustomers = new Hono<AppEnv>()

const customerIdOf = (id: string) => {
  if (!/^\d{1,15}$/.test(id)) throw new DomainError('NOT_FOUND', 'No such customer')
  return Number(id)
}

adminCustomers.get('/', validQuery(AdminCustomerQuery), async (c) => {
  await c.var.session.requireStaff('admin')
  const customers = await c.var.services.adminCustomers.search(
    c.req.valid('query').email,
    clock.now(),
  )
  return c.json({ data: { customers } })
})

adminCustomers.get('/:id', async (c) => {
  await c.var.session.requireStaff('admin')
  const id = customerIdOf(c.req.param('id'))
  const data = await c.var.services.adminCustomers.detail(id, clock.now())
  return c.json({ data })
})

for (const [path, locked] of [
  ['lock', true],
  ['unlock', false],
] as const) {
  adminCustomers.post(`/:id/${path}`, async (c) => {
    const staff = await c.var.session.requireStaff('admin')
    const id = customerIdOf(c.req.param('id'))
    const data = await c.var.services.adminCustomers.setLocked(staff, id, locked, clock.now())
    return c.json({ data })
  })
}

adminCustomers.post('/:id/password-reset', async (c) => {
  const staff = await c.var.session.requireStaff('admin')
  const id = customerIdOf(c.req.param('id'))
  const origin = originOf(c)
  const data = await c.var.services.adminCustomers.triggerReset(staff, id, origin, clock.now())
  return c.json({ data })
})
