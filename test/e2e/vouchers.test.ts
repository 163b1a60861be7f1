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

/** A seeded local deal (an e-voucher: shop deals are mostly posted goods, which start as
 * Processing Order and have no code to print) whose first option can be bought now. */
async function buyableDeal(page: Page): Promise<string> {
  await page.goto(`${base}/deals/london`, { waitUntil: 'domcontentloaded' })
  const hrefs = await page
    .locator('[data-testid="deal-card"] a[href^="/deal/"]')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')!))])
  for (const href of hrefs.slice(0, 12)) {
    await page.goto(`${base}${href}`, { waitUntil: 'networkidle' })
    const buy = page.getByTestId('deal-product-picker').getByRole('button', { name: 'Buy now' })
    if ((await buy.count()) === 1 && (await buy.isEnabled())) return href
  }
  throw new Error('no buyable shop deal in the seeded catalogue')
}

/** Buy now → express registration → card → confirmation (the checkout.test.ts flow). */
async function buyAsNewShopper(page: Page) {
  await buyableDeal(page)
  await Promise.all([
    page.waitForURL(/\/checkout\/[\w-]{11,}$/),
    page.getByTestId('deal-product-picker').getByRole('button', { name: 'Buy now' }).click(),
  ])
  await page.waitForLoadState('networkidle')
  const email = `e2e-vouchers-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
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

describe('my vouchers in Chromium', () => {
  it('lists the bought voucher, shows its code and QR, prints it, and shows it offline', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    // Count print dialogs instead of opening one.
    await context.addInitScript(() => {
      const w = window as unknown as { __printed: number }
      w.__printed = 0
      window.print = () => {
        w.__printed += 1
      }
    })
    const page = await context.newPage()
    const problems = collectProblems(page)
    await buyAsNewShopper(page)

    await page.goto(`${base}/myaccount/vouchers`, { waitUntil: 'networkidle' })
    const card = page.getByTestId('voucher-card').first()
    expect(await card.innerText()).toContain('Ready to Redeem')
    await Promise.all([
      page.waitForURL(/\/myaccount\/vouchers\/\d+$/),
      card.getByRole('link').first().click(),
    ])
    const voucherUrl = page.url()
    const code = (await page.getByTestId('voucher-code').innerText()).trim()
    expect(code).toMatch(/^[A-Z0-9]{12}$/)
    expect(await page.getByTestId('voucher-qr').locator('svg').count()).toBe(1)
    // The offline island has registered the worker and stored the page.
    await page.waitForFunction(
      async (url) =>
        Boolean(await (await caches.open('dealio-vouchers')).match(new URL(url).pathname)),
      voucherUrl,
    )

    await Promise.all([page.waitForURL(/\/print$/), page.getByTestId('voucher-print').click()])
    expect(await page.getByTestId('voucher-print-area').innerText()).toContain(code)
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __printed: number }).__printed))
      .toBe(1)

    await page.goto(voucherUrl, { waitUntil: 'networkidle' })
    await page.evaluate(() => navigator.serviceWorker.ready)
    // Online, nothing failed; offline, the session check and the favicon cannot load.
    expect(problems).toEqual([])
    await context.setOffline(true)
    await page.reload({ waitUntil: 'domcontentloaded' })
    expect((await page.getByTestId('voucher-code').innerText()).trim()).toBe(code)
    await context.setOffline(false)

    // Logging out forgets the offline copies, so the next shopper on this browser sees none.
    await page.goto(voucherUrl, { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: /Ada/ }).click()
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: 'Log out' }).click(),
    ])
    expect(await page.evaluate(() => caches.has('dealio-vouchers'))).toBe(false)
    await context.close()
  })
})
