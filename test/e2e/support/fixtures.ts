import { test as base, type BrowserContext, type BrowserContextOptions } from '@playwright/test'
import { pinClock } from './clock'
import { collectProblems } from './problems'
import { e2eBaseUrl } from './server-address'
import { buyNow, newShopper, openBuyableDeal, registerAtCheckout, type Shopper } from './shopper'

// The browser tests' one set of fixtures: a test file imports `test` and `expect` from here and
// asks for what it needs by name.

interface Fixtures {
  /** Option: the sign-up lightbox counts as already seen (its cookie is set), so the only
   * dialog that can open is the one under test. */
  signupLightboxSeen: boolean
  /** Option: the listing `basket` buys from (a shop deal unless a test says otherwise). */
  basketListing: string
  /** Console errors, CSP violations and uncaught errors of `page`, as they happen. */
  problems: string[]
  /** More browser contexts, each a fresh profile at the pinned clock, closed after the test
   * (a merchant beside a shopper, a second visitor); viewport only when given. */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>
  /** A new shopper with an email of their own (not registered yet). */
  shopper: Shopper
  /** `page` at the checkout of a basket with one buyable deal of `basketListing`. */
  basket: { dealPath: string; checkoutUrl: string }
  /** `shopper`, registered (express, passwordless) at the checkout of `basket`. */
  registeredAtCheckout: Shopper
}

/** Every context starts at the pinned instant (clock.ts), as the server does. */
async function prepare(context: BrowserContext, signupLightboxSeen: boolean) {
  await pinClock(context)
  if (signupLightboxSeen) {
    const { hostname } = new URL(e2eBaseUrl())
    await context.addCookies([
      { name: 'signup_lightbox_seen', value: '1', domain: hostname, path: '/' },
    ])
  }
}

export const test = base.extend<Fixtures>({
  signupLightboxSeen: [false, { option: true }],
  basketListing: ['/deals/shop', { option: true }],
  context: async ({ context, signupLightboxSeen }, use) => {
    await prepare(context, signupLightboxSeen)
    await use(context)
  },
  problems: async ({ page }, use) => {
    await use(collectProblems(page))
  },
  newContext: async ({ browser, signupLightboxSeen }, use) => {
    const opened: BrowserContext[] = []
    await use(async (options = {}) => {
      const context = await browser.newContext({ baseURL: e2eBaseUrl(), ...options })
      opened.push(context)
      await prepare(context, signupLightboxSeen)
      return context
    })
    for (const context of opened) await context.close()
  },
  shopper: async ({}, use, testInfo) => {
    const label = testInfo.file.replace(/^.*\/|\.test\.ts$/g, '')
    await use(newShopper(label))
  },
  basket: async ({ page, basketListing }, use) => {
    const dealPath = await openBuyableDeal(page, basketListing)
    await buyNow(page)
    await use({ dealPath, checkoutUrl: page.url() })
  },
  registeredAtCheckout: async ({ page, basket: _, shopper }, use) => {
    await registerAtCheckout(page, shopper)
    await use(shopper)
  },
})

export { expect } from '@playwright/test'
