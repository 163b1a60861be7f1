import { Hono } from 'hono'
import { AdminReturnActions } from '../../../client/islands/admin-return-actions'
import { Island } from '../../../client/islands/island'
import { AdminOpsLayout } from '../../../client/pages/admin/promotions/admin-ops-layout'
import { AdminReturnsView } from '../../../client/pages/admin/returns/admin-returns-view'
import { AdminReturnsQuery } from '../../../shared/schemas/admin-returns'
import type { AppEnv } from '../../env'
import { AdminReturnService } from '../../services/refunds/admin/admin-return-service'
import { requireStaff } from '../api/staff-session'
import { renderInShell } from './page-context'

/** Issue 10 /admin/returns, mounted inside backofficePages (whose middleware sends visitors to
 * /admin/login and marks answers private, no-store, noindex). */
export const adminReturnsPages = new Hono<AppEnv>()

adminReturnsPages.get('/admin/returns', async (c) => {
  await requireStaff(c, 'admin')
  const parsed = AdminReturnsQuery.safeParse(c.req.query())
  const query = parsed.success ? parsed.data : { status: 'PENDING' as const }
  const returns = await new AdminReturnService(c.env).queue(query)
  const path = new URL(c.req.url).pathname
  return renderInShell(c, {
    meta: {
      canonicalPath: path,
      title: 'Returns and refunds · Admin',
      robots: 'NOINDEX, NOFOLLOW',
    },
    body: (
      <AdminOpsLayout title="Returns and refunds" path={path}>
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
      </AdminOpsLayout>
    ),
  })
})
