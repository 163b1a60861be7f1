import type { ReactNode } from 'react'
import { container } from '../../../../themes/global-styles'
import * as s from '../../merchant/merchant-portal.styles'

export const ADMIN_OPS_NAV = [
  { href: '/admin', label: 'Home' },
  { href: '/admin/promotions', label: 'Promotions' },
  { href: '/admin/returns', label: 'Returns' },
  { href: '/admin/customers', label: 'Customers' },
] as const

/** An admin operations page (promotions, returns, customers): the sections, then the content.
 * Desktop first, but tables scroll sideways on a phone (tableWrap). */
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
    <div className={`${container} ${s.page}`}>
      <nav aria-label="Admin">
        <ul className={s.nav}>
          {ADMIN_OPS_NAV.map((item) => (
            <li key={item.href}>
              <a
                href={item.href}
                aria-current={
                  path.startsWith(item.href) && item.href !== '/admin' ? 'page' : undefined
                }
              >
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <h1>{title}</h1>
      {children}
    </div>
  )
}
