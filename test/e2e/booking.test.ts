import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { longDay } from '../../src/shared/domain/voucher/booking-on-redemption'
import { MerchantReportResponse } from '../../src/shared/schemas/merchant'
import { describeViolations, seriousViolations } from './axe'
import { collectProblems, launchBrowser } from './browser'
import { buyAsNewShopper } from './shopper'

const base = inject('baseUrl')

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** The seeded merchant of the first open UK deal booked on redemption (scripts/seed/staff.ts). */
async function signInAsBookingsMerchant(page: Page) {
  await page.goto(`${base}/merchant/login`, { waitUntil: 'networkidle' })
  await page.getByLabel('Email', { exact: true }).fill('bookings@dealio.test')
  await page.getByLabel('Password', { exact: true }).fill('dealio-merchant-2')
  await Promise.all([
    page.waitForURL(/\/merchant$/),
    page.getByRole('button', { name: 'Sign in' }).click(),
  ])
}

/** Opens a deal of the signed-in merchant that is booked on redemption and can be bought now. */
async function openBookingDeal(merchant: Page, shopper: Page): Promise<void> {
  const report = MerchantReportResponse.parse(
    await (await merchant.request.get(`${base}/api/v1/merchant/reports`)).json(),
  )
  for (const { dealId } of report.data.deals) {
    const res = await shopper.request.get(`${base}/api/v1/deal/${dealId}`)
    if (!res.ok()) continue
    const deal = (await res.json()) as { urlPath: string; bookingCalendarOnRedemption: boolean }
    if (!deal.bookingCalendarOnRedemption) continue
    await shopper.goto(`${base}${deal.urlPath}`, { waitUntil: 'networkidle' })
    const buy = shopper.getByTestId('deal-product-picker').getByRole('button', { name: 'Buy now' })
    if ((await buy.count()) === 1 && (await buy.isEnabled())) return
  }
  throw new Error('the seeded bookings merchant has no deal booked on redemption to buy now')
}

describe('booking on redemption in Chromium', () => {
  it('a shopper asks for a date from the voucher, the merchant accepts it, the voucher shows Booked', async () => {
    const phone = { viewport: { width: 390, height: 844 } }
    const merchantContext = await browser.newContext(phone)
    const shopperContext = await browser.newContext(phone)
    const merchant = await merchantContext.newPage()
    const shopper = await shopperContext.newPage()
    const merchantProblems = collectProblems(merchant)

    await signInAsBookingsMerchant(merchant)
    await openBookingDeal(merchant, shopper)
    const code = await buyAsNewShopper(shopper, 'booking')

    await shopper.goto(`${base}/myaccount/vouchers`, { waitUntil: 'networkidle' })
    await Promise.all([
      shopper.waitForURL(/\/myaccount\/vouchers\/\d+$/),
      shopper.getByTestId('voucher-card').first().getByRole('link').first().click(),
    ])
    const voucherUrl = shopper.url()
    const shopperProblems = collectProblems(shopper)
    const panel = shopper.getByTestId('voucher-booking')
    await shopper.locator('[data-island="voucher-booking"][data-hydrated]').waitFor()
    expect(await panel.getByRole('heading').innerText()).toBe('Book your date')
    expect(describeViolations('voucher page', await seriousViolations(shopper))).toEqual([])

    // The third day offered, chosen by its label as a shopper reads it.
    const date = shopper.getByLabel('Date', { exact: true })
    const day = await date.locator('option').nth(3).getAttribute('value')
    expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    await date.selectOption({ label: longDay(day!) })
    await panel.getByRole('button', { name: 'Request this date' }).click()
    await expect
      .poll(() => panel.getByTestId('voucher-booking-status').innerText())
      .toContain(`You asked for ${longDay(day!)}.`)
    expect(await panel.getByRole('button', { name: 'Request this date' }).count()).toBe(0)

    await merchant.goto(`${base}/merchant/bookings`, { waitUntil: 'networkidle' })
    const request = merchant.getByTestId('merchant-booking').filter({ hasText: code })
    expect(await request.getByTestId('merchant-booking-status').innerText()).toBe('Requested')
    await request.locator('[data-island="merchant-booking-actions"][data-hydrated]').waitFor()
    expect(describeViolations('booking requests', await seriousViolations(merchant))).toEqual([])
    await request.getByRole('button', { name: `Accept ${day}` }).click()
    await expect
      .poll(() => request.getByRole('status').innerText())
      .toBe('Accepted: the voucher is booked.')
    await merchant.reload({ waitUntil: 'networkidle' })
    expect(
      await merchant
        .getByTestId('merchant-booking')
        .filter({ hasText: code })
        .getByTestId('merchant-booking-status')
        .innerText(),
    ).toBe('Booked')

    await shopper.goto(voucherUrl, { waitUntil: 'networkidle' })
    expect(await shopper.getByTestId('voucher-booking-status').innerText()).toBe(
      `Booked for ${longDay(day!)}.`,
    )
    expect(await shopper.getByText('Booked', { exact: true }).count()).toBeGreaterThan(0)
    await shopper.goto(`${base}/myaccount/vouchers`, { waitUntil: 'networkidle' })
    expect(await shopper.getByTestId('voucher-card').first().innerText()).toContain('Booked')

    expect(merchantProblems).toEqual([])
    expect(shopperProblems).toEqual([])
    await merchantContext.close()
    await shopperContext.close()
  })
})
