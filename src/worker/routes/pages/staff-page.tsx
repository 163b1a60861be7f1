import type { Context } from 'hono'
import type { ReactNode } from 'react'
import { StaffShell } from '../../../client/components/staff/staff-shell'
import { Island } from '../../../client/islands/island'
import { StaffSignOut } from '../../../client/islands/backoffice/staff-sign-out'
import {
  ADMIN_SECTIONS,
  MERCHANT_SECTIONS,
} from '../../../client/pages/backoffice/backoffice-sections'
import { pageMeta } from '../../../shared/domain/page-meta'
import {
  backofficeAreaOf,
  type BackofficeArea,
} from '../../../shared/domain/staff/backoffice-paths'
import { skinClassName } from '../../../themes/skins'
import { TOKENS } from '../../../themes/tokens'
import type { AppEnv } from '../../http/app-env'
import { streamPage } from '../../render/stream-page'

export const AREA_NAMES: Record<BackofficeArea, string> = {
  merchant: 'Merchant portal',
  admin: 'Admin',
}

export interface StaffPageOptions {
  /** The page's whole title ('Deals · Admin'); the path is canonical, nothing is indexed. */
  meta: { title: string }
  body: ReactNode
  status?: 200 | 404
}

/** A back-office page (/admin, /merchant) in the staff shell (client/components/staff): the
 * brand's base skin whatever the season (the Black Friday skin is for shoppers), never indexed,
 * rendered whole (nothing on it streams). The staff member is the session's, if any: the sign-in
 * page and a 403 have the bar without the sections. */
export async function renderStaffPage(c: Context<AppEnv>, options: StaffPageOptions) {
  const brand = c.get('brand')
  const path = new URL(c.req.url).pathname
  const area = backofficeAreaOf(path) ?? 'admin'
  const user = await c.var.session.staff()
  const signedIn = user?.role === area
  const sections = area === 'admin' ? ADMIN_SECTIONS : MERCHANT_SECTIONS
  const links = signedIn
    ? sections.flatMap((section) =>
        section.href ? [{ href: section.href, label: section.navLabel ?? section.title }] : [],
      )
    : []
  const skin = brand.baseTheme
  return streamPage(c, {
    status: options.status,
    whole: true,
    skin,
    skinClass: skinClassName[skin],
    meta: pageMeta({
      brand,
      canonicalPath: path,
      title: options.meta.title,
      robots: 'NOINDEX, NOFOLLOW',
      themeColor: TOKENS[skin].colors.primary,
    }),
    body: (
      <StaffShell
        areaName={AREA_NAMES[area]}
        areaHref={`/${area}`}
        links={links}
        path={path}
        staffName={signedIn ? user.name : null}
        signOut={
          signedIn ? (
            <Island name="staff-sign-out" component={StaffSignOut} props={{ area }} />
          ) : null
        }
      >
        {options.body}
      </StaffShell>
    ),
  })
}
