import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { describeViolations, seriousViolations } from './axe'
import { collectProblems, launchBrowser } from './browser'
import { testClock } from './clock'
import { openBuyableDeal } from './shopper'

// Issue 16: the shopper chooses their town in the header, and the next visit's header chip and
// home feed are that town's; the header basket shows its item count after adding a deal.

const base = inject('baseUrl')
const YEAR_SECONDS = 365 * 86_400

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** A fresh profile with the sign-up lightbox already seen, so no other dialog gets in the way. */
async function newContext(options: Parameters<Browser['newContext']>[0]): Promise<BrowserContext> {
  const context = await browser.newContext(options)
  const { hostname } = new URL(base)
  await context.addCookies([
    { name: 'signup_lightbox_seen', value: '1', domain: hostname, path: '/' },
  ])
  return context
}

const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 900 } },
  mobile: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const

const hydrated = (page: Page, island: string) =>
  page.locator(`[data-island="${island}"][data-hydrated="true"]`).waitFor()
/** The chooser hydrates on first use (hydrate-on.ts): the test clicks the server's link as soon
 * as the page has its script, and the held click is replayed on the live chip. */
const scripted = (page: Page) => page.waitForLoadState('load')

async function chooseManchester(page: Page, kind: keyof typeof VIEWPORTS) {
  await page.goto(`${base}/`, { waitUntil: 'domcontentloaded' })
  await scripted(page)
  const chip = page.getByTestId('location-chooser')
  expect(await chip.innerText()).toContain('London')
  await chip.click()
  const dialog = page.getByRole('dialog', { name: 'Choose your town' })
  await dialog.waitFor()
  expect(await chip.getAttribute('aria-expanded')).toBe('true')
  // A pop-up under the chip on a desktop, a modal dialog on a phone.
  expect(await dialog.getAttribute('aria-modal')).toBe(kind === 'mobile' ? 'true' : null)
  expect(await dialog.getByRole('link', { name: 'All locations' }).getAttribute('href')).toBe(
    '/deals',
  )
  const search = dialog.getByLabel('Search towns')
  await expect.poll(() => search.evaluate((el) => el === document.activeElement)).toBe(true)
  expect(describeViolations(`${kind} chooser`, await seriousViolations(page))).toEqual([])
  await search.fill('manc')
  const towns = dialog.getByTestId('location-chooser-towns').getByRole('button')
  await expect.poll(() => towns.allInnerTexts()).toEqual(['Manchester'])
  await Promise.all([page.waitForEvent('load'), towns.first().click()])
}

describe('choosing a town in Chromium', () => {
  for (const kind of ['desktop', 'mobile'] as const) {
    it(`on a ${kind}: picks Manchester in the header and the next visit is Manchester's`, async () => {
      const context = await newContext(VIEWPORTS[kind])
      const page = await context.newPage()
      const problems = collectProblems(page)
      await chooseManchester(page, kind)

      const cookie = (await context.cookies()).find((c) => c.name === 'location')
      expect(cookie?.value).toBe('manchester')
      // Chromium turns Max-Age into an expiry on the system clock, not the page's pinned one.
      const systemSeconds = (testClock.ms() - inject('clockOffsetMs')) / 1000
      expect(cookie!.expires - systemSeconds).toBeGreaterThan(YEAR_SECONDS - 86_400)

      // The next visit: a new page, straight to the home page.
      await page.close()
      const next = await context.newPage()
      problems.push(...collectProblems(next))
      await next.goto(`${base}/`, { waitUntil: 'networkidle' })
      expect(await next.getByTestId('location-chooser').innerText()).toContain('Manchester')
      expect(await next.getByRole('heading', { level: 1 }).innerText()).toContain('Manchester')
      const cards = next.getByTestId('deal-card')
      await expect.poll(() => cards.count()).toBeGreaterThan(0)
      expect((await cards.allInnerTexts()).join('\n')).toContain('Manchester')
      if (kind === 'desktop') {
        const local = next.getByRole('navigation', { name: 'Main' }).getByRole('link', {
          name: 'Local',
        })
        expect(await local.getAttribute('href')).toBe('/deals/manchester')
      }
      expect(problems).toEqual([])
      await context.close()
    })
  }

  it('closes the chooser with Escape and hands focus back to the chip', async () => {
    const context = await newContext(VIEWPORTS.desktop)
    const page = await context.newPage()
    await page.goto(`${base}/`, { waitUntil: 'domcontentloaded' })
    await scripted(page)
    const chip = page.getByTestId('location-chooser')
    // Focus alone starts it; Enter may land before it is live and is replayed on the live chip.
    await chip.focus()
    await page.keyboard.press('Enter')
    await page.getByRole('dialog', { name: 'Choose your town' }).waitFor()
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    expect(await chip.evaluate((el) => el === document.activeElement)).toBe(true)
    await context.close()
  })

  it("makes a town page's town the visitor's own with its banner", async () => {
    const context = await newContext(VIEWPORTS.mobile)
    const page = await context.newPage()
    await page.goto(`${base}/deals/leeds`, { waitUntil: 'domcontentloaded' })
    expect(describeViolations('town banner', await seriousViolations(page))).toEqual([])
    await Promise.all([
      page.waitForURL(`${base}/deals/leeds`),
      page.getByRole('button', { name: 'Make Leeds my town' }).click(),
    ])
    await page.waitForLoadState('domcontentloaded')
    expect(await page.getByTestId('location-chooser').innerText()).toContain('Leeds')
    expect(await page.getByRole('button', { name: 'Make Leeds my town' }).count()).toBe(0)
    await context.close()
  })
})

describe('the header basket in Chromium', () => {
  it('shows the item count after adding a deal, and on the pages after', async () => {
    const context = await newContext(VIEWPORTS.desktop)
    const page = await context.newPage()
    const problems = collectProblems(page)
    await openBuyableDeal(page, base, '/deals/london')
    await hydrated(page, 'basket-link')
    expect(await page.getByRole('link', { name: 'Basket', exact: true }).count()).toBe(1)
    await Promise.all([
      page.waitForURL(/\/checkout\/[\w-]{11,}$/),
      page.getByTestId('deal-product-picker').getByRole('button', { name: 'Buy now' }).click(),
    ])
    await expect.poll(() => page.getByRole('link', { name: 'Basket, 1 item' }).count()).toBe(1)
    await page.goto(`${base}/`, { waitUntil: 'networkidle' })
    await expect.poll(() => page.getByRole('link', { name: 'Basket, 1 item' }).count()).toBe(1)
    expect(await page.getByTestId('header-basket').getAttribute('data-count')).toBe('1')
    expect(problems).toEqual([])
    await context.close()
  })
})
