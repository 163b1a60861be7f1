import type { Page } from '@playwright/test'
import { BRANDS, type Brand } from '../../src/shared/config/brands'
import { test, expect } from './support/fixtures'
import { axeAudit } from './support/axe'
import { pageLive } from './support/islands'
import { buyAsNewShopper, buyNow, cardFrame, openBuyableDeal } from './support/shopper'
import { SCREENS } from './support/viewports'

/** Every brand's homepage: each host renders its skin (today's season on the main brands), so
 * each brand's colours are audited as shoppers see them. */
const hostPrefixes = (family: Brand['family']) =>
  Object.values(BRANDS)
    .filter((brand) => brand.family === family)
    .map((brand) => brand.devHost.replace(/localhost$/, ''))
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

/** Audits what `visit` opens, one page after another, and fails with every serious or critical
 * violation found (all of them listed, not just the first page's). */
async function auditAll(
  page: Page,
  visit: (audit: (where: string) => Promise<void>) => Promise<void>,
) {
  const found: string[] = []
  await visit((where) => audit(page, where, found))
  if (found.length) console.error(found.join('\n'))
  expect(found).toEqual([])
}

// Four tests per size rather than one: they run on both workers at once, and the longest of
// them no longer holds the end of the run on its own (one test took 42-48 s).
for (const [size, screen] of Object.entries(SCREENS)) {
  test.describe(`axe-core at ${size} size`, () => {
    test.use(screen)

    // The brands' homepages in two halves, each with one of the two skins no host shows by
    // default (the VIP site, the wellness collection): six homepages were one 33-45 s test.
    for (const [hosts, skin] of [
      [hostPrefixes('main'), '/?site=vip'],
      [hostPrefixes('sister'), '/deals/wellness-collection'],
    ] as const) {
      test(`finds no serious or critical violation on the homepages of ${hosts.map((prefix) => prefix || 'dealio.').join(' and ')}, and ${skin}`, async ({
        page,
        baseURL,
      }) => {
        await auditAll(page, async (audit) => {
          for (const prefix of hosts) {
            await page.goto(onHost(baseURL!, prefix, '/'), { waitUntil: 'domcontentloaded' })
            await audit(`${size} ${prefix || 'dealio.'}home`)
          }
          await page.goto(skin, { waitUntil: 'domcontentloaded' })
          await audit(`${size} ${skin}`)
        })
      })
    }

    test('finds no serious or critical violation on search, a deal and its checkout', async ({
      page,
    }) => {
      await auditAll(page, async (audit) => {
        await page.goto('/search?q=spa', { waitUntil: 'domcontentloaded' })
        await audit(`${size} search`)
        const dealPath = await openBuyableDeal(page, '/deals/london')
        await audit(`${size} deal ${dealPath}`)
        // Checkout as a visitor reaches it: Buy now puts a line in a basket and opens its page.
        await buyNow(page)
        expect(await page.getByTestId('checkout-line').count()).toBeGreaterThan(0)
        await audit(`${size} checkout`)
      })
    })

    test('finds no serious or critical violation on the order confirmation, my vouchers and checkout signed in', async ({
      page,
      shopper,
    }) => {
      await auditAll(page, async (audit) => {
        // My vouchers needs a shopper who has bought something.
        const dealPath = await openBuyableDeal(page, '/deals/london')
        await buyAsNewShopper(page, shopper)
        await audit(`${size} order confirmation`)
        await page.goto('/myaccount/vouchers', { waitUntil: 'domcontentloaded' })
        await expect(page.getByTestId('voucher-card').first()).toBeVisible()
        await audit(`${size} my vouchers`)
        // Signed in, checkout skips the email step and opens on the shopper's payment step.
        await page.goto(dealPath)
        await buyNow(page)
        await expect(cardFrame(page).getByLabel('Card number')).toBeVisible()
        await audit(`${size} checkout signed in`)
      })
    })
  })
}

// Storefront §3 'Theme': the base skins follow the system's dark setting (themes/tokens.ts
// `dark`); Black Friday, dark by design, shows the same to everyone. Audited as a visitor with a
// dark system sees them: LivingSocial's home and a deal in its dark palette, and Dealio's home
// in the skin its host shows at the pinned date.
test.describe('axe-core with a dark colour scheme', () => {
  test.use({ ...SCREENS.desktop, colorScheme: 'dark' })

  test('finds no serious or critical violation on the homes and a deal page in dark', async ({
    page,
    baseURL,
  }) => {
    await auditAll(page, async (audit) => {
      const home = onHost(baseURL!, 'livingsocial.', '/')
      await page.goto(home, { waitUntil: 'domcontentloaded' })
      // The dark palette is what is on screen, not the light one.
      await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(13, 18, 32)')
      await audit('dark livingsocial.home')
      const deal = await page
        .locator('[data-testid="deal-card"] a[href^="/deal/"]')
        .first()
        .getAttribute('href')
      await page.goto(onHost(baseURL!, 'livingsocial.', deal!), { waitUntil: 'domcontentloaded' })
      await audit(`dark livingsocial.deal ${deal}`)
      await page.goto('/', { waitUntil: 'domcontentloaded' })
      await audit('dark dealio.home')
    })
  })

  // At the pinned date Dealio's storefront wears a season; the back office always shows the
  // brand's own skin (routes/pages/staff-page.tsx), so its sign-in is where Dealio's default
  // palette is seen in dark.
  test("finds no serious or critical violation in Dealio's default skin in dark", async ({
    page,
  }) => {
    await auditAll(page, async (audit) => {
      await page.goto('/admin', { waitUntil: 'domcontentloaded' })
      // Dealio's own dark background (themes/tokens.ts), not a seasonal skin's.
      await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(14, 22, 20)')
      await audit('dark dealio.admin (default skin)')
    })
  })
})
