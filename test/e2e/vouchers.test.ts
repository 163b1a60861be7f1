import { test, expect } from './support/fixtures'
import { live, pageLive } from './support/islands'
import { offlineCopyKept } from './support/offline'
import { buyAsNewShopper, openBuyableDeal } from './support/shopper'
import { PHONE } from './support/viewports'

test.describe('my vouchers in Chromium', () => {
  test.use(PHONE)

  test('lists the bought voucher, shows its code and QR, prints it, and shows it offline', async ({
    page,
    context,
    problems,
    shopper,
  }) => {
    // Count print dialogs instead of opening one.
    await context.addInitScript(() => {
      const w = window as unknown as { __printed: number }
      w.__printed = 0
      window.print = () => {
        w.__printed += 1
      }
    })
    // A local deal: an e-voucher (shop deals are mostly posted goods, which start as Processing
    // Order and have no code to print).
    await openBuyableDeal(page, '/deals/london')
    await buyAsNewShopper(page, shopper)

    await page.goto('/myaccount/vouchers')
    const card = page.getByTestId('voucher-card').first()
    await expect(card).toContainText('Ready to Redeem')
    await Promise.all([
      page.waitForURL(/\/myaccount\/vouchers\/\d+$/),
      card.getByRole('link').first().click(),
    ])
    const voucherUrl = page.url()
    const code = (await page.getByTestId('voucher-code').innerText()).trim()
    expect(code).toMatch(/^[A-Z0-9]{12}$/)
    await expect(page.getByTestId('voucher-qr').locator('svg')).toHaveCount(1)
    // The offline island has registered the worker and stored the page.
    await offlineCopyKept(page, new URL(voucherUrl).pathname)

    await Promise.all([page.waitForURL(/\/print$/), page.getByTestId('voucher-print').click()])
    await expect(page.getByTestId('voucher-print-area')).toContainText(code)
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __printed: number }).__printed))
      .toBe(1)

    await page.goto(voucherUrl)
    await pageLive(page)
    await page.evaluate(() => navigator.serviceWorker.ready)
    // Online, nothing failed; offline, the session check and the favicon cannot load.
    expect(problems).toEqual([])
    await context.setOffline(true)
    await page.reload({ waitUntil: 'domcontentloaded' })
    await expect(page.getByTestId('voucher-code')).toHaveText(code, { useInnerText: true })
    await context.setOffline(false)

    // Logging out forgets the offline copies, so the next shopper on this browser sees none.
    await page.goto(voucherUrl)
    await live(page, 'account-menu')
    await page.getByRole('button', { name: /Ada/ }).click()
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: 'Log out' }).click(),
    ])
    expect(await page.evaluate(() => caches.has('dealio-vouchers'))).toBe(false)
  })
})
