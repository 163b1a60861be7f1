import { test, expect } from './support/fixtures'
import { live } from './support/islands'
import { buyAsNewShopper, openBuyableDeal } from './support/shopper'
import { PHONE } from './support/viewports'

test.describe('refunds in Chromium', () => {
  test.use(PHONE)

  test('buys a deal, opens the voucher, requests a refund to wallet and sees the balance', async ({
    page,
    problems,
    shopper,
  }) => {
    await openBuyableDeal(page, '/deals/shop')
    await buyAsNewShopper(page, shopper)

    await page.goto('/myaccount/vouchers')
    await Promise.all([
      page.waitForURL(/\/myaccount\/vouchers\/\d+$/),
      page
        .locator('a[href^="/myaccount/vouchers/"]')
        .filter({ hasNotText: /^All|^Next|^Prev/ })
        .first()
        .click(),
    ])
    await Promise.all([
      page.waitForURL(/\/myaccount\/vouchers\/\d+\/refund$/),
      page.getByRole('link', { name: 'Request a refund' }).click(),
    ])
    await live(page, 'refund-form')

    // Order number and code come prefilled from the voucher; the server checks them again.
    await expect(page.getByLabel('Order number')).toHaveValue(/^\d+$/)
    expect((await page.getByLabel('Voucher code').inputValue()).length).toBeGreaterThanOrEqual(10)
    await page.getByRole('button', { name: 'Request refund' }).click()
    await expect(page.getByRole('alert')).toContainText('refund reason')

    await page.getByLabel('Reason').selectOption('CHANGED_MIND')
    await page.getByLabel(/Wallet credit/).check()
    await page.getByLabel(/has not been redeemed with the merchant/).check()
    await page.getByRole('button', { name: 'Request refund' }).click()
    const success = page.getByTestId('refund-success')
    await expect(success).toContainText('has been added to your wallet')
    await expect(page.getByTestId('refund-wallet-balance')).toHaveText(/£\d/)

    // The credit is in the wallet: the balance and the refund row.
    await page.goto('/myaccount/wallet')
    const balance = page.getByTestId('wallet-balance-GBP')
    await expect(balance).toHaveText(/^£[\d.,]+$/)
    expect(await page.locator('tr[data-type="CREDIT"]').count()).toBeGreaterThan(0)
    expect(problems).toEqual([])
  })
})
