import type { Page } from '@playwright/test'
import { test, expect } from './support/fixtures'
import { MerchantReportResponse } from '../../src/shared/schemas/merchant'
import { live } from './support/islands'
import { collectProblems } from './support/problems'
import { buyAsNewShopper, canBuyNow } from './support/shopper'
import { STAFF, signInAsStaff } from './support/staff'
import { e2eOrigin } from './support/server-address'
import { PHONE } from './support/viewports'

/** A deal of the signed-in merchant that can be bought now: the report lists every deal of
 * the merchant; the storefront API gives its page. The shopper's page is left on it. */
async function openMerchantDeal(merchant: Page, shopper: Page): Promise<string> {
  const report = MerchantReportResponse.parse(
    await (await merchant.request.get('/api/v1/merchant/reports')).json(),
  )
  for (const { dealId } of report.data.deals) {
    const res = await shopper.request.get(`/api/v1/deal/${dealId}`)
    if (!res.ok()) continue
    const { urlPath } = (await res.json()) as { urlPath: string }
    await shopper.goto(urlPath)
    if (await canBuyNow(shopper)) return urlPath
  }
  throw new Error('the seeded merchant has no deal that can be bought now')
}

test.describe('merchant redemption in Chromium', () => {
  test('a shopper buys, the merchant redeems the typed code once, the shopper sees Redeemed', async ({
    newContext,
    shopper: buyer,
  }) => {
    const merchant = await (await newContext(PHONE)).newPage()
    const shopper = await (await newContext(PHONE)).newPage()
    const problems = collectProblems(merchant)

    await signInAsStaff(merchant, STAFF.merchant)
    await openMerchantDeal(merchant, shopper)
    const code = await buyAsNewShopper(shopper, buyer)
    expect(code).toMatch(/^[A-Z0-9]{12}$/)

    await merchant.goto('/merchant/redeem')
    await live(merchant, 'merchant-redeem')
    // Typed as a person might: lower case, with a space.
    await merchant
      .getByLabel('Voucher code')
      .fill(`${code.slice(0, 6).toLowerCase()} ${code.slice(6)}`)
    await merchant.getByRole('button', { name: 'Find voucher' }).click()
    const voucher = merchant.getByTestId('merchant-voucher')
    await expect(voucher).toContainText('Ada')
    await expect(merchant.getByTestId('merchant-voucher-status')).toHaveText('Ready to Redeem')
    await merchant.getByRole('button', { name: 'Mark as redeemed' }).click()
    await expect(merchant.getByTestId('merchant-voucher-status')).toHaveText('Redeemed')
    await expect(merchant.getByRole('status')).toContainText('Redeemed')
    await expect(merchant.getByRole('button', { name: 'Mark as redeemed' })).toHaveCount(0)

    // Looking it up again: a second redemption is refused with the date of the first.
    const again = await merchant.request.post(`/api/v1/merchant/vouchers/${code}/redeem`, {
      headers: { origin: e2eOrigin() },
    })
    expect(again.status()).toBe(409)
    expect(((await again.json()) as { error: { message: string } }).error.message).toMatch(
      /^This voucher was already redeemed on \d{1,2} \w+ \d{4}\.$/,
    )
    expect(problems).toEqual([])

    await shopper.goto('/myaccount/vouchers')
    await expect(shopper.getByTestId('voucher-card').first()).toContainText('Redeemed')
  })
})
