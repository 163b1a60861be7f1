import type { Page } from '@playwright/test'
import { test, expect } from './support/fixtures'
import { live } from './support/islands'
import { buyNow, canBuyNow, payByCard, registerAtCheckout } from './support/shopper'
import { SCREENS } from './support/viewports'

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
    if (await canBuyNow(page)) return
  }
  throw new Error('no buyable deal among the search results')
}

// The whole journey a shopper takes, on a desktop and on a phone, through the pages
// and API the restructure moved: home → search → deal → basket → checkout → register → pay →
// voucher.
test.describe('the whole journey in Chromium', () => {
  for (const [device, screen] of Object.entries(SCREENS)) {
    test.describe(device, () => {
      test.use(screen)

      test(`home, search, deal, checkout, register, pay and voucher on ${device}`, async ({
        page,
        problems,
        shopper,
      }) => {
        await page.goto('/')
        expect(await page.getByTestId('deal-card').count()).toBeGreaterThan(0)

        await live(page, 'search-autocomplete')
        const box = page.getByRole('combobox', { name: 'Search deals' })
        await box.fill('spa')
        await Promise.all([page.waitForURL(/\/search\?q=spa/), box.press('Enter')])
        await expect(page.getByTestId('listing-count')).toHaveText(/deals? for “spa”$/)

        await openBuyableResult(page)
        await buyNow(page)
        await registerAtCheckout(page, shopper)
        expect(await page.getByTestId('checkout-line').count()).toBeGreaterThan(0)
        const total = await page.getByTestId('checkout-total').innerText()
        await payByCard(page)

        const code = page.getByTestId('voucher-code').first()
        await expect(code).toBeVisible()
        expect((await code.innerText()).trim().length).toBeGreaterThanOrEqual(10)
        await expect(page.getByTestId('order-number')).toHaveText(/\d/)
        expect(total).toMatch(/\d/)
        expect(problems).toEqual([])
      })
    })
  }
})
