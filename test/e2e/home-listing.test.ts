import type { Page } from '@playwright/test'
import { test, expect } from './support/fixtures'
import { live } from './support/islands'
import { MOBILE, SCREENS } from './support/viewports'

/** Every deal id the homepage's listing shows (main deal, side deals, grid, appended pages). */
const listingIds = (page: Page) =>
  page
    .locator('[data-testid="main-deal"], main [data-testid="deal-card"]:not([data-rail] *)')
    .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-stock-deal'))))

test.describe('the homepage listing in Chromium', () => {
  for (const [screen, options] of Object.entries(SCREENS)) {
    test.describe(screen, () => {
      test.use(options)

      test(`loads more deals on the homepage on ${screen}, never showing a deal twice`, async ({
        page,
        problems,
      }) => {
        await page.goto(`/?e2e=home-${screen}`)
        // The next-page link becomes the button as it comes near the viewport (hydrate-on.ts).
        await page.locator('[data-island="load-more"]').scrollIntoViewIfNeeded()
        await live(page, 'load-more')
        const before = await listingIds(page)
        expect(before.length).toBeGreaterThan(30)

        const button = page.getByRole('button', { name: 'Load more deals' })
        await button.scrollIntoViewIfNeeded()
        await button.click()
        // A page of 36 cards on a busy machine may take a few seconds.
        await expect
          .poll(async () => (await listingIds(page)).length, { timeout: 15_000 })
          .toBeGreaterThan(before.length)
        await page.getByRole('button', { name: 'Load more deals' }).click()
        await expect
          .poll(async () => (await listingIds(page)).length, { timeout: 15_000 })
          .toBeGreaterThan(before.length + 36)

        const after = await listingIds(page)
        expect(after.slice(0, before.length)).toEqual(before)
        expect(new Set(after).size).toBe(after.length)
        // The sort and the filters are there too, on a phone behind the 'Filters' button.
        await expect(page.getByTestId('sort-select')).toBeVisible()
        expect(problems).toEqual([])
      })
    })
  }

  test.describe('without script', () => {
    test.use({ ...MOBILE, javaScriptEnabled: false })

    test('shows the deal grid to a browser without script, with a working next-page link', async ({
      page,
    }) => {
      await page.goto('/?e2e=home-nojs')
      const cards = page.locator('main [data-testid="deal-card"]')
      expect(await cards.count()).toBeGreaterThan(30)
      await expect(cards.first()).toBeVisible()
      await expect(page.getByText('Loading deals…')).toHaveCount(0)
      const first = await listingIds(page)

      const next = page.getByRole('link', { name: 'Load more deals' })
      await Promise.all([page.waitForURL(/page=1/), next.click()])
      const second = await listingIds(page)
      expect(second.length).toBeGreaterThan(0)
      expect(second.filter((id) => first.includes(id))).toEqual([])
    })
  })
})
