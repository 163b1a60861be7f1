import type { ReactNode } from 'react'
import { SectionLayout } from '../backoffice/section-layout'

export const MERCHANT_NAV = [
  { href: '/merchant', label: 'Home' },
  { href: '/merchant/redeem', label: 'Redeem' },
  { href: '/merchant/reports', label: 'Reports' },
  { href: '/merchant/reviews', label: 'Reviews' },
  { href: '/merchant/bookings', label: 'Bookings' },
  { href: '/merchant/parcels', label: 'Orders to post' },
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
    <SectionLayout
      navLabel="Merchant portal"
      links={MERCHANT_NAV}
      isCurrent={(href) => href === path}
      title={title}
    >
      {children}
    </SectionLayout>
  )
}
