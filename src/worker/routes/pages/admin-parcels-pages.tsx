import { Hono } from 'hono'
import { Island } from '../../../client/islands/island'
import { ParcelActions } from '../../../client/islands/backoffice/parcel-actions'
import { SectionLayout } from '../../../client/pages/backoffice/section-layout'
import { ParcelsView } from '../../../client/pages/backoffice/parcels-view'
import { ParcelsQuery } from '../../../shared/schemas/parcels'
import type { AppEnv } from '../../http/app-env'
import { renderStaffPage } from './staff-page'

/** /admin/parcels: posted orders of every merchant, the same desk as the merchant portal's
 * "Orders to post". Mounted inside backofficePages (sign-in redirect, private, noindex). */
export const adminParcelsPages = new Hono<AppEnv>()

adminParcelsPages.get('/admin/parcels', async (c) => {
  const staff = await c.var.session.requireStaff('admin')
  const parsed = ParcelsQuery.safeParse(c.req.query())
  const list = parsed.success ? parsed.data.status : 'to-dispatch'
  const parcels = await c.var.services.parcels.list({ staff, merchantId: null }, list)
  return renderStaffPage(c, {
    meta: { title: 'Parcels · Admin' },
    body: (
      <SectionLayout title="Parcels">
        <ParcelsView
          parcels={parcels}
          list={list}
          path="/admin/parcels"
          showMerchant
          actionsFor={(parcel) => (
            <Island
              name="parcel-actions"
              component={ParcelActions}
              props={{ api: '/admin/parcels', voucherId: parcel.voucherId, state: parcel.state }}
            />
          )}
        />
      </SectionLayout>
    ),
  })
})
