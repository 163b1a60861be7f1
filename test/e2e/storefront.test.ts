import { test, expect } from './support/fixtures'
import { live, pageLive } from './support/islands'
import { DESKTOP } from './support/viewports'

const hostUrl = (base: string, sub: string) =>
  `http://${sub ? `${sub}.` : ''}localhost:${new URL(base).port}`

for (const { brand, sub, currency } of [
  { brand: 'Dealio UK', sub: '', currency: '£' },
  { brand: 'Dealio Ireland', sub: 'ie', currency: '€' },
]) {
  test.describe(`the ${brand} homepage in Chromium`, () => {
    test.use(DESKTOP)

    test('renders deal cards with prices, opens the More menu on click, and logs no errors', async ({
      page,
      problems,
      baseURL,
    }) => {
      await page.goto(hostUrl(baseURL!, sub))

      const cards = page.locator('[data-testid="deal-card"]')
      expect(await cards.count()).toBeGreaterThan(4)
      await expect(cards.first()).toContainText(currency)

      const more = page.getByRole('button', { name: /More/ })
      await live(page, 'header-nav')
      await expect(more).toHaveAttribute('aria-expanded', 'false')
      await more.click()
      await expect(more).toHaveAttribute('aria-expanded', 'true')
      const menuId = await more.getAttribute('aria-controls')
      await expect(page.locator(`#${menuId}`)).toBeVisible()

      await pageLive(page)
      expect(problems).toEqual([])
    })
  })
}
