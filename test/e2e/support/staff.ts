import type { Page } from '@playwright/test'
import { live } from './islands'

/** The seeded staff (scripts/seed/staff.ts), each signing in at their area's /login. */
export const STAFF = {
  admin: { area: 'admin', email: 'admin@dealio.test', password: 'dealio-admin-1' },
  merchant: { area: 'merchant', email: 'merchant@dealio.test', password: 'dealio-merchant-1' },
  /** The merchant of the first open UK deal booked on redemption. */
  bookings: { area: 'merchant', email: 'bookings@dealio.test', password: 'dealio-merchant-2' },
} as const

/** Signs `who` in at /{area}/login; the page is left on the area's home. */
export async function signInAsStaff(page: Page, who: (typeof STAFF)[keyof typeof STAFF]) {
  await page.goto(`/${who.area}/login`)
  await live(page, 'staff-login-form')
  await page.getByLabel('Email', { exact: true }).fill(who.email)
  await page.getByLabel('Password', { exact: true }).fill(who.password)
  await Promise.all([
    page.waitForURL((url) => url.pathname === `/${who.area}`),
    page.getByRole('button', { name: 'Sign in' }).click(),
  ])
}
