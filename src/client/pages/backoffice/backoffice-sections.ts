import type { BackofficeSection } from './backoffice-home'

/** Merchant portal: the sections the merchant pages fill. */
export const MERCHANT_SECTIONS: readonly BackofficeSection[] = [
  {
    title: 'Redeem a voucher',
    navLabel: 'Redeem',
    description: 'Type the code or scan the QR code.',
    href: '/merchant/redeem',
  },
  {
    title: 'Sales and redemptions',
    navLabel: 'Reports',
    description: 'Per deal and per day, vouchers outstanding, CSV export.',
    href: '/merchant/reports',
  },
  { title: 'Reviews', description: 'What customers say about you.', href: '/merchant/reviews' },
  {
    title: 'Booking requests',
    navLabel: 'Bookings',
    description: 'Accept a date or propose another.',
    href: '/merchant/bookings',
  },
  {
    title: 'Arrivals',
    description: 'Stays booked with you: dates, room and guests.',
    href: '/merchant/arrivals',
  },
  {
    title: 'Orders to post',
    navLabel: 'Parcels',
    description: 'Mark parcels dispatched with their tracking reference, then delivered.',
    href: '/merchant/parcels',
  },
]

/** Admin: the admin's sections, on its home and in the staff bar. */
export const ADMIN_SECTIONS: readonly BackofficeSection[] = [
  {
    title: 'Deals',
    description: 'create and edit deals, products, prices and calendars.',
    href: '/admin/deals',
  },
  {
    title: 'Promo codes and gift cards',
    navLabel: 'Promotions',
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
    navLabel: 'Returns',
    description: 'approve or reject, refund to wallet or card.',
    href: '/admin/returns',
  },
  {
    title: 'Customers',
    description: 'look up orders, vouchers, wallet and loyalty.',
    href: '/admin/customers',
  },
  {
    title: 'Audit log',
    description: 'every back-office change, newest first.',
    href: '/admin/audit',
  },
  {
    title: 'Stuck mail',
    description: 'mail that gave up or was dead-lettered: retry it.',
    href: '/admin/stuck-mail',
  },
  {
    title: 'API reference',
    navLabel: 'API',
    description: 'every /api/v1 route: who calls it, what it takes and answers.',
    href: '/admin/api',
  },
]
