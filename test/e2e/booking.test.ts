import type { Page } from '@playwright/test'
import { test, expect } from './support/fixtures'
import { longDay } from '../../src/shared/format/long-date'
import { MerchantReportResponse } from '../../src/shared/schemas/merchant'
import { axeAudit } from './support/axe'
import { live } from './support/islands'
import { collectProblems } from './support/problems'
import { buyAsNewShopper, canBuyNow } from './support/shopper'
import { STAFF, signInAsStaff } from './support/staff'
import { PHONE } from './support/viewports'

/** Opens a deal of the signed-in merchant that is booked on redemption and can be bought now. */
async function openBookingDeal(merchant: Page, shopper: Page): Promise<void> {
  const report = MerchantReportResponse.parse(
    await (await merchant.request.get('/api/v1/merchant/reports')).json(),
  )
  for (const { dealId } of report.data.deals) {
    const res = await shopper.request.get(`/api/v1/deal/${dealId}`)
    if (!res.ok()) continue
    const deal = (await res.json()) as { urlPath: string; bookingCalendarOnRedemption: boolean }
    if (!deal.bookingCalendarOnRedemption) continue
    await shopper.goto(deal.urlPath)
    if (await canBuyNow(shopper)) return
  }
  throw new Error('the seeded bookings merchant has no deal booked on redemption to buy now')
}

test.describe('booking on redemption in Chromium', () => {
  test('a shopper asks for a date from the voucher, the merchant accepts it, the voucher shows Booked', async ({
    newContext,
    shopper: buyer,
  }) => {
    const merchant = await (await newContext(PHONE)).newPage()
    const shopper = await (await newContext(PHONE)).newPage()
    const merchantProblems = collectProblems(merchant)

    await signInAsStaff(merchant, STAFF.bookings)
    await openBookingDeal(merchant, shopper)
    const code = await buyAsNewShopper(shopper, buyer)

    await shopper.goto('/myaccount/vouchers')
    await Promise.all([
      shopper.waitForURL(/\/myaccount\/vouchers\/\d+$/),
      shopper.getByTestId('voucher-card').first().getByRole('link').first().click(),
    ])
    const voucherUrl = shopper.url()
    const shopperProblems = collectProblems(shopper)
    const panel = shopper.getByTestId('voucher-booking')
    await live(shopper, 'voucher-booking')
    await expect(panel.getByRole('heading')).toHaveText('Book your date')
    expect(await axeAudit(shopper, 'voucher page')).toEqual([])

    // The third day offered, chosen by its label as a shopper reads it.
    const date = shopper.getByLabel('Date', { exact: true })
    const day = await date.locator('option').nth(3).getAttribute('value')
    expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    await date.selectOption({ label: longDay(day!) })
    await panel.getByRole('button', { name: 'Request this date' }).click()
    await expect(panel.getByTestId('voucher-booking-status')).toContainText(
      `You asked for ${longDay(day!)}.`,
    )
    await expect(panel.getByRole('button', { name: 'Request this date' })).toHaveCount(0)

    await merchant.goto('/merchant/bookings')
    const request = merchant.getByTestId('merchant-booking').filter({ hasText: code })
    await expect(request.getByTestId('merchant-booking-status')).toHaveText('Requested')
    await live(request, 'merchant-booking-actions')
    expect(await axeAudit(merchant, 'booking requests')).toEqual([])
    await request.getByRole('button', { name: `Accept ${day}` }).click()
    await expect(request.getByRole('status')).toHaveText('Accepted: the voucher is booked.')
    await merchant.reload()
    await expect(
      merchant
        .getByTestId('merchant-booking')
        .filter({ hasText: code })
        .getByTestId('merchant-booking-status'),
    ).toHaveText('Booked')

    await shopper.goto(voucherUrl)
    await expect(shopper.getByTestId('voucher-booking-status')).toHaveText(
      `Booked for ${longDay(day!)}.`,
    )
    expect(await shopper.getByText('Booked', { exact: true }).count()).toBeGreaterThan(0)
    await shopper.goto('/myaccount/vouchers')
    await expect(shopper.getByTestId('voucher-card').first()).toContainText('Booked')

    expect(merchantProblems).toEqual([])
    expect(shopperProblems).toEqual([])
  })
})
