import type { BackofficeSection } from './backoffice-home'

/** Issue 10 'Merchant portal': the sections the merchant pages fill. */
export const MERCHANT_SECTIONS: readonly BackofficeSection[] = [
  {
    title: 'Redeem a voucher',
    description: 'Type the code or scan the QR code.',
    href: '/merchant/redeem',
  },
  {
    title: 'Sales and redemptions',
    description: 'Per deal and per day, vouchers outstanding, CSV export.',
    href: '/merchant/reports',
  },
  { title: 'Reviews', description: 'What customers say about you.', href: '/merchant/reviews' },
  {
    title: 'Booking requests',
    description: 'Accept a date or propose another.',
    href: '/merchant/bookings',
  },
  {
    title: 'Orders to post',
    description: 'Mark parcels dispatched with their tracking reference, then delivered.',
    href: '/merchant/parcels',
  },
]

/** Issue 10 'Admin': sections of later rounds, listed so the shape of the area is visible. */
export const ADMIN_SECTIONS: readonly BackofficeSection[] = [
  {
    title: 'Deals',
    description: 'create and edit deals, products, prices and calendars.',
    href: '/admin/deals',
  },
  {
    title: 'Promo codes and gift cards',
    description: 'create, limit, expire, see usage.',
    href: '/admin/promotions',
  },
  {
    title: 'Parcels',
    description: 'posted orders: dispatch with a tracking reference, mark delivered.',
    href: '/admin/parcels',
  },
  {
    title: 'Returns and refunds',
    description: 'approve or reject, refund to wallet or card.',
    href: '/admin/returns',
  },
  {
    title: 'Customers',
    description: 'look up orders, vouchers, wallet and loyalty.',
    href: '/admin/customers',
  },
  { title: 'Content', description: 'slug pages, menus and redirects.' },
  { title: 'Audit log', description: 'every back-office change, newest first.' },
]
