import type { Page, Request } from '@playwright/test'
import { test, expect } from './support/fixtures'
import { pageLive } from './support/islands'
import { DESKTOP } from './support/viewports'

/** The impressions total /insights shows (open in development, where wrangler dev runs). */
async function storedImpressions(page: Page): Promise<number> {
  const html = await (await page.request.get('/insights')).text()
  return Number(/data-total="impressions"[^>]*>(\d+)</.exec(html)?.[1] ?? NaN)
}

const hidePage = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
  })

test.describe('tracking in Chromium', () => {
  // Alone (playwright.config.ts): the stored total it checks counts every test's impressions.
  test(
    'posts the cards seen as one batch when the page is hidden, and stores them',
    {
      tag: '@alone',
    },
    async ({ page, problems }) => {
      const before = await storedImpressions(page)
      const sent: Request[] = []
      page.on('request', (req) => {
        if (req.url().includes('/api/v1/tracking/')) sent.push(req)
      })

      await page.goto('/')
      await page.locator('[data-testid="deal-card"]').first().scrollIntoViewIfNeeded()
      const visible = await page.$$eval('[data-testid="deal-card"]', (cards) =>
        cards
          .filter((card) => {
            // Nearly all on screen: surely counted (the collector needs half).
            const r = card.getBoundingClientRect()
            const shown = Math.min(r.bottom, innerHeight) - Math.max(r.top, 0)
            return r.height > 0 && shown / r.height >= 0.9
          })
          .map((card) => Number((card as HTMLElement).dataset.stockDeal)),
      )
      expect(visible.length).toBeGreaterThan(0)
      // The collector loads when idle and counts a card after a second at least half on screen.
      await expect
        .poll(() => sent.filter((r) => r.url().endsWith('/tracking/session')).length)
        .toBe(1)
      await page.waitForTimeout(1500)
      expect(sent.filter((r) => r.url().includes('/impressions/'))).toEqual([])

      await hidePage(page)
      await expect.poll(() => sent.filter((r) => r.url().includes('/impressions/')).length).toBe(1)
      const beacon = sent.find((r) => r.url().includes('/impressions/'))!
      expect(beacon.method()).toBe('POST')
      expect(beacon.headers()['content-type']).toMatch(/^text\/plain/)
      expect(new URL(beacon.url()).pathname).toMatch(/^\/api\/v1\/tracking\/impressions\/[\w-]+$/)
      const ids = JSON.parse(beacon.postData() ?? '[]') as number[]
      expect(ids.length).toBeGreaterThan(0)
      expect(ids.length).toBeLessThanOrEqual(50)
      expect(new Set(ids).size).toBe(ids.length)
      for (const id of visible) expect(ids).toContain(id)

      // Hiding again sends nothing new: each card counts once per page.
      await hidePage(page)
      await page.waitForTimeout(300)
      expect(sent.filter((r) => r.url().includes('/impressions/'))).toHaveLength(1)

      await expect.poll(() => storedImpressions(page)).toBe(before + ids.length)
      expect(problems).toEqual([])
    },
  )

  test.describe('desktop', () => {
    test.use(DESKTOP)

    test('creates the tracking session once per visitor and records a card click', async ({
      page,
      context,
    }) => {
      const sent: string[] = []
      page.on('request', (req) => {
        if (req.url().includes('/api/v1/tracking/')) sent.push(new URL(req.url()).pathname)
      })
      const session = page.waitForResponse((res) => res.url().endsWith('/tracking/session'))
      await page.goto('/')
      await session
      await expect.poll(() => sent.filter((p) => p.endsWith('/session')).length).toBe(1)
      const cookies = await context.cookies()
      expect(cookies.find((c) => c.name === 'vid')?.httpOnly).toBe(true)
      expect(cookies.find((c) => c.name === 'exp')?.value).toMatch(/^dp-[abc]\./)

      const card = page.locator('[data-testid="deal-card"]').first()
      const href = await card.getByRole('link').first().getAttribute('href')
      await Promise.all([
        page.waitForRequest((req) => req.url().includes('/tracking/clicks/')),
        page.waitForURL(`**${href}`),
        card.getByRole('link').first().click(),
      ])
      await pageLive(page)
      await page.waitForTimeout(500)
      expect(sent.some((p) => p.includes('/tracking/clicks/'))).toBe(true)
      expect(sent.filter((p) => p.endsWith('/session'))).toHaveLength(1)
    })
  })
})
