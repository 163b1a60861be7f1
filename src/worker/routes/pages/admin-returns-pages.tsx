import { Hono } from 'hono'
import { AdminReturnActions } from '../../../client/islands/backoffice/admin-return-actions'
import { Island } from '../../../client/islands/island'
import { SectionLayout } from '../../../client/pages/backoffice/section-layout'
import { AdminReturnsView } from '../../../client/pages/admin/returns/admin-returns-view'
import { AdminReturnsQuery } from '../../../shared/schemas/admin-returns'
import type { AppEnv } from '../../http/app-env'
import { renderStaffPage } from './staff-page'

/** /admin/returns, mounted inside backofficePages (whose middleware sends visitors to
 * /admin/login and marks answers private, no-store, noindex). */
export const adminReturnsPages = new Hono<AppEnv>()

adminReturnsPages.get('/admin/returns', async (c) => {
  await c.var.session.requireStaff('admin')
  const parsed = AdminReturnsQuery.safeParse(c.req.query())
  const query = parsed.success ? parsed.data : { status: 'PENDING' as const }
  const returns = await c.var.services.adminReturns.queue(query)
  return renderStaffPage(c, {
    meta: {
      title: 'Returns and refunds · Admin',
    },
    body: (
      <SectionLayout title="Returns and refunds">
        <AdminReturnsView
          returns={returns}
          status={query.status}
          actionsFor={(item) => (
            <Island
              name="admin-return-actions"
              component={AdminReturnActions}
              props={{ id: item.id, voucherStatus: item.voucherStatus }}
            />
          )}
        />
      </SectionLayout>
    ),
  })
})
