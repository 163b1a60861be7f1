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

/** The first deal card heart the wishlist module has shown, and the deal it saves. */
async function firstHeart(page: Page, skip: string[] = []) {
  const heart = page
    .locator(
      `[data-testid="deal-card"] [data-wishlist-deal]:not([hidden])${skip
        .map((id) => `:not([data-wishlist-deal="${id}"])`)
        .join('')}`,
    )
    .first()
  await heart.waitFor()
  return { heart, dealId: (await heart.getAttribute('data-wishlist-deal'))! }
}

/** Runs `act` and waits for the wishlist change it makes to be answered. */
const changed = (page: Page, act: () => Promise<void>) =>
  Promise.all([
    page.waitForResponse(
      (res) => res.url().includes('/api/v1/wishlist/') && res.request().method() !== 'GET',
    ),
    act(),
  ])

describe('wishlist in Chromium', () => {
  it('hearts a deal card, lists it on /wishlist, removes it, and keeps a saved deal on sign-up', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    const problems = collectProblems(page)

    // Anonymous: heart a card on the homepage (keyboard works too: it is a real button).
    await page.goto(`${base}/`, { waitUntil: 'networkidle' })
    const { heart, dealId } = await firstHeart(page)
    expect(await heart.getAttribute('aria-pressed')).toBe('false')
    await heart.focus()
    await changed(page, () => page.keyboard.press('Enter'))
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true')
    expect(page.url()).toBe(`${base}/`)

    // /wishlist lists it and asks the anonymous visitor to log in.
    await page.goto(`${base}/wishlist`, { waitUntil: 'networkidle' })
    await page.getByText('Login to see your full wish list').waitFor()
    const item = page.locator(`[data-wishlist-item="${dealId}"]`)
    await item.waitFor()

    // Its heart is pressed; pressing it again removes the deal from the list.
    const saved = item.locator('[data-wishlist-deal]:not([hidden])')
    await expect.poll(() => saved.getAttribute('aria-pressed')).toBe('true')
    await changed(page, () => saved.click())
    await item.waitFor({ state: 'detached' })
    await page.reload({ waitUntil: 'networkidle' })
    await page.getByTestId('wishlist-empty').waitFor()

    // Save another deal, then sign up: the anonymous list becomes the customer's.
    await page.goto(`${base}/`, { waitUntil: 'networkidle' })
    const second = await firstHeart(page)
    await changed(page, () => second.heart.click())
    await expect.poll(() => second.heart.getAttribute('aria-pressed')).toBe('true')

    const email = `wish-e2e-${crypto.randomUUID()}@example.com`
    await page.goto(`${base}/register`, { waitUntil: 'networkidle' })
    await page.getByLabel('First name').fill('Wren')
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByLabel('Password', { exact: true }).fill('secret123')
    await page.getByLabel('Confirm password').fill('secret123')
    await Promise.all([
      page.waitForURL(`${base}/`),
      page.getByRole('button', { name: 'Sign up' }).click(),
    ])

    await page.goto(`${base}/wishlist`, { waitUntil: 'networkidle' })
    await page.locator(`[data-wishlist-item="${second.dealId}"]`).waitFor()
    expect(await page.getByText('Login to see your full wish list').count()).toBe(0)

    expect(problems).toEqual([])
    await page.close()
  })
})
