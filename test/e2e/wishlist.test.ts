import type { Page } from '@playwright/test'
import { test, expect } from './support/fixtures'
import { pageLive } from './support/islands'
import { signUp } from './support/shopper'
import { DESKTOP } from './support/viewports'

/** The first deal card heart the wishlist module has shown, and the deal it saves. */
async function firstHeart(page: Page, skip: string[] = []) {
  const heart = page
    .locator(
      `[data-testid="deal-card"] [data-wishlist-deal]:not([hidden])${skip
        .map((id) => `:not([data-wishlist-deal="${id}"])`)
        .join('')}`,
    )
    .first()
  await expect(heart).toBeVisible()
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

test.describe('wishlist in Chromium', () => {
  test.use(DESKTOP)

  test('hearts a deal card, lists it on /wishlist, removes it, and keeps a saved deal on sign-up', async ({
    page,
    problems,
    baseURL,
    shopper,
  }) => {
    // Anonymous: heart a card on the homepage (keyboard works too: it is a real button).
    await page.goto('/')
    await pageLive(page)
    const { heart, dealId } = await firstHeart(page)
    await expect(heart).toHaveAttribute('aria-pressed', 'false')
    await heart.focus()
    await changed(page, () => page.keyboard.press('Enter'))
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    expect(page.url()).toBe(`${baseURL}/`)

    // /wishlist lists it and asks the anonymous visitor to log in.
    await page.goto('/wishlist')
    await expect(page.getByText('Login to see your full wish list')).toBeVisible()
    const item = page.locator(`[data-wishlist-item="${dealId}"]`)
    await expect(item).toBeVisible()

    // Its heart is pressed; pressing it again removes the deal from the list.
    const saved = item.locator('[data-wishlist-deal]:not([hidden])')
    await expect(saved).toHaveAttribute('aria-pressed', 'true')
    await changed(page, () => saved.click())
    await expect(item).toHaveCount(0)
    await page.reload()
    await expect(page.getByTestId('wishlist-empty')).toBeVisible()

    // Save another deal, then sign up: the anonymous list becomes the customer's.
    await page.goto('/')
    await pageLive(page)
    const second = await firstHeart(page)
    await changed(page, () => second.heart.click())
    await expect(second.heart).toHaveAttribute('aria-pressed', 'true')

    await signUp(page, { ...shopper, firstName: 'Wren' })

    await page.goto('/wishlist')
    await expect(page.locator(`[data-wishlist-item="${second.dealId}"]`)).toBeVisible()
    await expect(page.getByText('Login to see your full wish list')).toHaveCount(0)

    expect(problems).toEqual([])
  })

  test('a heart fills before the answer comes and goes back, with a message, when the change fails', async ({
    page,
  }) => {
    await page.goto('/')
    await pageLive(page)
    const { heart } = await firstHeart(page)
    await expect(heart).toHaveAttribute('aria-pressed', 'false')

    // The answer is held back: the heart is pressed (useOptimistic) before it comes.
    let answer: () => void = () => undefined
    const held = new Promise<void>((resolve) => (answer = resolve))
    await page.route('**/api/v1/wishlist/**', async (route) => {
      if (route.request().method() === 'GET') return route.fallback()
      await held
      await route.fulfill({ status: 503, body: 'down' })
    })
    await heart.click()
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    await expect(heart).toHaveAttribute('aria-busy', 'true')
    answer()

    // Refused: back to unsaved, and the visitor is told.
    await expect(heart).toHaveAttribute('aria-pressed', 'false')
    await expect(heart).not.toHaveAttribute('aria-busy')
    await expect(page.getByText('Sorry, we could not update your wish list.')).toBeVisible()
    expect(page.url()).toMatch(/\/$/)
  })
})
