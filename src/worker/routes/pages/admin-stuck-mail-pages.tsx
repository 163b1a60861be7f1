import { Hono } from 'hono'
import { StuckMailView } from '../../../client/pages/admin/stuck-mail/stuck-mail-view'
import { SectionLayout } from '../../../client/pages/backoffice/section-layout'
import type { AppEnv } from '../../http/app-env'
import { clock } from '../../clock'
import { sameOriginWrites } from '../../middleware/same-origin-writes'
import { listStuckMail, retryStuckMail } from '../../services/email/stuck-mail-service'
import { renderStaffPage } from './staff-page'

/** /admin/stuck-mail: the outbox rows that gave up and the dead letters, each with a retry
 * form. Mounted inside backofficePages (sign-in redirect, private, noindex). */
export const adminStuckMailPages = new Hono<AppEnv>()

adminStuckMailPages.get('/admin/stuck-mail', async (c) => {
  await c.var.session.requireStaff('admin')
  const retried = Number(c.req.query('retried'))
  return renderStaffPage(c, {
    meta: { title: 'Stuck mail · Admin' },
    body: (
      <SectionLayout title="Stuck mail">
        <StuckMailView
          {...await listStuckMail(c.env)}
          retried={Number.isSafeInteger(retried) && retried > 0 ? retried : null}
        />
      </SectionLayout>
    ),
  })
})

// The form's POST: another site's page cannot submit it (the same origin check as the API's
// writes), and the staff user and the audit row are the API's (stuck-mail-service.ts).
adminStuckMailPages.post('/admin/stuck-mail/:id/retry', sameOriginWrites(), async (c) => {
  const staff = await c.var.session.requireStaff('admin')
  const id = /^\d{1,15}$/.test(c.req.param('id')) ? Number(c.req.param('id')) : 0
  await retryStuckMail(c.env, staff, id, clock.now())
  return c.redirect(`/admin/stuck-mail?retried=${id}`, 303)
})
