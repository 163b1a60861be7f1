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
    // A local deal: an e-voucher (shop deals are mostly posted goods, which start as Processing
    // Order and have no code to print).
    await openBuyableDeal(page, base, '/deals/london')
    await buyAsNewShopper(page, 'vouchers')

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
