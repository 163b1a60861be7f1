import type { ReactNode } from 'react'
import { SectionLayout } from '../../backoffice/section-layout'

export const ADMIN_OPS_NAV = [
  { href: '/admin', label: 'Home' },
  { href: '/admin/promotions', label: 'Promotions' },
  { href: '/admin/parcels', label: 'Parcels' },
  { href: '/admin/returns', label: 'Returns' },
  { href: '/admin/customers', label: 'Customers' },
  { href: '/admin/audit', label: 'Audit log' },
] as const

/** An admin operations page (promotions, parcels, returns, customers): the sections, then the content.
 * Desktop first, but tables scroll sideways on a phone (tableWrap). Home is never "current":
 * every admin path starts with it. */
export function AdminOpsLayout({
  title,
  path,
  children,
}: {
  title: string
  path: string
  children: ReactNode
}) {
  return (
    <SectionLayout
      navLabel="Admin"
      links={ADMIN_OPS_NAV}
      isCurrent={(href) => href !== '/admin' && path.startsWith(href)}
      title={title}
    >
      {children}
    </SectionLayout>
  )
}
