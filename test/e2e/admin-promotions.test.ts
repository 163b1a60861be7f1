import { test, expect } from './support/fixtures'
import { live } from './support/islands'
import { signInAsStaff, STAFF } from './support/staff'
import { DESKTOP } from './support/viewports'

/** A promo code no other run holds: codes are unique, and the local database outlives a run. */
const freshCode = () => `E2E${crypto.randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase()}`

test.describe('promotions in the back office in Chromium', () => {
  test.use(DESKTOP)

  test('creates a promo code from the form, names a box that does not parse, and expires the code', async ({
    page,
    problems,
  }) => {
    await signInAsStaff(page, STAFF.admin)
    await page.goto('/admin/promotions')
    await live(page, 'admin-promotion-form')
    const form = page.locator('form', { has: page.getByRole('button', { name: 'Create' }) })
    const code = freshCode()
    await form.getByLabel('Code').fill(code)
    await form.getByLabel('Value (% or amount)').fill('12.5')

    // A percentage is a whole number: the form says so and sends nothing.
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/admin/promo-codes')) sent.push(request.method())
    })
    await form.getByRole('button', { name: 'Create' }).click()
    await expect(form.getByRole('alert')).toContainText('value: enter a whole number')
    expect(sent).toEqual([])

    await form.getByLabel('Value (% or amount)').fill('15')
    await form.getByLabel('Uses per customer').fill('2')
    await form.getByRole('button', { name: 'Create' }).click()
    await expect(form.getByRole('status')).toContainText('Created')
    expect(sent).toEqual(['POST'])

    await page.reload()
    const row = page.getByRole('row').filter({ hasText: code })
    await expect(row).toContainText('15%')
    await expect(row).toContainText('2 per customer')
    await live(row, 'admin-promotion-expire')
    await row.getByRole('button', { name: 'Expire now' }).click()
    await expect(row).toContainText('Expired')
    expect(problems).toEqual([])
  })
})
