import { test, expect } from './support/fixtures'
import { axeAudit } from './support/axe'
import { live } from './support/islands'
import { STAFF, signInAsStaff } from './support/staff'
import { PHONE } from './support/viewports'

/** The width the back office was judged at (a common office laptop). */
const LAPTOP = { viewport: { width: 1366, height: 900 } }

test.describe('the back office in its own shell', () => {
  test.use(LAPTOP)

  test('shows staff pages without the shop header, and the deals table fits', async ({ page }) => {
    await signInAsStaff(page, STAFF.admin)
    const bar = page.getByRole('navigation', { name: 'Admin sections' })
    await expect(bar).toBeVisible()
    await expect(page.getByTestId('staff-name')).toHaveText('Dealio Admin')
    await expect(page.locator('[data-island="basket-link"]')).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0)

    await bar.getByRole('link', { name: 'Deals' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Deals' })).toBeVisible()
    const lastHeader = page.locator('table thead th').last()
    await expect(lastHeader).toHaveText('Closes')
    const box = await lastHeader.boundingBox()
    expect(box).not.toBeNull()
    expect(box!.x).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width).toBeLessThanOrEqual(LAPTOP.viewport.width)
    const lastCell = page.locator('table tbody tr').first().locator('td').last()
    const cell = await lastCell.boundingBox()
    expect(cell!.x + cell!.width).toBeLessThanOrEqual(LAPTOP.viewport.width)
  })

  test('is clean under axe on its home, deals, new deal and audit log pages', async ({ page }) => {
    await signInAsStaff(page, STAFF.admin)
    const found: string[] = []
    for (const path of ['/admin', '/admin/deals', '/admin/deals/new', '/admin/audit']) {
      await page.goto(path)
      await live(page, 'staff-sign-out')
      if (path === '/admin/deals/new') await live(page, 'admin-deal-form')
      found.push(...(await axeAudit(page, path)))
    }
    expect(found).toEqual([])
  })
})

test.describe('the merchant portal in the staff shell on a phone', () => {
  test.use(PHONE)

  test('is clean under axe, its sections in the staff bar', async ({ page }) => {
    await signInAsStaff(page, STAFF.merchant)
    const bar = page.getByRole('navigation', { name: 'Merchant portal sections' })
    await expect(bar.getByRole('link', { name: 'Redeem' })).toBeVisible()
    const found: string[] = []
    for (const path of ['/merchant', '/merchant/redeem', '/merchant/reports']) {
      await page.goto(path)
      await live(page, 'staff-sign-out')
      found.push(...(await axeAudit(page, path)))
    }
    expect(found).toEqual([])
  })
})
