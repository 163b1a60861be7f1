import type { Context } from 'hono'
import { Hono } from 'hono'
import type { ReactNode } from 'react'
import { AuthPage } from '../../../client/pages/account/auth-page'
import { BackofficeHome } from '../../../client/pages/backoffice/backoffice-home'
import {
  ADMIN_SECTIONS,
  MERCHANT_SECTIONS,
} from '../../../client/pages/backoffice/backoffice-sections'
import { Island } from '../../../client/islands/island'
import { StaffLoginForm } from '../../../client/islands/backoffice/staff-login-form'
import {
  backofficeAreaOf,
  backofficeLoginPath,
  backofficeReturnPath,
  type BackofficeArea,
} from '../../../shared/domain/staff/backoffice-paths'
import type { AppEnv } from '../../http/app-env'
import { merchantPages } from './merchant-pages'
import { adminDealPages } from './admin-deal-pages'
import { adminPromotionsPages } from './admin-promotions-pages'
import { adminReturnsPages } from './admin-returns-pages'
import { adminCustomersPages } from './admin-customers-pages'
import { adminParcelsPages } from './admin-parcels-pages'
import { adminAuditPages } from './admin-audit-pages'
import { adminStuckMailPages } from './admin-stuck-mail-pages'
import { adminApiReferencePages } from './admin-api-reference-pages'
import { AREA_NAMES, renderStaffPage } from './staff-page'

const renderBackoffice = (c: Context<AppEnv>, title: string, body: ReactNode) =>
  renderStaffPage(c, {
    meta: { title },
    body,
  })

/** A signed-in user of the other role: a page that says so, with status 403. */
async function renderForbidden(c: Context<AppEnv>, area: BackofficeArea) {
  const res = await renderBackoffice(
    c,
    'Not allowed',
    <AuthPage title="Not allowed">
      <p>
        This account cannot open the {AREA_NAMES[area].toLowerCase()}.{' '}
        <a href={`/${area}/login`}>Sign in with another account</a>
      </p>
    </AuthPage>,
  )
  return new Response(res.body, { status: 403, headers: res.headers })
}

const isLoginPath = (path: string, area: BackofficeArea) =>
  path.replace(/\/+$/, '').toLowerCase() === `/${area}/login`

/** The back office: /merchant and /admin pages. Every one is personal (never cached, not
 * indexed); a visitor without a staff session goes to the area's sign-in page with the way back, a user of
 * the other role gets a 403 page. The merchant sections mount their own routes below. */
export const backofficePages = new Hono<AppEnv>()

// Hono's '/merchant/*' matches /merchant itself too.
for (const path of ['/merchant/*', '/admin/*']) {
  backofficePages.use(path, async function staffOnly(c, next) {
    const url = new URL(c.req.url)
    const area = backofficeAreaOf(url.pathname)
    if (!area) return next()
    c.header('cache-control', 'private, no-store')
    c.header('x-robots-tag', 'noindex, nofollow')
    if (!isLoginPath(url.pathname, area)) {
      const user = await c.var.session.staff()
      if (!user) return c.redirect(backofficeLoginPath(area, `${url.pathname}${url.search}`), 302)
      if (user.role !== area) return renderForbidden(c, area)
    }
    await next()
    c.res.headers.set('cache-control', 'private, no-store')
    c.res.headers.set('x-robots-tag', 'noindex, nofollow')
  })
}

for (const area of ['merchant', 'admin'] as const) {
  backofficePages.get(`/${area}/login`, async (c) => {
    const returnPath = backofficeReturnPath(area, new URL(c.req.url).searchParams.get('redirect'))
    // Already signed in to this area: straight on.
    if ((await c.var.session.staff())?.role === area) return c.redirect(returnPath, 302)
    const title = `${AREA_NAMES[area]}: sign in`
    return renderBackoffice(
      c,
      title,
      <AuthPage title={title}>
        <Island name="staff-login-form" component={StaffLoginForm} props={{ area, returnPath }} />
      </AuthPage>,
    )
  })

  backofficePages.get(`/${area}`, async (c) => {
    const user = await c.var.session.requireStaff(area)
    return renderBackoffice(
      c,
      AREA_NAMES[area],
      <BackofficeHome
        title={AREA_NAMES[area]}
        signedInAs={`${user.name} (${user.email})`}
        sections={area === 'merchant' ? MERCHANT_SECTIONS : ADMIN_SECTIONS}
      />,
    )
  })
}

backofficePages.route('/', merchantPages)
backofficePages.route('/', adminDealPages)
backofficePages.route('/', adminPromotionsPages)
backofficePages.route('/', adminReturnsPages)
backofficePages.route('/', adminCustomersPages)
backofficePages.route('/', adminParcelsPages)
backofficePages.route('/', adminAuditPages)
backofficePages.route('/', adminStuckMailPages)
backofficePages.route('/', adminApiReferencePages)
