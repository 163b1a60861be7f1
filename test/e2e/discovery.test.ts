import type { Page } from '@playwright/test'
import { test, expect } from './support/fixtures'
import { live, pageLive } from './support/islands'
import { buyNowButton } from './support/shopper'
import { DESKTOP } from './support/viewports'

const cards = (page: Page) => page.locator('[data-testid="deal-card"]')

test.describe('discovery in Chromium', () => {
  test.use(DESKTOP)

  test('searches for spa, narrows by a category, re-sorts, loads more, opens a deal and picks a product', async ({
    page,
    problems,
  }) => {
    await page.goto('/')
    await live(page, 'search-autocomplete')

    const box = page.getByRole('combobox', { name: 'Search deals' })
    await box.fill('spa')
    await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeVisible()
    await box.press('Enter')
    await page.waitForURL(/\/search\?q=spa/)
    await expect(page.getByTestId('listing-count')).toHaveText(/^\d+ deals? for “spa”$/)

    const beauty = page.getByRole('link', { name: /^Beauty & Spa \d+ deals$/ })
    await Promise.all([page.waitForURL(/categories=beauty/), beauty.click()])
    await expect(page.getByTestId('facet-link').first()).toHaveAttribute('aria-current', 'true')

    await Promise.all([
      page.waitForURL(/sort=price-asc/),
      page.getByTestId('sort-select').selectOption('price-asc'),
    ])
    // Load more is the server's next-page link until its island is live (hydrate-on.ts).
    await page.locator('[data-island="load-more"]').scrollIntoViewIfNeeded()
    await live(page, 'load-more')
    const before = await cards(page).count()
    expect(before).toBeGreaterThan(0)

    await page.getByTestId('load-more-button').click()
    await expect.poll(() => cards(page).count()).toBeGreaterThan(before)
    await expect(page.getByRole('status').filter({ hasText: /more deals? loaded/ })).toHaveCount(1)

    const last = cards(page).last().getByRole('link')
    const href = await last.getAttribute('href')
    await Promise.all([page.waitForURL(`**${href}`), last.click()])
    await expect(page.locator('h1')).not.toHaveText('')
    expect(problems).toEqual([])

    // Pick a product: the first option on sale, one more unit, then Buy now, which puts it in
    // the basket and opens the basket's checkout.
    const picker = page.getByTestId('deal-product-picker')
    // Only a hydrated picker reacts: clicks on the server's HTML before then do nothing.
    await live(page, 'deal-product-picker')
    const select = picker.locator('select')
    if (await select.count()) {
      const value = await select.locator('option:not([disabled])').first().getAttribute('value')
      await select.selectOption(value!)
    } else {
      await picker.locator('input[type="radio"]:not([disabled])').first().check()
    }
    const quantity = picker.getByRole('spinbutton')
    const increase = picker.getByRole('button', { name: 'Increase quantity' })
    if (await increase.isEnabled()) {
      const was = Number(await quantity.inputValue())
      await increase.click()
      await expect(quantity).toHaveValue(String(was + 1))
    }
    await Promise.all([page.waitForURL(/\/checkout\/[\w-]{11,}$/), buyNowButton(page).click()])
    await expect(page.getByTestId('checkout-line')).toHaveCount(1)
  })

  test('lists a deal the visitor opened on /recently-viewed', async ({ page, problems }) => {
    await page.goto('/recently-viewed')
    await live(page, 'recently-viewed-list')
    await expect(page.getByTestId('recently-viewed-empty')).toContainText(
      'Deals you look at will appear here',
    )
    await page.goto('/deals/london/beauty')
    const link = cards(page).first().getByRole('link')
    const headline = await link.innerText()
    await Promise.all([page.waitForURL(/\/deal\//), link.click()])
    // The deal page records the visit once its island is live.
    await live(page, 'record-recently-viewed')
    await page.goto('/recently-viewed')
    await expect(cards(page)).toHaveCount(1)
    await expect(cards(page).first()).toContainText(headline)
    expect(problems).toEqual([])
  })

  test('suggests as you type and moves through the suggestions with the arrow keys', async ({
    page,
    problems,
  }) => {
    await page.goto('/deals/london')
    await live(page, 'search-autocomplete')
    const box = page.getByRole('combobox', { name: 'Search deals' })
    await box.pressSequentially('mass', { delay: 30 })
    // The suggestions' own options: the town page's sort menu has options too.
    const options = page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option')
    await expect(options.first()).toBeVisible()
    await box.press('ArrowDown')
    const first = options.first()
    await expect(first).toHaveAttribute('aria-selected', 'true')
    expect(await box.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'))
    await box.press('Escape')
    await expect(box).toHaveAttribute('aria-expanded', 'false')
    expect(problems).toEqual([])
  })

  test('finds gifts by recipient with the gift finder form', async ({ page, problems }) => {
    await page.goto('/deal/london/gift-finder')
    await pageLive(page)
    const form = page.getByTestId('gift-finder-form')
    await form.getByLabel('For').selectOption('mum')
    await Promise.all([
      page.waitForURL(/\/gifts-for-mum$/),
      form.getByRole('button', { name: 'Find gifts' }).click(),
    ])
    await expect(page.locator('h1')).toHaveText('Gifts for Mum')
    expect(await cards(page).count()).toBeGreaterThan(0)
    expect(problems).toEqual([])
  })

  test.describe('on a 375 px phone', () => {
    test.use({ viewport: { width: 375, height: 800 } })

    test('opens the filter drawer and the travel accordion on a 375 px phone', async ({
      page,
      problems,
    }) => {
      await page.goto('/deals/london/beauty')
      await live(page, 'filter-toggle')
      const filters = page.getByTestId('filter-toggle')
      await expect(page.locator('#listing-filters')).toBeHidden()
      await filters.click()
      await expect(page.locator('#listing-filters')).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(page.locator('#listing-filters')).toBeHidden()

      await page.goto('/travel')
      await pageLive(page)
      const accordion = page.locator('button[aria-controls="travel-menu-groups"]')
      await expect(accordion).toHaveAttribute('aria-expanded', 'false')
      await expect(page.locator('#travel-menu-groups')).toBeHidden()
      await accordion.click()
      await expect(accordion).toHaveAttribute('aria-expanded', 'true')
      await expect(page.locator('#travel-menu-groups')).toBeVisible()
      expect(problems).toEqual([])
    })
  })
})
