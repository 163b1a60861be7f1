import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { describeViolations, seriousViolations } from './axe'
import { launchBrowser } from './browser'
import { buyAsNewShopper, openBuyableDeal } from './shopper'

const base = inject('baseUrl')

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const VIEWPORTS: Record<string, BrowserContextOptions> = {
  mobile: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 } },
}

/** Every brand's homepage: each host renders its skin (today's season on the main brands), so
 * each brand's colours are audited as shoppers see them. */
const BRAND_HOSTS = ['', 'ie.', 'livingsocial.', 'livingsocial-ie.']
const onHost = (prefix: string, path: string) => {
  const url = new URL(path, base)
  url.hostname = `${prefix}${url.hostname}`
  return url.href
}

/** Axe judges what is on screen: wait until every island that hydrates unprompted has (the
 * entry sets data-hydrated on each), so client-rendered labels and states are part of the
 * audit. Each 'visible' island is scrolled to first; those that wait for first use
 * (data-hydrate-on="interaction"), or have no box to be seen in, are judged as the server's
 * HTML, which is what a visitor has until they touch or see one. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle')
  await page.evaluate(async () => {
    for (const el of document.querySelectorAll<HTMLElement>('[data-hydrate-on="visible"]')) {
      el.scrollIntoView()
      await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50)))
    }
    window.scrollTo(0, 0)
  })
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>('[data-island]')].every(
      (el) =>
        el.dataset.hydrated === 'true' ||
        el.dataset.hydrateOn === 'interaction' ||
        (el.dataset.hydrateOn === 'visible' && el.getClientRects().length === 0),
    ),
  )
}

/** From a deal page, Buy now as the shopper does: a basket with that line, at its checkout. */
async function buyNow(page: Page) {
  await Promise.all([
    page.waitForURL(/\/checkout\/[\w-]{11,}$/),
    page.getByTestId('deal-product-picker').getByRole('button', { name: 'Buy now' }).click(),
  ])
  expect(await page.getByTestId('checkout-line').count()).toBeGreaterThan(0)
}

async function audit(page: Page, where: string, found: string[]) {
  await settle(page)
  found.push(...describeViolations(where, await seriousViolations(page)))
}

describe.each(Object.entries(VIEWPORTS))('axe-core at %s size', (size, options) => {
  it('finds no serious or critical violation on every brand homepage, search, a deal, checkout and my vouchers', async () => {
    const context = await browser.newContext(options)
    const page = await context.newPage()
    const found: string[] = []

    for (const prefix of BRAND_HOSTS) {
      await page.goto(onHost(prefix, '/'), { waitUntil: 'domcontentloaded' })
      await audit(page, `${size} ${prefix || 'dealio.'}home`, found)
    }
    // The two skins no host shows by default: the VIP site and the wellness collection.
    for (const path of ['/?site=vip', '/deals/wellness-collection']) {
      await page.goto(`${base}${path}`, { waitUntil: 'domcontentloaded' })
      await audit(page, `${size} ${path}`, found)
    }
    await page.goto(`${base}/search?q=spa`, { waitUntil: 'domcontentloaded' })
    await audit(page, `${size} search`, found)

    const dealPath = await openBuyableDeal(page, base, '/deals/london')
    await audit(page, `${size} deal ${dealPath}`, found)

    // Checkout as a visitor reaches it: Buy now puts a line in a basket and opens its page.
    await buyNow(page)
    await audit(page, `${size} checkout`, found)

    // My vouchers needs a shopper who has bought something.
    await page.goto(`${base}${dealPath}`, { waitUntil: 'networkidle' })
    await buyAsNewShopper(page, `a11y-${size}`)
    await audit(page, `${size} order confirmation`, found)
    await page.goto(`${base}/myaccount/vouchers`, { waitUntil: 'domcontentloaded' })
    await page.getByTestId('voucher-card').first().waitFor()
    await audit(page, `${size} my vouchers`, found)

    // Signed in, checkout skips the email step and opens on the shopper's payment step.
    await page.goto(`${base}${dealPath}`, { waitUntil: 'networkidle' })
    await buyNow(page)
    await page.getByLabel('Card number').waitFor()
    await audit(page, `${size} checkout signed in`, found)

    await context.close()
    if (found.length) console.error(found.join('\n'))
    expect(found).toEqual([])
  }, 150_000)
})
