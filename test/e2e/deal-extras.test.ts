import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { collectProblems, launchBrowser } from './browser'
import { buyAsNewShopper, openBuyableDeal, registerAtCheckout } from './shopper'

const base = inject('baseUrl')
const MOBILE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const dealIdOf = (href: string) => Number(href.match(/\/(\d+)(?:\/[^/]*)?$/)?.[1])

/** Deal links of a listing page, first to last. */
async function dealHrefs(page: Page, listing: string): Promise<string[]> {
  await page.goto(`${base}${listing}`, { waitUntil: 'domcontentloaded' })
  return page
    .locator('[data-testid="deal-card"] a[href^="/deal/"]')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')!))])
}

const ratings = (page: Page) =>
  page
    .locator('[data-testid="review-list"] > li')
    .evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-rating'))))

describe('the deal page extras in Chromium', () => {
  for (const [name, viewport] of [
    ['mobile', MOBILE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`hearts the deal on its own page (${name}): pressed, kept on reload, listed on /wishlist`, async () => {
      const context = await browser.newContext({ viewport })
      const page = await context.newPage()
      const problems = collectProblems(page)
      const [href] = await dealHrefs(page, '/deals/london')
      await page.goto(`${base}${href}`, { waitUntil: 'networkidle' })
      const heart = page.getByRole('button', { name: 'Save to wish list', exact: true })
      await heart.waitFor()
      expect(await heart.getAttribute('aria-pressed')).toBe('false')
      // A real button: the keyboard presses it too.
      await heart.focus()
      await Promise.all([
        page.waitForResponse(
          (res) => res.url().includes('/api/v1/wishlist/') && res.request().method() === 'POST',
        ),
        page.keyboard.press('Enter'),
      ])
      await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true')

      await page.reload({ waitUntil: 'networkidle' })
      await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true')

      await page.goto(`${base}/wishlist`, { waitUntil: 'networkidle' })
      await page.locator(`[data-wishlist-item="${dealIdOf(href!)}"]`).waitFor()
      expect(problems).toEqual([])
      await context.close()
    })
  }

  it('re-orders the reviews when sorted and offers all the merchant’s reviews', async () => {
    const context = await browser.newContext({ viewport: DESKTOP })
    const page = await context.newPage()
    const problems = collectProblems(page)
    // A deal with reviews of more than one rating, found through the reviews API.
    let chosen: string | null = null
    for (const href of (await dealHrefs(page, '/deals/london')).slice(0, 20)) {
      const res = await page.request.get(`${base}/api/v1/deal/${dealIdOf(href)}/reviews`)
      const body = (await res.json()) as { reviews: { rating: number }[] }
      if (new Set(body.reviews.map((review) => review.rating)).size > 1) {
        chosen = href
        break
      }
    }
    expect(chosen, 'a seeded deal with mixed ratings').not.toBeNull()
    await page.goto(`${base}${chosen}`, { waitUntil: 'networkidle' })
    // Reviews hydrate as they come into view (hydrate-on.ts).
    await page.locator('[data-island="deal-reviews"]').scrollIntoViewIfNeeded()
    await page.locator('[data-island="deal-reviews"][data-hydrated="true"]').waitFor()
    const sort = page.getByLabel('Sort by')

    const sortBy = (label: string, value: string) =>
      Promise.all([
        page.waitForResponse((res) => res.url().includes(`sortBy=${value}`) && res.ok()),
        sort.selectOption({ label }),
      ])
    await sortBy('Lowest rated', 'lowest')
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Loading' }).count()).toBe(0)
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
    await expect.poll(() => merchantWide.getAttribute('aria-pressed')).toBe('true')
    const merchant = await ratings(page)
    expect(merchant.length).toBeGreaterThan(0)
    expect(merchant).toEqual([...merchant].sort((a, b) => b - a))
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('address search at checkout in Chromium', () => {
  for (const [name, viewport] of [
    ['mobile', MOBILE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`fills the address fields, formatted, from a suggestion picked by keyboard (${name})`, async () => {
      const context = await browser.newContext({ viewport })
      const page = await context.newPage()
      const problems = collectProblems(page)
      await openBuyableDeal(page, base, '/deals/shop')
      await registerAtCheckout(page, 'address-search')
      // A gift pack is posted whatever the deal, so the address step shows for any deal.
      await page.getByRole('switch', { name: 'Add a gift pack' }).check()
      await page.getByTestId('delivery').waitFor()
      // The gift pack's basket update re-renders the step: type once it has settled.
      await page.waitForLoadState('networkidle')
      const search = page.getByRole('combobox', { name: 'Start typing your address or postcode' })
      await expect.poll(() => search.isEnabled()).toBe(true)
      await search.pressSequentially('12 high', { delay: 30 })
      const options = page.getByRole('listbox', { name: 'Address suggestions' }).getByRole('option')
      await options.first().waitFor()
      expect(await search.getAttribute('aria-expanded')).toBe('true')

      // Escape closes the list and keeps the text; typing again reopens it.
      await search.press('Escape')
      await expect.poll(() => search.getAttribute('aria-expanded')).toBe('false')
      await search.press('ArrowDown')
      await expect.poll(() => search.getAttribute('aria-expanded')).toBe('true')
      await search.press('ArrowDown')
      const active = await search.getAttribute('aria-activedescendant')
      expect(active).toBeTruthy()
      const picked = (await page.locator(`[id="${active}"]`).innerText()).trim()
      expect(picked).toMatch(/^12 High /)
      expect(await search.evaluate((el) => el === document.activeElement)).toBe(true)
      await Promise.all([
        page.waitForResponse((res) => res.url().includes('/api/v1/addresses/format') && res.ok()),
        search.press('Enter'),
      ])

      const line1 = page.getByLabel('Address line 1')
      await expect.poll(() => line1.inputValue()).toBe(picked.split(',')[0])
      const postcode = await page.getByLabel('Postcode or Eircode').inputValue()
      expect(picked.endsWith(postcode)).toBe(true)
      expect(postcode).toMatch(/^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/)
      expect(await page.getByLabel('Town or city').inputValue()).not.toBe('')

      // A hand edit is tidied on leaving the field.
      await page.getByLabel('Postcode or Eircode').fill(postcode.toLowerCase().replace(' ', ''))
      await line1.focus()
      await expect.poll(() => page.getByLabel('Postcode or Eircode').inputValue()).toBe(postcode)

      await page.getByRole('button', { name: 'Use this address' }).click()
      const chosen = page.getByTestId('delivery-address')
      await chosen.waitFor()
      expect(await chosen.innerText()).toContain(postcode)
      expect(problems).toEqual([])
      await context.close()
    })
  }
})

describe('the voucher list offline in Chromium', () => {
  it('opens the voucher list with the network off after one visit', async () => {
    const context = await browser.newContext({ viewport: MOBILE })
    const page = await context.newPage()
    await openBuyableDeal(page, base, '/deals/london')
    await buyAsNewShopper(page, 'vouchers-offline')

    await page.goto(`${base}/myaccount/vouchers`, { waitUntil: 'networkidle' })
    const cards = page.getByTestId('voucher-card')
    const count = await cards.count()
    expect(count).toBeGreaterThan(0)
    await page.waitForFunction(async () =>
      Boolean(await (await caches.open('dealio-vouchers')).match('/myaccount/vouchers')),
    )
    await page.evaluate(() => navigator.serviceWorker.ready)

    await context.setOffline(true)
    await page.reload({ waitUntil: 'domcontentloaded' })
    await expect.poll(() => cards.count()).toBe(count)
    expect(await cards.first().innerText()).toContain('Ready to Redeem')
    await context.setOffline(false)
    await context.close()
  })
})
