import type { Context } from 'hono'
import { Hono } from 'hono'
import type { ReactNode } from 'react'
import { AdminDealExtras } from '../../../client/islands/backoffice/admin-deal-extras'
import {
  AdminDealForm,
  type AdminDealFormValues,
} from '../../../client/islands/backoffice/admin-deal-form'
import { Island } from '../../../client/islands/island'
import { AdminDealDetailView } from '../../../client/pages/admin/deals/admin-deal-detail-view'
import { AdminDealListView } from '../../../client/pages/admin/deals/admin-deal-list-view'
import { AdminDealsLayout } from '../../../client/pages/admin/deals/admin-deals-layout'
import { AdminDealListQuery } from '../../../shared/schemas/admin-deal'
import type { AppEnv } from '../../http/app-env'
import { renderStaffPage } from './staff-page'
import { renderNotFound } from './not-found'

const renderAdmin = (c: Context<AppEnv>, title: string, body: ReactNode) =>
  renderStaffPage(c, {
    meta: {
      title: `${title} · Admin`,
    },
    body: <AdminDealsLayout title={title}>{body}</AdminDealsLayout>,
  })

const service = (c: Context<AppEnv>) => c.var.services.adminDeals

const dealIdOf = (raw: string) => (/^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : null)

const BLANK: AdminDealFormValues = {
  countryCode: 'gb',
  locationId: null,
  categoryId: null,
  subcategoryId: null,
  merchantId: null,
  dealType: 'local',
  headline: '',
  title: '',
  description: '',
  finePrint: '',
  price: 0,
  originalPrice: 0,
  vipPrice: null,
  opensAt: '2026-12-01T00:00',
  closingDate: '2027-03-01T00:00',
  open: true,
  purchaseCap: null,
}

/** Back-office deal pages, mounted inside backofficePages (whose middleware sends
 * visitors without an admin session to /admin/login and marks answers private and noindex).
 * Lists are server-rendered; the forms are islands calling /api/v1/admin/deals. */
export const adminDealPages = new Hono<AppEnv>()

adminDealPages.get('/admin/deals', async (c) => {
  await c.var.session.requireStaff('admin')
  // A bad page number shows the first page rather than an error page.
  const parsed = AdminDealListQuery.safeParse(c.req.query())
  const query = parsed.success ? parsed.data : { q: undefined, page: 0 }
  const list = await service(c).list(query.q || undefined, query.page)
  return renderAdmin(c, 'Deals', <AdminDealListView q={query.q ?? ''} {...list} />)
})

adminDealPages.get('/admin/deals/new', async (c) => {
  await c.var.session.requireStaff('admin')
  return renderAdmin(
    c,
    'New deal',
    <Island
      name="admin-deal-form"
      component={AdminDealForm}
      props={{ dealId: null, values: BLANK }}
    />,
  )
})

adminDealPages.get('/admin/deals/:id', async (c) => {
  await c.var.session.requireStaff('admin')
  const id = dealIdOf(c.req.param('id'))
  const deal =
    id === null
      ? null
      : await service(c)
          .get(id)
          .catch(() => null)
  if (!deal) return renderNotFound(c)
  const values: AdminDealFormValues = { ...deal }
  return renderAdmin(
    c,
    `Deal ${deal.id}: ${deal.title}`,
    <AdminDealDetailView
      deal={deal}
      form={
        <Island
          name="admin-deal-form"
          component={AdminDealForm}
          props={{ dealId: deal.id, values, names: deal.names }}
        />
      }
      extras={
        <Island
          name="admin-deal-extras"
          component={AdminDealExtras}
          props={{
            dealId: deal.id,
            products: deal.products.map((p) => ({ id: p.id, title: p.title })),
          }}
        />
      }
    />,
  )
})

/** The storefront's own preview (routes/pages/deal.tsx: /deal-preview/…), which renders a deal
 * before it opens through the deal page's code path, never cached and marked NOINDEX. The
 * deal's own urlPath with 'deal-preview' in place of 'deal', for the brand being browsed. */
adminDealPages.get('/admin/deals/:id/preview', async (c) => {
  await c.var.session.requireStaff('admin')
  const id = dealIdOf(c.req.param('id'))
  const deal = id === null ? null : await c.var.services.catalog.dealById(c.get('brand'), id)
  if (!deal) return renderNotFound(c)
  return c.redirect(deal.urlPath.replace(/^\/deal\//, '/deal-preview/'), 302)
})
