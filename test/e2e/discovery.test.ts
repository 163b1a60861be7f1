import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { collectProblems, launchBrowser } from './browser'

const base = inject('baseUrl')

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const cards = (page: Page) => page.locator('[data-testid="deal-card"]')

describe('discovery in Chromium', () => {
  it('searches for spa, narrows by a category, re-sorts, loads more, opens a deal and picks a product', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    const problems = collectProblems(page)
    await page.goto(base, { waitUntil: 'networkidle' })

    const box = page.getByRole('combobox', { name: 'Search deals' })
    await box.fill('spa')
    await page.getByRole('listbox', { name: 'Search suggestions' }).waitFor()
    await box.press('Enter')
    await page.waitForURL(/\/search\?q=spa/)
    expect(await page.getByTestId('listing-count').innerText()).toMatch(/^\d+ deals? for "spa"$/)

    const beauty = page.getByRole('link', { name: /^Beauty & Spa \d+ deals$/ })
    await Promise.all([page.waitForURL(/categories=beauty/), beauty.click()])
    await page.waitForLoadState('networkidle')
    expect(await page.getByTestId('facet-link').first().getAttribute('aria-current')).toBe('true')

    await Promise.all([
      page.waitForURL(/sort=price-asc/),
      page.getByTestId('sort-select').selectOption('price-asc'),
    ])
    await page.waitForLoadState('networkidle')
    const before = await cards(page).count()
    expect(before).toBeGreaterThan(0)

    await page.getByTestId('load-more-button').click()
    await expect.poll(() => cards(page).count()).toBeGreaterThan(before)
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: /more deals? loaded/ })
        .count(),
    ).toBe(1)

    const last = cards(page).last().getByRole('link')
    const href = await last.getAttribute('href')
    await Promise.all([page.waitForURL(`**${href}`), last.click()])
    expect(await page.locator('h1').innerText()).not.toBe('')
    expect(problems).toEqual([])

    // Pick a product: the first option on sale, one more unit, then Buy now, which puts it in
    // the basket and opens the basket's checkout.
    const picker = page.getByTestId('deal-product-picker')
    // Only a hydrated picker reacts: clicks on the server's HTML before then do nothing.
    await page.locator('[data-island="deal-product-picker"][data-hydrated]').waitFor()
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
      await expect.poll(async () => Number(await quantity.inputValue())).toBe(was + 1)
    }
    await Promise.all([
      page.waitForURL(/\/checkout\/[\w-]{11,}$/),
      picker.getByRole('button', { name: 'Buy now' }).click(),
    ])
    expect(await page.getByTestId('checkout-line').count()).toBe(1)
    await page.close()
  })

  it('lists a deal the visitor opened on /recently-viewed', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    const problems = collectProblems(page)
    await page.goto(`${base}/recently-viewed`, { waitUntil: 'networkidle' })
    expect(await page.getByTestId('recently-viewed-empty').innerText()).toContain(
      'Deals you look at will appear here',
    )
    await page.goto(`${base}/deals/london/beauty`, { waitUntil: 'networkidle' })
    const link = cards(page).first().getByRole('link')
    const headline = await link.innerText()
    await Promise.all([page.waitForURL(/\/deal\//), link.click()])
    await page.waitForLoadState('networkidle')
    await page.goto(`${base}/recently-viewed`, { waitUntil: 'networkidle' })
    await expect.poll(() => cards(page).count()).toBe(1)
    expect(await cards(page).first().innerText()).toContain(headline)
    expect(problems).toEqual([])
    await page.close()
  })

  it('suggests as you type and moves through the suggestions with the arrow keys', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    const problems = collectProblems(page)
    await page.goto(`${base}/deals/london`, { waitUntil: 'networkidle' })
    const box = page.getByRole('combobox', { name: 'Search deals' })
    await box.pressSequentially('mass', { delay: 30 })
    // The suggestions' own options: the town page's sort menu has options too.
    const options = page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option')
    await expect.poll(() => options.count()).toBeGreaterThan(0)
    await box.press('ArrowDown')
    const first = options.first()
    expect(await first.getAttribute('aria-selected')).toBe('true')
    expect(await box.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'))
    await box.press('Escape')
    expect(await box.getAttribute('aria-expanded')).toBe('false')
    expect(problems).toEqual([])
    await page.close()
  })

  it('finds gifts by recipient with the gift finder form', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    const problems = collectProblems(page)
    await page.goto(`${base}/deal/london/gift-finder`, { waitUntil: 'networkidle' })
    const form = page.getByTestId('gift-finder-form')
    await form.getByLabel('For').selectOption('mum')
    await Promise.all([
      page.waitForURL(/\/gifts-for-mum$/),
      form.getByRole('button', { name: 'Find gifts' }).click(),
    ])
    expect(await page.locator('h1').innerText()).toBe('Gifts for Mum')
    expect(await cards(page).count()).toBeGreaterThan(0)
    expect(problems).toEqual([])
    await page.close()
  })

  it('opens the filter drawer and the travel accordion on a 375 px phone', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 800 } })
    const problems = collectProblems(page)
    await page.goto(`${base}/deals/london/beauty`, { waitUntil: 'networkidle' })
    const filters = page.getByTestId('filter-toggle')
    expect(await page.locator('#listing-filters').isVisible()).toBe(false)
    await filters.click()
    await expect.poll(() => page.locator('#listing-filters').isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => page.locator('#listing-filters').isVisible()).toBe(false)

    await page.goto(`${base}/travel`, { waitUntil: 'networkidle' })
    const accordion = page.locator('button[aria-controls="travel-menu-groups"]')
    expect(await accordion.getAttribute('aria-expanded')).toBe('false')
    expect(await page.locator('#travel-menu-groups').isVisible()).toBe(false)
    await accordion.click()
    await expect.poll(() => accordion.getAttribute('aria-expanded')).toBe('true')
    expect(await page.locator('#travel-menu-groups').isVisible()).toBe(true)
    expect(problems).toEqual([])
    await page.close()
  })
})
