import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { collectProblems, launchBrowser } from './browser'
import { payByCard, registerAtCheckout } from './shopper'

const base = inject('baseUrl')

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const DEVICES = {
  desktop: { viewport: { width: 1280, height: 900 } },
  mobile: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const

/** From search results: opens result cards in turn (by clicking, as a shopper would) until a
 * deal can be bought now. */
async function openBuyableResult(page: Page): Promise<void> {
  const results = page.url()
  const hrefs = await page
    .locator('[data-testid="deal-card"] a[href^="/deal/"]')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')!))])
  for (const href of hrefs.slice(0, 12)) {
    if (page.url() !== results) await page.goto(results, { waitUntil: 'domcontentloaded' })
    const card = page.locator(`[data-testid="deal-card"] a[href="${href}"]`).first()
    await Promise.all([page.waitForURL(`**${href}`), card.click()])
    await page.waitForLoadState('networkidle')
    const buy = page.getByTestId('deal-product-picker').getByRole('button', { name: 'Buy now' })
    if ((await buy.count()) === 1 && (await buy.isEnabled())) return
  }
  throw new Error('no buyable deal among the search results')
}

// Issue 17: the whole journey a shopper takes, on a desktop and on a phone, through the pages
// and API the restructure moved: home → search → deal → basket → checkout → register → pay →
// voucher.
describe('the whole journey in Chromium', () => {
  it.each(Object.keys(DEVICES) as (keyof typeof DEVICES)[])(
    'home, search, deal, checkout, register, pay and voucher on %s',
    async (device) => {
      const context = await browser.newContext(DEVICES[device])
      const page = await context.newPage()
      const problems = collectProblems(page)
      await page.goto(base, { waitUntil: 'networkidle' })
      expect(await page.getByTestId('deal-card').count()).toBeGreaterThan(0)

      const box = page.getByRole('combobox', { name: 'Search deals' })
      await box.fill('spa')
      await Promise.all([page.waitForURL(/\/search\?q=spa/), box.press('Enter')])
      expect(await page.getByTestId('listing-count').innerText()).toMatch(/deals? for "spa"$/)

      await openBuyableResult(page)
      await registerAtCheckout(page, `journey-${device}`)
      expect(await page.getByTestId('checkout-line').count()).toBeGreaterThan(0)
      const total = await page.getByTestId('checkout-total').innerText()
      await payByCard(page)

      const code = page.getByTestId('voucher-code').first()
      await code.waitFor()
      expect((await code.innerText()).trim().length).toBeGreaterThanOrEqual(10)
      expect(await page.getByTestId('order-number').innerText()).toMatch(/\d/)
      expect(total).toMatch(/\d/)
      expect(problems).toEqual([])
      await context.close()
    },
  )
})
