import type { ReactNode } from 'react'
import { container } from '../../../themes/global-styles'
import * as s from './merchant-portal.styles'

export const MERCHANT_NAV = [
  { href: '/merchant', label: 'Home' },
  { href: '/merchant/redeem', label: 'Redeem' },
  { href: '/merchant/reports', label: 'Reports' },
  { href: '/merchant/reviews', label: 'Reviews' },
  { href: '/merchant/bookings', label: 'Bookings' },
] as const

/** A merchant portal page: the sections as large tap targets, then the page's own content. */
export function MerchantLayout({
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
      <nav aria-label="Merchant portal">
        <ul className={s.nav}>
          {MERCHANT_NAV.map((item) => (
            <li key={item.href}>
              <a href={item.href} aria-current={item.href === path ? 'page' : undefined}>
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
