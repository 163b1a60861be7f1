import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { collectProblems, launchBrowser } from './browser'

const base = new URL(inject('baseUrl'))
const hostUrl = (sub: string) => `http://${sub ? `${sub}.` : ''}localhost:${base.port}`

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe.each([
  { brand: 'Dealio UK', url: hostUrl(''), currency: '£' },
  { brand: 'Dealio Ireland', url: hostUrl('ie'), currency: '€' },
])('the $brand homepage in Chromium', ({ url, currency }) => {
  it('renders deal cards with prices, opens the More menu on click, and logs no errors', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    const problems = collectProblems(page)
    await page.goto(url, { waitUntil: 'networkidle' })

    const cards = page.locator('[data-testid="deal-card"]')
    expect(await cards.count()).toBeGreaterThan(4)
    expect(await cards.first().innerText()).toContain(currency)

    const more = page.getByRole('button', { name: /More/ })
    await expect.poll(() => more.getAttribute('aria-expanded')).toBe('false')
    await more.click()
    await expect.poll(() => more.getAttribute('aria-expanded')).toBe('true')
    const menuId = await more.getAttribute('aria-controls')
    expect(await page.locator(`#${menuId}`).isVisible()).toBe(true)

    expect(problems).toEqual([])
    await page.close()
  })
})
