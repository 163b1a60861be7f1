import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { postcodeAddresses } from '../../scripts/seed/postcodes'
import { collectProblems, launchBrowser } from './browser'

const base = inject('baseUrl')

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

// The purchase is the checkout test's flow (test/e2e/checkout.test.ts): a buyable shop deal,
// Buy now, express registration at checkout, the sandbox card, the confirmation page.

async function buyADeal(page: Page) {
  await page.goto(`${base}/deals/shop`, { waitUntil: 'domcontentloaded' })
  const hrefs = await page
    .locator('[data-testid="deal-card"] a[href^="/deal/"]')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')!))])
  for (const href of hrefs.slice(0, 12)) {
    await page.goto(`${base}${href}`, { waitUntil: 'networkidle' })
    const buy = page.getByTestId('deal-product-picker').getByRole('button', { name: 'Buy now' })
    if ((await buy.count()) !== 1 || !(await buy.isEnabled())) continue
    await Promise.all([page.waitForURL(/\/checkout\/[\w-]{11,}$/), buy.click()])
    await page.waitForLoadState('networkidle')
    break
  }
  const email = `e2e-refund-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await page.getByLabel('First name', { exact: true }).fill('Ada')
  await page.getByRole('button', { name: 'Continue as a new customer' }).click()
  await page.getByLabel('Email address').waitFor()
  await page.getByLabel('Email address').fill(email)
  if ((await page.getByTestId('delivery').count()) > 0) {
    await page.getByLabel('Postcode or Eircode').fill(postcodeAddresses()[0]!.postcode)
    await page.getByRole('button', { name: 'Find address' }).click()
    await page.getByLabel('Select your address').selectOption({ index: 1 })
    await page.getByTestId('delivery-address').waitFor()
  }
  const year = String((new Date().getFullYear() + 3) % 100).padStart(2, '0')
  await page.getByLabel('Name on card').fill('Ada Lovelace')
  await page.getByLabel('Card number').fill('4111 1111 1111 1111')
  await page.getByLabel('Expiry (MM/YY)').fill(`12/${year}`)
  await page.getByLabel('Security code (CVV)').fill('123')
  await Promise.all([
    page.waitForURL(/\/checkout\/confirmation\/\d+$/),
    page.getByRole('button', { name: 'Place order' }).click(),
  ])
  await page.getByTestId('voucher-code').first().waitFor()
}

describe('refunds in Chromium', () => {
  it('buys a deal, opens the voucher, requests a refund to wallet and sees the balance', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    const problems = collectProblems(page)
    await buyADeal(page)

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
