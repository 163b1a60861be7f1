import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { test, expect } from './support/fixtures'
import { live, pageLive } from './support/islands'
import { buyNow, openBuyableDeal, registerAtCheckout } from './support/shopper'

// The server renders each island and the browser hydrates it as a root of its own (README,
// 'The client'): what hydrates must be what the server sent, ids included, or React patches
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
async function onDevelopmentBuild(page: Page): Promise<void> {
  const entry = entryFile(DIST)
  const devEntry = entryFile(DEV_DIST)
  await page.route('**/assets/*.js', async (route) => {
    const file = new URL(route.request().url()).pathname.slice(1)
    if (file === entry) {
      await route.fulfill({ body: `import '/${devEntry}'`, contentType: 'text/javascript' })
      return
    }
    const dev = join(DEV_DIST, file)
    if (existsSync(dev)) await route.fulfill({ path: dev, contentType: 'text/javascript' })
    else await route.continue()
  })
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

test.describe('islands hydrate exactly what the server sent (React development build)', () => {
  test.use({ signupLightboxSeen: true })
  test.beforeEach(async ({ page }) => onDevelopmentBuild(page))

  test('the home page hydrates without a mismatch and its id references hold', async ({
    page,
    problems,
  }) => {
    await page.goto('/')
    await pageLive(page)
    // The rails' buttons wait to be seen: scrolled to, they hydrate too.
    await page.keyboard.press('End')
    await expect(page.locator('[data-island="rail-buttons"]:not([data-hydrated])')).toHaveCount(0)
    expect(hydrationProblems(problems)).toEqual([])
    expect(await brokenIdReferences(page)).toEqual([])
  })

  test("a deal page's quantity picker hydrates without a mismatch and its ids hold", async ({
    page,
    problems,
  }) => {
    await openBuyableDeal(page, '/deals/london')
    await pageLive(page)
    const picker = page.getByTestId('deal-product-picker')
    await expect(picker.getByRole('group', { name: 'Quantity' })).toBeVisible()
    await expect(picker.getByRole('spinbutton', { name: 'Quantity' })).toBeVisible()
    // Reviews hydrate when seen.
    await page.locator('[data-island="deal-reviews"]').scrollIntoViewIfNeeded()
    await live(page, 'deal-reviews')
    expect(hydrationProblems(problems)).toEqual([])
    expect(await brokenIdReferences(page)).toEqual([])
  })

  test("a travel deal's calendar hydrates without a mismatch and is labelled by its month", async ({
    page,
    problems,
  }) => {
    // A seeded package with a calendar (travel.test.ts): the short path redirects to the deal.
    await page.goto('/948/2226/')
    await live(page, 'travel-calendar')
    await expect(page.getByTestId('travel-calendar').getByRole('table')).toBeVisible()
    const table = page.getByTestId('travel-calendar').getByRole('table')
    const month = await page.getByTestId('travel-calendar').locator('h3').innerText()
    await expect(table).toHaveAccessibleName(month)
    expect(hydrationProblems(problems)).toEqual([])
    expect(await brokenIdReferences(page)).toEqual([])
  })

  test("checkout's promo code field hydrates without a mismatch and names its result", async ({
    page,
    problems,
    shopper,
  }) => {
    await openBuyableDeal(page, '/deals/shop')
    await buyNow(page)
    await pageLive(page)
    expect(await brokenIdReferences(page)).toEqual([])
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
})
