import { Hono } from 'hono'
import { ApiReferenceView } from '../../../client/pages/admin/api-reference/api-reference-view'
import { SectionLayout } from '../../../client/pages/backoffice/section-layout'
import type { AppEnv } from '../../http/app-env'
import { operationRows } from '../api/contracts/operation-rows'
import { apiDocument } from '../api/openapi'
import { renderStaffPage } from './staff-page'

/** /admin/api: the API reference for staff, read from the same document as
 * /api/v1/openapi.json. Mounted inside backofficePages (sign-in redirect, private, noindex). */
export const adminApiReferencePages = new Hono<AppEnv>()

adminApiReferencePages.get('/admin/api', async (c) => {
  await c.var.session.requireStaff('admin')
  return renderStaffPage(c, {
    meta: { title: 'API reference · Admin' },
    body: (
      <SectionLayout title="API reference">
        <ApiReferenceView operations={operationRows(apiDocument())} />
      </SectionLayout>
    ),
  })
})
