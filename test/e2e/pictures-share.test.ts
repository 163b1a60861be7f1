import { createHash } from 'node:crypto'
import { test, expect } from './support/fixtures'
import { live } from './support/islands'
import { MOBILE } from './support/viewports'

// On a phone: a category page's first 12 cards show at least 10 different
// pictures; a deal's og:image is an absolute PNG that answers 1200×630; the Share button copies
// the deal's link where there is no share sheet and says so.
test.use({ ...MOBILE, signupLightboxSeen: true })

const cards = (page: import('@playwright/test').Page) => page.locator('[data-testid="deal-card"]')

test('a category page shows different pictures, and a deal shares a 1200×630 card and its link', async ({
  page,
  context,
  baseURL,
  problems,
}) => {
  await page.goto('/deals/london/beauty')
  // The first grid page holds fewer than 12: the next come in through "Load more deals".
  await page.locator('[data-island="load-more"]').scrollIntoViewIfNeeded()
  await live(page, 'load-more')
  await page.getByTestId('load-more-button').click()
  await expect(cards(page).nth(11)).toBeAttached()
  const sources = await cards(page)
    .locator('img')
    .evaluateAll((imgs) => imgs.slice(0, 12).map((img) => (img as HTMLImageElement).src))
  expect(new Set(sources).size).toBe(12)
  const contents = await Promise.all(
    sources.map(async (src) => {
      const res = await page.request.get(src)
      expect(res.ok(), src).toBe(true)
      return createHash('sha256')
        .update(await res.body())
        .digest('hex')
    }),
  )
  expect(new Set(contents).size).toBeGreaterThanOrEqual(10)

  const link = cards(page).first().getByRole('link').first()
  await Promise.all([page.waitForURL(/\/deal\//), link.click()])
  const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content')
  expect(ogImage).toMatch(/^https:\/\/[^/]+\/images\/share\/deal\/\d+\.png\?v=\d+$/)
  // The card's host is the brand's production host; this server answers the same path.
  const card = new URL(ogImage!)
  const png = await page.request.get(`${baseURL}${card.pathname}${card.search}`)
  expect(png.status()).toBe(200)
  expect(png.headers()['content-type']).toBe('image/png')
  const bytes = await png.body()
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630])

  // No share sheet (a desktop browser, or a phone without one): the link goes on the clipboard.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
  await page.evaluate(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true })
  })
  const share = page.getByRole('button', { name: 'Share link' })
  // By keyboard: focus hydrates the island (hydrate-on 'interaction'), Enter presses it.
  await share.focus()
  await live(page, 'deal-share')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toMatch(/^https?:\/\/.+\/deal\//)
  expect(problems).toEqual([])
})
