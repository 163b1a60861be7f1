import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, BrowserContext } from 'playwright-core'
import { collectProblems, launchBrowser } from './browser'

const base = inject('baseUrl')
const HOME = '/deals/london'
const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** A fresh browser profile with the sign-up lightbox already seen, so the only dialog that can
 * open is the one under test. */
async function newContext(options: Parameters<Browser['newContext']>[0]): Promise<BrowserContext> {
  const context = await browser.newContext(options)
  const { hostname } = new URL(base)
  await context.addCookies([
    { name: 'signup_lightbox_seen', value: '1', domain: hostname, path: '/' },
  ])
  return context
}

const desktop = () => newContext({ viewport: { width: 1280, height: 900 } })

describe('the exit promotion in Chromium', () => {
  it('opens after 20 s idle on a desktop, copies the code, and never opens again', async () => {
    const context = await desktop()
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base })
    const page = await context.newPage()
    const problems = collectProblems(page)
    await page.clock.install()
    await page.goto(`${base}${HOME}`, { waitUntil: 'networkidle' })
    const dialog = page.getByTestId('exit-promotion')

    await page.clock.runFor(19_000)
    expect(await dialog.count()).toBe(0)
    await page.clock.runFor(1_500)
    await dialog.waitFor()
    expect(await dialog.getByRole('heading').innerText()).toBe('SAVE AN EXTRA 10%')
    expect(await dialog.getByLabel('Your code').inputValue()).toBe('EXTRA10')
    expect(await dialog.getByLabel('Your code').getAttribute('readonly')).not.toBeNull()
    expect(await dialog.getByRole('link', { name: 'For full T&Cs' }).getAttribute('href')).toBe(
      '/page/promo',
    )
    await expect.poll(() => dialog.getByTestId('exit-promotion-card').count()).toBeGreaterThan(0)
    expect(await dialog.getByTestId('exit-promotion-card').count()).toBeLessThanOrEqual(6)

    await dialog.getByRole('button', { name: 'Copy' }).click()
    await expect.poll(() => dialog.locator('button[data-copy]').innerText()).toBe('Copied!')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('EXTRA10')
    await page.clock.runFor(2_100)
    await expect.poll(() => dialog.locator('button[data-copy]').innerText()).toBe('Copy')

    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.count()).toBe(0)

    // Once per browser: a reload and a long idle spell bring nothing back.
    await page.reload({ waitUntil: 'networkidle' })
    await page.clock.runFor(30_000)
    await page.mouse.move(400, 2)
    await page.waitForTimeout(300)
    expect(await dialog.count()).toBe(0)
    expect(problems).toEqual([])
    await context.close()
  })

  it('opens when the mouse goes to the top, and a card click navigates', async () => {
    const context = await desktop()
    const page = await context.newPage()
    await page.goto(`${base}${HOME}`, { waitUntil: 'networkidle' })
    await page.mouse.move(400, 300)
    await page.mouse.move(400, 5)
    const dialog = page.getByTestId('exit-promotion')
    await dialog.waitFor()
    const card = dialog.getByTestId('exit-promotion-card').first()
    await card.waitFor()
    const href = await card.getAttribute('href')
    await Promise.all([page.waitForURL(`${base}${href}`), card.click()])
    expect(await page.getByTestId('exit-promotion').count()).toBe(0)
    await context.close()
  })

  it('does not open on a phone', async () => {
    const context = await newContext({
      viewport: { width: 390, height: 844 },
      userAgent: ANDROID_UA,
      isMobile: true,
      hasTouch: true,
    })
    const page = await context.newPage()
    await page.clock.install()
    await page.goto(`${base}${HOME}`, { waitUntil: 'networkidle' })
    expect(await page.locator('[data-island="exit-promotion"]').count()).toBe(1)
    await page.clock.runFor(25_000)
    await page.waitForTimeout(300)
    expect(await page.getByTestId('exit-promotion').count()).toBe(0)
    await context.close()
  })

  it('does not open on the checkout page', async () => {
    const context = await desktop()
    const page = await context.newPage()
    await page.clock.install()
    await page.goto(`${base}/checkout`, { waitUntil: 'networkidle' })
    expect(await page.locator('[data-island="exit-promotion"]').count()).toBe(0)
    await page.clock.runFor(25_000)
    await page.mouse.move(400, 2)
    await page.waitForTimeout(300)
    expect(await page.getByTestId('exit-promotion').count()).toBe(0)
    await context.close()
  })
})

describe('the smartbanner in Chromium', () => {
  it('shows on an Android homepage, closes, and stays closed after a reload', async () => {
    const context = await newContext({
      viewport: { width: 390, height: 844 },
      userAgent: ANDROID_UA,
      isMobile: true,
      hasTouch: true,
    })
    const page = await context.newPage()
    const problems = collectProblems(page)
    await page.goto(`${base}${HOME}`, { waitUntil: 'networkidle' })
    const banner = page.getByTestId('smartbanner')
    await banner.waitFor()
    expect(await banner.getByRole('link').innerText()).toMatch(/Open the .+ app/)
    expect(await banner.getByRole('link').getAttribute('href')).toMatch(/play\.google\.com/)

    await banner.getByRole('button', { name: 'Close app banner' }).click()
    await expect.poll(() => banner.count()).toBe(0)
    const cookie = (await context.cookies()).find((c) => c.name === 'smartbanner_closed')
    // §9 'Smartbanner cookie 2 days'. The cookie jar dates a Max-Age from the system clock,
    // not from the page's pinned one, so this compares with the system clock.
    // eslint-disable-next-line no-restricted-syntax
    const lifetime = cookie!.expires * 1000 - Date.now()
    expect(lifetime).toBeGreaterThan(2 * 86_400_000 - 60_000)
    expect(lifetime).toBeLessThanOrEqual(2 * 86_400_000)

    await page.reload({ waitUntil: 'networkidle' })
    await page.waitForTimeout(300)
    expect(await banner.count()).toBe(0)
    expect(problems).toEqual([])
    await context.close()
  })

  it('does not show on a desktop browser', async () => {
    const context = await desktop()
    const page = await context.newPage()
    await page.goto(`${base}${HOME}`, { waitUntil: 'networkidle' })
    expect(await page.locator('[data-island="smartbanner"]').count()).toBe(1)
    await page.waitForTimeout(300)
    expect(await page.getByTestId('smartbanner').count()).toBe(0)
    await context.close()
  })
})
