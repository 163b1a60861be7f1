import { test, expect } from './support/fixtures'
import { island, live } from './support/islands'
import { buyNowButton, openBuyableDeal } from './support/shopper'
import { DESKTOP } from './support/viewports'

test.describe('an island that throws', () => {
  test.use(DESKTOP)

  test("keeps the server's HTML on the page, reports the error, and leaves the other islands working", async ({
    page,
  }) => {
    const dealPath = await openBuyableDeal(page, '/deals/london')
    // The same page with the picker's props broken, so its component throws as it hydrates.
    await page.route(`**${dealPath}`, async (route) => {
      const response = await route.fetch()
      const body = (await response.text()).replace(
        /(data-island-props="deal-product-picker">)[^<]*/,
        '$1{}',
      )
      await route.fulfill({ response, body })
    })
    const reported = page.waitForRequest(
      (request) =>
        request.url().endsWith('/api/v1/log/error') &&
        (request.postData() ?? '').includes('island:deal-product-picker'),
    )
    await page.reload()

    const picker = island(page, 'deal-product-picker')
    await expect(picker).toHaveAttribute('data-island-failed', 'true')
    await reported
    // What the server sent is still there and readable: the picker's options and Buy now.
    await expect(page.getByTestId('deal-product-picker')).toBeVisible()
    await expect(buyNowButton(page)).toBeVisible()
    // The rest of the page hydrated as usual: the header's menu still opens.
    await live(page, 'header-nav')
    await expect(page.locator('h1')).toBeVisible()
  })
})
