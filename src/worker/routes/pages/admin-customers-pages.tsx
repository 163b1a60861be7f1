import { Hono } from 'hono'
import { AdminCustomerActions } from '../../../client/islands/backoffice/admin-customer-actions'
import { Island } from '../../../client/islands/island'
import {
  AdminCustomerDetailView,
  AdminCustomerSearch,
} from '../../../client/pages/admin/customers/admin-customers-view'
import { SectionLayout } from '../../../client/pages/backoffice/section-layout'
import { AdminCustomerQuery } from '../../../shared/schemas/admin-customers'
import type { AppEnv } from '../../http/app-env'
import { DomainError } from '../../errors'
import { renderStaffPage } from './staff-page'
import { clock } from '../../clock'

/** /admin/customers (search) and /admin/customers/:id (one customer's file). */
export const adminCustomersPages = new Hono<AppEnv>()

const meta = (title: string) => ({ title: `${title} · Admin` })

adminCustomersPages.get('/admin/customers', async (c) => {
  await c.var.session.requireStaff('admin')
  const email = c.req.query('email') ?? ''
  const parsed = email ? AdminCustomerQuery.safeParse({ email }) : null
  const customers = parsed?.success
    ? await c.var.services.adminCustomers.search(parsed.data.email, clock.now())
    : null
  return renderStaffPage(c, {
    meta: meta('Customers'),
    body: (
      <SectionLayout title="Customers">
        <AdminCustomerSearch
          email={email}
          customers={customers}
          error={parsed && !parsed.success ? 'Type at least 2 characters of the email.' : null}
        />
      </SectionLayout>
    ),
  })
})

adminCustomersPages.get('/admin/customers/:id', async (c) => {
  await c.var.session.requireStaff('admin')
  const id = c.req.param('id')
  if (!/^\d{1,15}$/.test(id)) throw new DomainError('NOT_FOUND', 'No such customer')
  const detail = await c.var.services.adminCustomers.detail(Number(id), clock.now())
  return renderStaffPage(c, {
    meta: meta(detail.customer.email),
    body: (
      <SectionLayout title={detail.customer.email}>
        <AdminCustomerDetailView
          detail={detail}
          actions={
            <Island
              name="admin-customer-actions"
              component={AdminCustomerActions}
              props={{ id: detail.customer.id, isLocked: detail.customer.isLocked }}
            />
          }
        />
      </SectionLayout>
    ),
  })
})
