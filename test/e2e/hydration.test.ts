import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { collectProblems, launchBrowser } from './browser'
import { openBuyableDeal } from './shopper'

// Issue 19, 'Hydration that never blocks': islands hydrate at load, when idle, when visible or
// on first use (src/client/islands/hydrate-on.ts). What waits for first use is not even
// fetched before, and a click that lands before it is live is replayed, not lost.

const base = inject('baseUrl')

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** The script files the page has asked for so far, by their chunk name (no hash). */
function scriptsFetched(page: Page): Set<string> {
  const names = new Set<string>()
  page.on('request', (request) => {
    const match = /\/assets\/([\w.-]+?)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname)
    if (match) names.add(match[1]!)
  })
  return names
}

const island = (page: Page, name: string) => page.locator(`[data-island="${name}"]`).first()

describe('island hydration in Chromium', () => {
  it('hydrates the header watchers unprompted and fetches first-use islands only on use', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const { hostname } = new URL(base)
    // No sign-up lightbox over the page: the test clicks the header itself.
    await context.addCookies([
      { name: 'signup_lightbox_seen', value: '1', domain: hostname, path: '/' },
    ])
    const page = await context.newPage()
    const problems = collectProblems(page)
    const fetched = scriptsFetched(page)
    await page.goto(`${base}/deals/london`, { waitUntil: 'networkidle' })

    // Unprompted: the basket count and the account menu hydrate when the page is idle.
    await page.locator('[data-island="basket-link"][data-hydrated="true"]').waitFor()
    await page.locator('[data-island="account-menu"][data-hydrated="true"]').waitFor()
    expect(await island(page, 'basket-link').getAttribute('data-hydrate-on')).toBe('idle')

    // First use: nothing of the location chooser yet.
    expect(await island(page, 'location-chooser').getAttribute('data-hydrate-on')).toBe(
      'interaction',
    )
    expect(await island(page, 'location-chooser').getAttribute('data-hydrated')).toBeNull()
    expect(fetched.has('location-chooser')).toBe(false)

    // A click on the server's link (a plain link to /deals) opens the chooser in place: it is
    // held while the island loads and replayed on the live chip, so the page does not leave.
    const chip = page.getByTestId('location-chooser')
    await chip.click()
    await page.getByRole('dialog', { name: 'Choose your town' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/deals/london')
    expect(fetched.has('location-chooser')).toBe(true)
    expect(await island(page, 'location-chooser').getAttribute('data-hydrated')).toBe('true')

    // Focus is use too: the sort menu hydrates when it takes focus.
    await page.locator('[data-island="sort-form"] select').first().focus()
    await page.locator('[data-island="sort-form"][data-hydrated="true"]').waitFor()
    expect(problems).toEqual([])
    await context.close()
  })

  it("hydrates a deal page's product picker at load and its share buttons on first use", async () => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
    const page = await context.newPage()
    const problems = collectProblems(page)
    await openBuyableDeal(page, base, '/deals/london')
    await page.locator('[data-island="deal-product-picker"][data-hydrated="true"]').waitFor()
    expect(await island(page, 'deal-product-picker').getAttribute('data-hydrate-on')).toBe('load')
    expect(await island(page, 'deal-share').getAttribute('data-hydrate-on')).toBe('interaction')
    expect(await island(page, 'deal-share').getAttribute('data-hydrated')).toBeNull()

    // Reviews wait until they come near the viewport.
    const reviews = island(page, 'deal-reviews')
    expect(await reviews.getAttribute('data-hydrate-on')).toBe('visible')
    await reviews.scrollIntoViewIfNeeded()
    await page.locator('[data-island="deal-reviews"][data-hydrated="true"]').waitFor()

    await island(page, 'deal-share').hover()
    await page.locator('[data-island="deal-share"][data-hydrated="true"]').waitFor()
    expect(problems).toEqual([])
    await context.close()
  })
})
