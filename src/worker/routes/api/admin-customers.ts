import { Hono } from 'hono'
import { csrf } from 'hono/csrf'
import { AdminCustomerQuery } from '../../../shared/schemas/admin-customers'
import type { AppEnv } from '../../env'
import { DomainError } from '../../errors'
import { AdminCustomerService } from '../../services/accounts/admin/admin-customer-service'
import { requireStaff } from './staff-session'
import { validQuery } from './valid-query'
import { originOf } from './account-request'
import { clock } from '../../clock'

/** Issue 10 'Customers' for admins: personal data, so never cached anywhere. */
export const adminCustomers = new Hono<AppEnv>()

adminCustomers.use('/admin/customers/*', csrf())
adminCustomers.use('/admin/customers/*', async function noStore(c, next) {
  await next()
  c.header('cache-control', 'private, no-store')
})

const customerIdOf = (id: string) => {
  if (!/^\d{1,15}$/.test(id)) throw new DomainError('NOT_FOUND', 'No such customer')
  return Number(id)
}

adminCustomers.get('/admin/customers', validQuery(AdminCustomerQuery), async (c) => {
  await requireStaff(c, 'admin')
  c.header('cache-control', 'private, no-store')
  const customers = await new AdminCustomerService(c.env.DB).search(
    c.req.valid('query').email,
    clock.now(),
  )
  return c.json({ data: { customers } })
})

adminCustomers.get('/admin/customers/:id', async (c) => {
  await requireStaff(c, 'admin')
  const id = customerIdOf(c.req.param('id'))
  const data = await new AdminCustomerService(c.env.DB).detail(id, clock.now())
  return c.json({ data })
})

for (const [path, locked] of [
  ['lock', true],
  ['unlock', false],
] as const) {
  adminCustomers.post(`/admin/customers/:id/${path}`, async (c) => {
    const staff = await requireStaff(c, 'admin')
    const id = customerIdOf(c.req.param('id'))
    const data = await new AdminCustomerService(c.env.DB).setLocked(staff, id, locked, clock.now())
    return c.json({ data })
  })
}

adminCustomers.post('/admin/customers/:id/password-reset', async (c) => {
  const staff = await requireStaff(c, 'admin')
  const id = customerIdOf(c.req.param('id'))
  const origin = originOf(c)
  const data = await new AdminCustomerService(c.env.DB).triggerReset(staff, id, origin, clock.now())
  return c.json({ data })
})
