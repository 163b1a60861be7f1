import type { Page } from '@playwright/test'
import { test, expect } from './support/fixtures'
import { island, live } from './support/islands'
import { openBuyableDeal } from './support/shopper'
import { DESKTOP } from './support/viewports'

// Hydration that never blocks: islands hydrate at load, when idle, when visible or
// on first use (src/client/islands/hydrate-on.ts). What waits for first use is not even
// fetched before, and a click that lands before it is live is replayed, not lost.

/** The script files the page has asked for so far, by their chunk name (no hash). */
function scriptsFetched(page: Page): Set<string> {
  const names = new Set<string>()
  page.on('request', (request) => {
    const match = /\/assets\/([\w.-]+?)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname)
    if (match) names.add(match[1]!)
  })
  return names
}

test.describe('island hydration in Chromium', () => {
  test.describe('desktop', () => {
    test.use({ ...DESKTOP, signupLightboxSeen: true })

    // No sign-up lightbox over the page: the test clicks the header itself.
    test('hydrates the header watchers unprompted and fetches first-use islands only on use', async ({
      page,
      problems,
    }) => {
      const fetched = scriptsFetched(page)
      await page.goto('/deals/london')

      // Unprompted: the basket count and the account menu hydrate when the page is idle.
      await live(page, 'basket-link')
      await live(page, 'account-menu')
      await expect(island(page, 'basket-link')).toHaveAttribute('data-hydrate-on', 'idle')

      // First use: nothing of the location chooser yet.
      await expect(island(page, 'location-chooser')).toHaveAttribute(
        'data-hydrate-on',
        'interaction',
      )
      expect(await island(page, 'location-chooser').getAttribute('data-hydrated')).toBeNull()
      expect(fetched.has('location-chooser')).toBe(false)

      // A click on the server's link (a plain link to /deals) opens the chooser in place: it is
      // held while the island loads and replayed on the live chip, so the page does not leave.
      const chip = page.getByTestId('location-chooser')
      await chip.click()
      await expect(page.getByRole('dialog', { name: 'Choose your town' })).toBeVisible()
      expect(new URL(page.url()).pathname).toBe('/deals/london')
      expect(fetched.has('location-chooser')).toBe(true)
      await expect(island(page, 'location-chooser')).toHaveAttribute('data-hydrated', 'true')

      // Focus is use too: the sort menu hydrates when it takes focus.
      await page.locator('[data-island="sort-form"] select').first().focus()
      await live(page, 'sort-form')
      expect(problems).toEqual([])
    })
  })

  test.describe('phone', () => {
    test.use({ viewport: { width: 412, height: 823 } })

    test("hydrates a deal page's product picker at load and its share buttons on first use", async ({
      page,
      problems,
    }) => {
      await openBuyableDeal(page, '/deals/london')
      await live(page, 'deal-product-picker')
      await expect(island(page, 'deal-product-picker')).toHaveAttribute('data-hydrate-on', 'load')
      await expect(island(page, 'deal-share')).toHaveAttribute('data-hydrate-on', 'interaction')
      expect(await island(page, 'deal-share').getAttribute('data-hydrated')).toBeNull()

      // Reviews wait until they come near the viewport.
      const reviews = island(page, 'deal-reviews')
      await expect(reviews).toHaveAttribute('data-hydrate-on', 'visible')
      await reviews.scrollIntoViewIfNeeded()
      await live(page, 'deal-reviews')

      await island(page, 'deal-share').hover()
      await live(page, 'deal-share')
      expect(problems).toEqual([])
    })
  })
})
