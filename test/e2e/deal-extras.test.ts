import type { Page } from '@playwright/test'
import { test, expect } from './support/fixtures'
import { live, pageLive } from './support/islands'
import { offlineCopyKept } from './support/offline'
import { buyAsNewShopper, dealHrefs, openBuyableDeal } from './support/shopper'
import { DESKTOP, PHONE } from './support/viewports'

const dealIdOf = (href: string) => Number(href.match(/\/(\d+)(?:\/[^/]*)?$/)?.[1])

const ratings = (page: Page) =>
  page
    .locator('[data-testid="review-list"] > li')
    .evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-rating'))))

const SIZES = { mobile: PHONE, desktop: DESKTOP } as const

test.describe('the deal page extras in Chromium', () => {
  for (const [name, screen] of Object.entries(SIZES)) {
    test.describe(name, () => {
      test.use(screen)

      test(`hearts the deal on its own page (${name}): pressed, kept on reload, listed on /wishlist`, async ({
        page,
        problems,
      }) => {
        const [href] = await dealHrefs(page, '/deals/london')
        await page.goto(href!)
        // The hearts start once the page's islands are live (entry.tsx, after-idle).
        await pageLive(page)
        const heart = page.getByRole('button', { name: 'Save to wish list', exact: true })
        await expect(heart).toHaveAttribute('aria-pressed', 'false')
        // A real button: the keyboard presses it too.
        await heart.focus()
        await Promise.all([
          page.waitForResponse(
            (res) => res.url().includes('/api/v1/wishlist/') && res.request().method() === 'POST',
          ),
          page.keyboard.press('Enter'),
        ])
        await expect(heart).toHaveAttribute('aria-pressed', 'true')

        await page.reload()
        await expect(heart).toHaveAttribute('aria-pressed', 'true')

        await page.goto('/wishlist')
        await expect(page.locator(`[data-wishlist-item="${dealIdOf(href!)}"]`)).toBeVisible()
        expect(problems).toEqual([])
      })
    })
  }

  test.describe('desktop', () => {
    test.use(DESKTOP)

    test('re-orders the reviews when sorted and offers all the merchant’s reviews', async ({
      page,
      problems,
    }) => {
      // A deal with reviews of more than one rating, found through the reviews API.
      let chosen: string | null = null
      for (const href of (await dealHrefs(page, '/deals/london')).slice(0, 20)) {
        const res = await page.request.get(`/api/v1/deal/${dealIdOf(href)}/reviews`)
        const body = (await res.json()) as { reviews: { rating: number }[] }
        if (new Set(body.reviews.map((review) => review.rating)).size > 1) {
          chosen = href
          break
        }
      }
      expect(chosen, 'a seeded deal with mixed ratings').not.toBeNull()
      await page.goto(chosen!)
      // Reviews hydrate as they come into view (hydrate-on.ts).
      await page.locator('[data-island="deal-reviews"]').scrollIntoViewIfNeeded()
      await live(page, 'deal-reviews')
      const sort = page.getByLabel('Sort by')

      const sortBy = (label: string, value: string) =>
        Promise.all([
          page.waitForResponse((res) => res.url().includes(`sortBy=${value}`) && res.ok()),
          sort.selectOption({ label }),
        ])
      await sortBy('Lowest rated', 'lowest')
      await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0)
      const lowest = await ratings(page)
      expect(lowest).toEqual([...lowest].sort((a, b) => a - b))
      await sortBy('Highest rated', 'rating')
      await expect.poll(async () => (await ratings(page))[0]).toBe(Math.max(...lowest))
      const highest = await ratings(page)
      expect(highest).toEqual([...highest].sort((a, b) => b - a))

      const merchantWide = page.getByRole('button', { name: /^All reviews for / })
      await Promise.all([
        page.waitForResponse((res) => res.url().includes('filterByDeal=false') && res.ok()),
        merchantWide.click(),
      ])
      await expect(merchantWide).toHaveAttribute('aria-pressed', 'true')
      const merchant = await ratings(page)
      expect(merchant.length).toBeGreaterThan(0)
      expect(merchant).toEqual([...merchant].sort((a, b) => b - a))
      expect(problems).toEqual([])
    })
  })
})

test.describe('address search at checkout in Chromium', () => {
  for (const [name, screen] of Object.entries(SIZES)) {
    test.describe(name, () => {
      test.use(screen)

      test(`fills the address fields, formatted, from a suggestion picked by keyboard (${name})`, async ({
        page,
        problems,
        registeredAtCheckout: _,
      }) => {
        // A gift pack is posted whatever the deal, so the address step shows for any deal.
        await Promise.all([
          page.waitForResponse((res) => res.url().endsWith('/gifting')),
          page.getByRole('switch', { name: 'Add a gift pack' }).check(),
        ])
        await expect(page.getByTestId('delivery')).toBeVisible()
        // The gift pack's save re-renders the step with the new checkout: type once it has come
        // back and the search is enabled.
        const search = page.getByRole('combobox', { name: 'Start typing your address or postcode' })
        await expect(search).toBeEnabled()
        await search.pressSequentially('12 high', { delay: 30 })
        const options = page
          .getByRole('listbox', { name: 'Address suggestions' })
          .getByRole('option')
        await expect(options.first()).toBeVisible()
        await expect(search).toHaveAttribute('aria-expanded', 'true')

        // Escape closes the list and keeps the text; typing again reopens it.
        await search.press('Escape')
        await expect(search).toHaveAttribute('aria-expanded', 'false')
        await search.press('ArrowDown')
        await expect(search).toHaveAttribute('aria-expanded', 'true')
        await search.press('ArrowDown')
        const active = await search.getAttribute('aria-activedescendant')
        expect(active).toBeTruthy()
        const picked = (await page.locator(`[id="${active}"]`).innerText()).trim()
        expect(picked).toMatch(/^12 High /)
        await expect(search).toBeFocused()
        await Promise.all([
          page.waitForResponse((res) => res.url().includes('/api/v1/addresses/format') && res.ok()),
          search.press('Enter'),
        ])

        const line1 = page.getByLabel('Address line 1')
        await expect(line1).toHaveValue(picked.split(',')[0]!)
        const postcode = await page.getByLabel('Postcode or Eircode').inputValue()
        expect(picked.endsWith(postcode)).toBe(true)
        expect(postcode).toMatch(/^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/)
        await expect(page.getByLabel('Town or city')).not.toHaveValue('')

        // A hand edit is tidied on leaving the field.
        await page.getByLabel('Postcode or Eircode').fill(postcode.toLowerCase().replace(' ', ''))
        await line1.focus()
        await expect(page.getByLabel('Postcode or Eircode')).toHaveValue(postcode)

        await page.getByRole('button', { name: 'Use this address' }).click()
        await expect(page.getByTestId('delivery-address')).toContainText(postcode)
        expect(problems).toEqual([])
      })
    })
  }
})

test.describe('the voucher list offline in Chromium', () => {
  test.use(PHONE)

  test('opens the voucher list with the network off after one visit', async ({
    page,
    context,
    shopper,
  }) => {
    await openBuyableDeal(page, '/deals/london')
    await buyAsNewShopper(page, shopper)

    await page.goto('/myaccount/vouchers')
    const cards = page.getByTestId('voucher-card')
    const count = await cards.count()
    expect(count).toBeGreaterThan(0)
    await offlineCopyKept(page, '/myaccount/vouchers')
    await page.evaluate(() => navigator.serviceWorker.ready)

    await context.setOffline(true)
    await page.reload({ waitUntil: 'domcontentloaded' })
    await expect(cards).toHaveCount(count)
    await expect(cards.first()).toContainText('Ready to Redeem')
    await context.setOffline(false)
  })
})
