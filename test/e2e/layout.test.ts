import { test, expect } from './support/fixtures'
import { live } from './support/islands'
import { buyNowButton, openBuyableDeal } from './support/shopper'
import { e2eBaseUrl } from './support/server-address'
import { DESKTOP, MOBILE } from './support/viewports'

test.describe('the deal page on a phone', () => {
  test.use(MOBILE)

  test('shows a sticky Buy now bar with the price once the picker scrolls away, and it buys', async ({
    page,
    problems,
  }) => {
    await openBuyableDeal(page, '/deals/shop')
    await live(page, 'deal-product-picker')
    const bar = page.getByRole('region', { name: 'Buy this deal' })
    const picker = page.getByTestId('deal-product-picker')
    // With the picker on screen the bar stays out of the way (and out of the a11y tree).
    await buyNowButton(page).scrollIntoViewIfNeeded()
    await expect(bar).toBeHidden()

    // Scrolled past the picker: the bar shows the picker's total and its own Buy now.
    await page.getByRole('heading', { name: 'The fine print' }).scrollIntoViewIfNeeded()
    await expect(picker).not.toBeInViewport()
    await expect(bar).toBeVisible()
    const total = await picker.locator('output strong').textContent()
    await expect(bar.locator('strong')).toHaveText(total!)

    await Promise.all([
      page.waitForURL(/\/checkout\/[\w-]{11,}$/),
      bar.getByRole('button', { name: 'Buy now' }).click(),
    ])
    await live(page, 'checkout-app')
    await expect(page.getByTestId('checkout-line')).toHaveCount(1)
    expect(problems).toEqual([])
  })

  test('leaves the end of the footer above the sticky Buy bar', async ({ page }) => {
    await openBuyableDeal(page, '/deals/shop')
    await live(page, 'deal-product-picker')
    const bar = page.getByRole('region', { name: 'Buy this deal' })
    await page.getByRole('heading', { name: 'The fine print' }).scrollIntoViewIfNeeded()
    await expect(bar).toBeVisible()
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const lastLink = page.locator('footer a').last()
    // Scrolled to the very bottom, the bar still shows and the footer's last link sits wholly
    // above it, on screen.
    await expect(bar).toBeVisible()
    await expect(lastLink).toBeInViewport({ ratio: 1 })
    await expect
      .poll(async () => {
        const [link, barBox] = [await lastLink.boundingBox(), await bar.boundingBox()]
        return link!.y + link!.height <= barBox!.y
      })
      .toBe(true)
  })
})

test.describe('listing layout on a desktop', () => {
  test.use(DESKTOP)

  test('the deal beside the main deal keeps its own height, and a row of cards shares one footer line', async ({
    page,
  }) => {
    await page.goto('/deals/london')
    const main = page.getByTestId('main-deal')
    await expect(main).toBeVisible()
    const side = page.locator('[data-testid="main-deal"] + ul [data-testid="deal-card"]')
    if ((await side.count()) > 0) {
      const [mainBox, sideBox] = [await main.boundingBox(), await side.first().boundingBox()]
      expect(sideBox!.height).toBeLessThan(mainBox!.height * 0.9)
    }
    // The first row of the grid: prices start at the same height on every card.
    const prices = page.locator('section [data-testid="deal-card"] p:has(strong)')
    const tops = await prices.evaluateAll((nodes) =>
      nodes.slice(0, 3).map((node) => Math.round(node.getBoundingClientRect().top)),
    )
    expect(new Set(tops).size).toBe(1)
  })
})

test.describe('the header on a narrow phone', () => {
  test.use({ ...MOBILE, viewport: { width: 360, height: 740 } })

  // LivingSocial's wordmark is wide: with a skin's badge beside it (wellness, VIP) it must give
  // way to the account links, not run under them.
  for (const path of ['/', '/deals/wellness-collection', '/?site=vip']) {
    test(`LivingSocial ${path}: the logo and its badge end before the account links`, async ({
      page,
    }) => {
      const url = new URL(path, e2eBaseUrl())
      url.hostname = `livingsocial.${url.hostname}`
      await page.goto(url.href)
      const logo = page.locator('header a[href="/"]').first()
      const account = page.getByRole('navigation', { name: 'Account' })
      await expect(account).toBeVisible()
      const [logoBox, accountBox] = [await logo.boundingBox(), await account.boundingBox()]
      expect(logoBox!.x + logoBox!.width).toBeLessThanOrEqual(accountBox!.x)
      // The mark is still drawn at a readable size.
      const mark = await logo.locator('svg').boundingBox()
      expect(mark!.width).toBeGreaterThan(100)
      // Nothing of the page is wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      )
    })
  }
})

test.describe('home on a narrow phone', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test("the rails' See all links are tap targets at least 24 px high", async ({ page }) => {
    await page.goto('/')
    const seeAll = page.getByRole('link', { name: 'See all', exact: true })
    await expect(seeAll.first()).toBeVisible()
    const heights = await seeAll.evaluateAll((links) =>
      links.map((link) => link.getBoundingClientRect().height),
    )
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(24)
  })
})
