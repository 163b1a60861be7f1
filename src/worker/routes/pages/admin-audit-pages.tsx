import { Hono } from 'hono'
import { AdminAuditView } from '../../../client/pages/admin/audit/admin-audit-view'
import { SectionLayout } from '../../../client/pages/backoffice/section-layout'
import { AuditQuery } from '../../../shared/schemas/staff'
import type { AppEnv } from '../../http/app-env'
import { listAudit } from '../../services/staff/audit-service'
import { renderStaffPage } from './staff-page'

/** /admin/audit: the audit log, read through the same service as GET /api/v1/admin/audit.
 * Mounted inside backofficePages (sign-in redirect, private, noindex). */
export const adminAuditPages = new Hono<AppEnv>()

adminAuditPages.get('/admin/audit', async (c) => {
  await c.var.session.requireStaff('admin')
  // A bad filter or page shows the first page of everything rather than an error page.
  const parsed = AuditQuery.safeParse(c.req.query())
  const query = parsed.success ? parsed.data : { page: 1 }
  const { entries, nextPage } = await listAudit(c.env.DB, query)
  return renderStaffPage(c, {
    meta: { title: 'Audit log · Admin' },
    body: (
      <SectionLayout title="Audit log">
        <AdminAuditView
          entries={entries}
          entity={query.entity ?? ''}
          entityId={query.entityId ?? ''}
          page={query.page}
          nextPage={nextPage}
        />
      </SectionLayout>
    ),
  })
})
