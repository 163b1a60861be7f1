import type { Page } from '@playwright/test'
import { test, expect } from './support/fixtures'
import { axeAudit } from './support/axe'
import { pageLive } from './support/islands'
import { buyAsNewShopper, buyNow, cardFrame, openBuyableDeal } from './support/shopper'
import { SCREENS } from './support/viewports'

/** Every brand's homepage: each host renders its skin (today's season on the main brands), so
 * each brand's colours are audited as shoppers see them. */
const BRAND_HOSTS = ['', 'ie.', 'livingsocial.', 'livingsocial-ie.']
const onHost = (base: string, prefix: string, path: string) => {
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
  await pageLive(page)
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

async function audit(page: Page, where: string, found: string[]) {
  await settle(page)
  found.push(...(await axeAudit(page, where)))
}

for (const [size, screen] of Object.entries(SCREENS)) {
  test.describe(`axe-core at ${size} size`, () => {
    test.use(screen)

    test('finds no serious or critical violation on every brand homepage, search, a deal, checkout and my vouchers', async ({
      page,
      baseURL,
      shopper,
    }) => {
      test.setTimeout(150_000)
      const found: string[] = []

      for (const prefix of BRAND_HOSTS) {
        await page.goto(onHost(baseURL!, prefix, '/'), { waitUntil: 'domcontentloaded' })
        await audit(page, `${size} ${prefix || 'dealio.'}home`, found)
      }
      // The two skins no host shows by default: the VIP site and the wellness collection.
      for (const path of ['/?site=vip', '/deals/wellness-collection']) {
        await page.goto(path, { waitUntil: 'domcontentloaded' })
        await audit(page, `${size} ${path}`, found)
      }
      await page.goto('/search?q=spa', { waitUntil: 'domcontentloaded' })
      await audit(page, `${size} search`, found)

      const dealPath = await openBuyableDeal(page, '/deals/london')
      await audit(page, `${size} deal ${dealPath}`, found)

      // Checkout as a visitor reaches it: Buy now puts a line in a basket and opens its page.
      await buyNow(page)
      expect(await page.getByTestId('checkout-line').count()).toBeGreaterThan(0)
      await audit(page, `${size} checkout`, found)

      // My vouchers needs a shopper who has bought something.
      await page.goto(dealPath)
      await buyAsNewShopper(page, shopper)
      await audit(page, `${size} order confirmation`, found)
      await page.goto('/myaccount/vouchers', { waitUntil: 'domcontentloaded' })
      await expect(page.getByTestId('voucher-card').first()).toBeVisible()
      await audit(page, `${size} my vouchers`, found)

      // Signed in, checkout skips the email step and opens on the shopper's payment step.
      await page.goto(dealPath)
      await buyNow(page)
      await expect(cardFrame(page).getByLabel('Card number')).toBeVisible()
      await audit(page, `${size} checkout signed in`, found)

      if (found.length) console.error(found.join('\n'))
      expect(found).toEqual([])
    })
  })
}
