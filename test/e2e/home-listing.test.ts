import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { collectProblems, launchBrowser } from './browser'

const base = inject('baseUrl')

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const SCREENS: Record<string, BrowserContextOptions> = {
  desktop: { viewport: { width: 1280, height: 900 } },
  mobile: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
}

/** Every deal id the homepage's listing shows (main deal, side deals, grid, appended pages). */
const listingIds = (page: Page) =>
  page
    .locator('[data-testid="main-deal"], main [data-testid="deal-card"]:not([data-rail] *)')
    .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-stock-deal'))))

describe('the homepage listing in Chromium', () => {
  it.each(Object.keys(SCREENS))(
    'loads more deals on the homepage on %s, never showing a deal twice',
    async (screen) => {
      const context = await browser.newContext(SCREENS[screen])
      const page = await context.newPage()
      const problems = collectProblems(page)
      await page.goto(`${base}/?e2e=home-${screen}`)
      // The next-page link becomes the button as it comes near the viewport (hydrate-on.ts).
      await page.locator('[data-island="load-more"]').scrollIntoViewIfNeeded()
      await page.locator('[data-island="load-more"][data-hydrated]').waitFor()
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
      await expect.poll(() => page.getByTestId('sort-select').isVisible()).toBe(true)
      expect(problems).toEqual([])
      await context.close()
    },
  )

  it('shows the deal grid to a browser without script, with a working next-page link', async () => {
    const context = await browser.newContext({ ...SCREENS.mobile, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${base}/?e2e=home-nojs`)
    const cards = page.locator('main [data-testid="deal-card"]')
    expect(await cards.count()).toBeGreaterThan(30)
    await expect.poll(() => cards.first().isVisible()).toBe(true)
    expect(await page.getByText('Loading deals…').count()).toBe(0)
    const first = await listingIds(page)

    const next = page.getByRole('link', { name: 'Load more deals' })
    await Promise.all([page.waitForURL(/page=1/), next.click()])
    const second = await listingIds(page)
    expect(second.length).toBeGreaterThan(0)
    expect(second.filter((id) => first.includes(id))).toEqual([])
    await context.close()
  })
})
