import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { collectProblems, launchBrowser } from './browser'
import { buyAsNewShopper, openBuyableDeal } from './shopper'

const base = inject('baseUrl')

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('refunds in Chromium', () => {
  it('buys a deal, opens the voucher, requests a refund to wallet and sees the balance', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    const problems = collectProblems(page)
    await openBuyableDeal(page, base, '/deals/shop')
    await buyAsNewShopper(page, 'refund')

    await page.goto(`${base}/myaccount/vouchers`, { waitUntil: 'networkidle' })
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
    await page.waitForLoadState('networkidle')

    // Order number and code come prefilled from the voucher; the server checks them again.
    expect(await page.getByLabel('Order number').inputValue()).toMatch(/^\d+$/)
    expect((await page.getByLabel('Voucher code').inputValue()).length).toBeGreaterThanOrEqual(10)
    await page.getByRole('button', { name: 'Request refund' }).click()
    await expect.poll(() => page.getByRole('alert').innerText()).toContain('refund reason')

    await page.getByLabel('Reason').selectOption('CHANGED_MIND')
    await page.getByLabel(/Wallet credit/).check()
    await page.getByLabel(/has not been redeemed with the merchant/).check()
    await page.getByRole('button', { name: 'Request refund' }).click()
    const success = page.getByTestId('refund-success')
    await success.waitFor()
    expect(await success.innerText()).toContain('has been added to your wallet')
    expect(await page.getByTestId('refund-wallet-balance').innerText()).toMatch(/£\d/)

    // The credit is in the wallet: the balance and the refund row.
    await page.goto(`${base}/myaccount/wallet`)
    const balance = page.getByTestId('wallet-balance-GBP')
    await balance.waitFor({ timeout: 15_000 })
    expect(await balance.innerText()).toMatch(/^£[\d.,]+$/)
    expect(await page.locator('tr[data-type="CREDIT"]').count()).toBeGreaterThan(0)
    expect(problems).toEqual([])
    await context.close()
  })
})
