import { test, expect } from './support/fixtures'
import { live } from './support/islands'
import { STAFF } from './support/staff'
import { PHONE } from './support/viewports'

test.describe('back-office sign-in in Chromium', () => {
  test.use(PHONE)

  test('sends an admin to sign in, in to the admin home, and out again', async ({
    page,
    problems,
  }) => {
    // A page of the admin area sends a visitor to its own sign-in, with the way back.
    await page.goto('/admin')
    await expect(page).toHaveURL('/admin/login')

    // A wrong password is refused with the one answer for every failure.
    await live(page, 'staff-login-form')
    await page.getByLabel('Email', { exact: true }).fill(STAFF.admin.email)
    await page.getByLabel('Password', { exact: true }).fill('not-the-password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('alert')).toContainText('Invalid email/password')

    // The seeded dev admin (scripts/seed/staff.ts).
    await page.getByLabel('Password', { exact: true }).fill(STAFF.admin.password)
    await Promise.all([
      page.waitForURL('/admin'),
      page.getByRole('button', { name: 'Sign in' }).click(),
    ])
    await expect(page.getByRole('heading', { name: 'Admin', exact: true })).toBeVisible()
    expect(await page.getByText('admin@dealio.test').count()).toBeGreaterThan(0)

    // Out again: the area sends the visitor back to sign in.
    await live(page, 'staff-sign-out')
    await Promise.all([
      page.waitForURL('/admin/login'),
      page.getByRole('button', { name: 'Sign out' }).click(),
    ])
    await page.goto('/admin')
    await expect(page).toHaveURL('/admin/login')
    expect(problems.filter((p) => !p.includes('401'))).toEqual([])
  })
})
