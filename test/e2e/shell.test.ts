import { test, expect } from './support/fixtures'
import { testClock } from './support/clock'
import { live, pageLive } from './support/islands'
import { ANDROID_UA, DESKTOP } from './support/viewports'

const HOME = '/deals/london'
const ANDROID = {
  viewport: { width: 390, height: 844 },
  userAgent: ANDROID_UA,
  isMobile: true,
  hasTouch: true,
}

// A fresh browser profile with the sign-up lightbox already seen, so the only dialog that can
// open is the one under test. Every context's clock is already installed at the pinned instant
// (support/fixtures.ts), so a test moves it with runFor.
test.use({ signupLightboxSeen: true })

test.describe('the exit promotion in Chromium', () => {
  test.describe('desktop', () => {
    test.use(DESKTOP)

    test('opens after 20 s idle on a desktop, copies the code, and never opens again', async ({
      page,
      context,
      baseURL,
      problems,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
      await page.goto(HOME)
      await live(page, 'exit-promotion')
      const dialog = page.getByTestId('exit-promotion')

      await page.clock.runFor(19_000)
      expect(await dialog.count()).toBe(0)
      await page.clock.runFor(1_500)
      await expect(dialog).toBeVisible()
      await expect(dialog.getByRole('heading')).toHaveText('SAVE AN EXTRA 10%')
      await expect(dialog.getByLabel('Your code')).toHaveValue('EXTRA10')
      expect(await dialog.getByLabel('Your code').getAttribute('readonly')).not.toBeNull()
      await expect(dialog.getByRole('link', { name: 'For full T&Cs' })).toHaveAttribute(
        'href',
        '/page/promo',
      )
      await expect.poll(() => dialog.getByTestId('exit-promotion-card').count()).toBeGreaterThan(0)
      expect(await dialog.getByTestId('exit-promotion-card').count()).toBeLessThanOrEqual(6)

      await dialog.getByRole('button', { name: 'Copy' }).click()
      await expect(dialog.locator('button[data-copy]')).toHaveText('Copied!')
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('EXTRA10')
      await page.clock.runFor(2_100)
      await expect(dialog.locator('button[data-copy]')).toHaveText('Copy')

      await page.keyboard.press('Escape')
      await expect(dialog).toHaveCount(0)

      // Once per browser: a reload and a long idle spell bring nothing back.
      await page.reload()
      await live(page, 'exit-promotion')
      await page.clock.runFor(30_000)
      await page.mouse.move(400, 2)
      await page.waitForTimeout(300)
      expect(await dialog.count()).toBe(0)
      expect(problems).toEqual([])
    })

    test('opens when the mouse goes to the top, and a card click navigates', async ({ page }) => {
      await page.goto(HOME)
      await live(page, 'exit-promotion')
      await page.mouse.move(400, 300)
      await page.mouse.move(400, 5)
      const dialog = page.getByTestId('exit-promotion')
      await expect(dialog).toBeVisible()
      const card = dialog.getByTestId('exit-promotion-card').first()
      await expect(card).toBeVisible()
      const href = await card.getAttribute('href')
      await Promise.all([page.waitForURL(href!), card.click()])
      await expect(page.getByTestId('exit-promotion')).toHaveCount(0)
    })

    test('does not open on the checkout page', async ({ page }) => {
      await page.goto('/checkout')
      await pageLive(page)
      expect(await page.locator('[data-island="exit-promotion"]').count()).toBe(0)
      await page.clock.runFor(25_000)
      await page.mouse.move(400, 2)
      await page.waitForTimeout(300)
      expect(await page.getByTestId('exit-promotion').count()).toBe(0)
    })
  })

  test.describe('Android phone', () => {
    test.use(ANDROID)

    test('does not open on a phone', async ({ page }) => {
      await page.goto(HOME)
      await live(page, 'exit-promotion')
      expect(await page.locator('[data-island="exit-promotion"]').count()).toBe(1)
      await page.clock.runFor(25_000)
      await page.waitForTimeout(300)
      expect(await page.getByTestId('exit-promotion').count()).toBe(0)
    })
  })
})

test.describe('the smartbanner in Chromium', () => {
  test.describe('Android phone', () => {
    test.use(ANDROID)

    test('shows on an Android homepage, closes, and stays closed after a reload', async ({
      page,
      context,
      problems,
    }) => {
      await page.goto(HOME)
      const banner = page.getByTestId('smartbanner')
      await expect(banner).toBeVisible()
      await expect(banner.getByRole('link')).toHaveText(/Open the .+ app/)
      await expect(banner.getByRole('link')).toHaveAttribute('href', /play\.google\.com/)

      await banner.getByRole('button', { name: 'Close app banner' }).click()
      await expect(banner).toHaveCount(0)
      const cookie = (await context.cookies()).find((c) => c.name === 'smartbanner_closed')
      // §9 'Smartbanner cookie 2 days'. The cookie jar dates a Max-Age from the system clock,
      // not from the page's pinned one, so this compares with the system clock.
      const lifetime = cookie!.expires * 1000 - (testClock.ms() - testClock.offsetMs())
      expect(lifetime).toBeGreaterThan(2 * 86_400_000 - 60_000)
      expect(lifetime).toBeLessThanOrEqual(2 * 86_400_000)

      await page.reload()
      await live(page, 'smartbanner')
      await page.waitForTimeout(300)
      expect(await banner.count()).toBe(0)
      expect(problems).toEqual([])
    })
  })

  test.describe('desktop', () => {
    test.use(DESKTOP)

    test('does not show on a desktop browser', async ({ page }) => {
      await page.goto(HOME)
      await live(page, 'smartbanner')
      expect(await page.locator('[data-island="smartbanner"]').count()).toBe(1)
      await page.waitForTimeout(300)
      expect(await page.getByTestId('smartbanner').count()).toBe(0)
    })
  })
})
