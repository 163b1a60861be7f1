import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { test, expect } from './support/fixtures'
import { live, pageLive } from './support/islands'
import { buyAsNewShopper, buyNow, openBuyableDeal, registerAtCheckout } from './support/shopper'

// The server renders each island and the browser hydrates it as a root of its own (docs/client.md,
// docs/decisions/0001): what hydrates must be what the server sent, ids included, or React patches
// the page, and an aria-describedby or a label's `for` then names an element that is not there.
// React's production build reports only part of that (#418 for text and elements, nothing for
// attributes), so these pages run on its development build: dist/client-dev, built beside
// dist/client by scripts/build.mjs, swapped in for the page's own scripts.

const DIST = 'dist/client'
const DEV_DIST = 'dist/client-dev'
const entryFile = (dist: string): string => {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >
  return manifest['src/client/entry.tsx']!.file
}

/** Serves `page` the islands' development build instead of the production one. The page's
 * entry URL answers with an import of the development entry, never with its text: chunks import
 * the entry back by its own name, and one module under two URLs runs twice (every island would
 * hydrate twice, which React reports as a second createRoot on one container). */
async function onDevelopmentBuild(page: Page): Promise<Served> {
  const entry = entryFile(DIST)
  const devEntry = entryFile(DEV_DIST)
  const served: Served = { development: [], production: [] }
  await page.route('**/assets/*.js', async (route) => {
    const file = new URL(route.request().url()).pathname.slice(1)
    if (file === entry) {
      await route.fulfill({ body: `import '/${devEntry}'`, contentType: 'text/javascript' })
      return
    }
    const dev = join(DEV_DIST, file)
    if (existsSync(dev)) {
      served.development.push(file)
      await route.fulfill({ path: dev, contentType: 'text/javascript' })
    } else {
      served.production.push(file)
      await route.continue()
    }
  })
  return served
}

/** Which scripts the page got from the development build, and which only the production one had. */
interface Served {
  development: string[]
  production: string[]
}

/** What React DOM told the DevTools hook it installs itself into: its build (`bundleType` 1 is
 * development, 0 production) and how many trees it committed. */
interface RendererReport {
  renderers: { bundleType: number; version: string }[]
  commits: number
}

/** A stand-in for React DevTools' global hook, installed before any script runs. Every React DOM
 * build, production included, hands the hook its `bundleType` when it loads and calls it on each
 * commit: what React says of itself, so a file name cannot pass for the development build, and a
 * second React (one module under two URLs) shows up as a second renderer. */
async function reportRenderers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const report: RendererReport = { renderers: [], commits: 0 }
    Object.assign(window, {
      __rendererReport: report,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        // Present, so React's development build does not log its 'Download the React DevTools'.
        checkDCE: () => {},
        inject: (internals: { bundleType: number; version: string }) => {
          report.renderers.push({ bundleType: internals.bundleType, version: internals.version })
          return report.renderers.length
        },
        onCommitFiberRoot: () => void report.commits++,
        onCommitFiberUnmount: () => {},
        onPostCommitFiberRoot: () => {},
      },
    })
  })
}

/** No script fell back to the production build, and React's own chunk came from the development
 * one (a production React would say nothing of attributes). */
function expectDevelopmentBuildOnly(served: Served): void {
  expect(served.production, 'scripts only the production build had').toEqual([])
  expect(served.development.some((file) => /react-runtime-[^/]*\.js$/.test(file))).toBe(true)
}

/** The one React DOM on the page as it is now said it is a development build, and rendered. */
async function expectDevelopmentReact(page: Page): Promise<void> {
  const report = await page.evaluate(
    () => (window as unknown as { __rendererReport: RendererReport }).__rendererReport,
  )
  expect(report.renderers, `React DOM builds that loaded on ${page.url()}`).toEqual([
    { bundleType: 1, version: expect.any(String) },
  ])
  expect(report.commits, `commits React made on ${page.url()}`).toBeGreaterThan(0)
}

/** What React says when hydration went wrong: a mismatch (#418, #423, #425 in production; any
 * 'hydrat…' message in development) or a second root on one island's element. */
const HYDRATION_PROBLEM =
  /hydrat|Minified React error #(418|423|425)\b|already been passed to createRoot/i

/** Every id an `aria-*`, `for` or `headers` attribute names that no element has, and every id
 * two elements share, on the page as it is now. */
async function brokenIdReferences(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = []
    const ATTRIBUTES = [
      'aria-describedby',
      'aria-labelledby',
      'aria-controls',
      'aria-owns',
      'aria-activedescendant',
      'aria-errormessage',
      'aria-details',
      'for',
      'headers',
    ]
    for (const attribute of ATTRIBUTES) {
      for (const el of document.querySelectorAll(`[${attribute}]`)) {
        for (const id of el.getAttribute(attribute)!.split(/\s+/).filter(Boolean)) {
          if (!document.getElementById(id)) {
            broken.push(`<${el.localName} ${attribute}="${id}">: no element with that id`)
          }
        }
      }
    }
    const seen = new Set<string>()
    for (const el of document.querySelectorAll('[id]')) {
      if (seen.has(el.id)) broken.push(`id="${el.id}" is on more than one element`)
      seen.add(el.id)
    }
    return broken
  })
}

/** Hydration problems among everything the page logged. */
const hydrationProblems = (problems: string[]) => problems.filter((p) => HYDRATION_PROBLEM.test(p))

/** Wakes every island on the page, whatever its moment (islands/hydrate-on.ts): a pointer over
 * each is first use, and also starts one due when visible or idle. Waits until all are live. */
async function hydrateEveryIsland(page: Page): Promise<void> {
  await pageLive(page)
  await page.evaluate(() => {
    for (const el of document.querySelectorAll('[data-island]:not([data-hydrated])')) {
      el.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }))
    }
  })
  const notLive = page.locator('[data-island]:not([data-hydrated="true"])')
  await expect
    .poll(() => notLive.evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.island)), {
      message: `islands on ${page.url()} that never hydrated`,
    })
    .toEqual([])
}

/** Every island on the page hydrated, with nothing reported and no id reference broken. */
async function expectExactHydration(page: Page, problems: string[]): Promise<void> {
  await hydrateEveryIsland(page)
  await expectDevelopmentReact(page)
  expect(hydrationProblems(problems)).toEqual([])
  expect(await brokenIdReferences(page)).toEqual([])
}

/** One page of each page type a visitor can open without signing in (worker/routes/pages), the
 * deal page apart, and the sign-in pages. */
const ANONYMOUS_PAGES = {
  home: '/',
  'location landing': '/deals/london',
  category: '/deals/london/beauty',
  'national landing': '/deals/national-deal',
  search: '/search?q=spa',
  gifts: '/gifts',
  travel: '/deals/travel',
  guide: '/guides/holiday-deals',
  special: '/deals/london/special/black-friday',
  'gift finder': '/deal/london/gift-finder',
  'map view': '/map-view',
  'early bird': '/early-bird',
  'wellness collection': '/deals/wellness-collection',
  'static page': '/page/faqs',
  'wish list': '/wishlist',
  'log in': '/login',
  register: '/register',
  'forgotten password': '/forgot-password',
}

test.describe('islands hydrate exactly what the server sent (React development build)', () => {
  // No service worker: the voucher pages register one, and what it fetches bypasses page.route,
  // so it would ask the server for development chunks it does not have.
  test.use({ signupLightboxSeen: true, serviceWorkers: 'block' })
  let served: Served
  test.beforeEach(async ({ page }) => {
    await reportRenderers(page)
    served = await onDevelopmentBuild(page)
  })
  test.afterEach(() => expectDevelopmentBuildOnly(served))

  for (const [type, path] of Object.entries(ANONYMOUS_PAGES)) {
    test(`the ${type} page (${path}) hydrates every island without a mismatch`, async ({
      page,
      problems,
    }) => {
      const response = await page.goto(path)
      expect(response?.status(), `${path} answers the page itself`).toBe(200)
      await expectExactHydration(page, problems)
    })
  }

  test("a deal page's quantity picker hydrates without a mismatch and its ids hold", async ({
    page,
    problems,
  }) => {
    await openBuyableDeal(page, '/deals/london')
    const picker = page.getByTestId('deal-product-picker')
    await expect(picker.getByRole('group', { name: 'Quantity' })).toBeVisible()
    await expect(picker.getByRole('spinbutton', { name: 'Quantity' })).toBeVisible()
    await expectExactHydration(page, problems)
  })

  test("a travel deal's calendar hydrates without a mismatch and is labelled by its month", async ({
    page,
    problems,
  }) => {
    // A seeded package with a calendar (travel.test.ts): the short path redirects to the deal.
    await page.goto('/948/2226/')
    await live(page, 'travel-calendar')
    const calendar = page.getByTestId('travel-calendar')
    const grid = calendar.getByRole('grid')
    await expect(grid).toBeVisible()
    await expect(grid).toHaveAccessibleName(await calendar.locator('h3').innerText())
    await expectExactHydration(page, problems)
  })

  test("checkout's promo code field hydrates without a mismatch and names its result", async ({
    page,
    problems,
    shopper,
  }) => {
    await openBuyableDeal(page, '/deals/shop')
    await buyNow(page)
    await expectExactHydration(page, problems)
    // The field comes once the shopper has an account, after hydration; the result paragraph
    // it names was hydrated from the server's HTML.
    await registerAtCheckout(page, shopper)
    const code = page.getByLabel('Enter a promo code')
    await expect(code).toBeVisible()
    await code.fill('NOSUCHCODE')
    await page.getByRole('button', { name: 'Apply', exact: true }).click()
    const describedBy = await code.getAttribute('aria-describedby')
    expect(describedBy).toBeTruthy()
    await expect(page.locator(`[id="${describedBy}"]`)).not.toBeEmpty()
    expect(hydrationProblems(problems)).toEqual([])
    expect(await brokenIdReferences(page)).toEqual([])
  })

  test('the account pages and a voucher page hydrate without a mismatch', async ({
    page,
    problems,
    shopper,
  }) => {
    test.setTimeout(120_000)
    // A local deal: an e-voucher with a code and a page of its own (vouchers.test.ts).
    await openBuyableDeal(page, '/deals/london')
    await buyAsNewShopper(page, shopper)
    await expectExactHydration(page, problems)
    for (const path of [
      '/myaccount',
      '/myaccount/profile',
      '/myaccount/password',
      '/myaccount/subscriptions',
      '/myaccount/wallet',
      '/myaccount/rewards',
      '/myaccount/refer-a-friend',
      '/myaccount/vip-rewards',
      '/myaccount/delete',
      '/myaccount/vouchers',
    ]) {
      const response = await page.goto(path)
      expect(response?.status(), `${path} answers the page itself`).toBe(200)
      await expectExactHydration(page, problems)
    }
    await Promise.all([
      page.waitForURL(/\/myaccount\/vouchers\/\d+$/),
      page.getByTestId('voucher-card').first().getByRole('link').first().click(),
    ])
    await expectExactHydration(page, problems)
  })
})
