import type { Page } from '@playwright/test'
import { test, expect } from './support/fixtures'
import { axeAudit } from './support/axe'
import { testClock } from './support/clock'
import { live, pageLive } from './support/islands'
import { collectProblems } from './support/problems'
import { buyNowButton, openBuyableDeal } from './support/shopper'
import { DESKTOP, MOBILE, SCREENS } from './support/viewports'

// The shopper chooses their town in the header, and the next visit's header chip and
// home feed are that town's; the header basket shows its item count after adding a deal.

const YEAR_SECONDS = 365 * 86_400

// A fresh profile with the sign-up lightbox already seen, so no other dialog gets in the way.
test.use({ signupLightboxSeen: true })

/** The chooser hydrates on first use (hydrate-on.ts): the test clicks the server's link as soon
 * as the page has its script, and the held click is replayed on the live chip. */
const scripted = (page: Page) => page.waitForLoadState('load')

async function chooseManchester(page: Page, kind: keyof typeof SCREENS) {
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  await scripted(page)
  const chip = page.getByTestId('location-chooser')
  await expect(chip).toContainText('London')
  await chip.click()
  const dialog = page.getByRole('dialog', { name: 'Choose your town' })
  await expect(dialog).toBeVisible()
  await expect(chip).toHaveAttribute('aria-expanded', 'true')
  // A pop-up under the chip on a desktop, a modal dialog on a phone.
  if (kind === 'mobile') await expect(dialog).toHaveAttribute('aria-modal', 'true')
  else expect(await dialog.getAttribute('aria-modal')).toBeNull()
  await expect(dialog.getByRole('link', { name: 'All locations' })).toHaveAttribute(
    'href',
    '/deals',
  )
  const search = dialog.getByLabel('Search towns')
  await expect(search).toBeFocused()
  expect(await axeAudit(page, `${kind} chooser`)).toEqual([])
  await search.fill('manc')
  const towns = dialog.getByTestId('location-chooser-towns').getByRole('button')
  await expect.poll(() => towns.allInnerTexts()).toEqual(['Manchester'])
  await Promise.all([page.waitForEvent('load'), towns.first().click()])
}

test.describe('choosing a town in Chromium', () => {
  for (const [kind, screen] of Object.entries(SCREENS) as [keyof typeof SCREENS, object][]) {
    test.describe(kind, () => {
      test.use(screen)

      test(`on a ${kind}: picks Manchester in the header and the next visit is Manchester's`, async ({
        page,
        context,
        problems,
      }) => {
        await chooseManchester(page, kind)

        const cookie = (await context.cookies()).find((c) => c.name === 'location')
        expect(cookie?.value).toBe('manchester')
        // Chromium turns Max-Age into an expiry on the system clock, not the page's pinned one.
        const systemSeconds = (testClock.ms() - testClock.offsetMs()) / 1000
        expect(cookie!.expires - systemSeconds).toBeGreaterThan(YEAR_SECONDS - 86_400)

        // The next visit: a new page, straight to the home page.
        await page.close()
        const next = await context.newPage()
        problems.push(...collectProblems(next))
        await next.goto('/')
        await expect(next.getByTestId('location-chooser')).toContainText('Manchester')
        await expect(next.getByRole('heading', { level: 1 })).toContainText('Manchester')
        const cards = next.getByTestId('deal-card')
        await expect.poll(() => cards.count()).toBeGreaterThan(0)
        expect((await cards.allInnerTexts()).join('\n')).toContain('Manchester')
        if (kind === 'desktop') {
          const local = next.getByRole('navigation', { name: 'Main' }).getByRole('link', {
            name: 'Local',
          })
          await expect(local).toHaveAttribute('href', '/deals/manchester')
        }
        await pageLive(next)
        expect(problems).toEqual([])
      })
    })
  }

  test.describe('desktop keyboard', () => {
    test.use(DESKTOP)

    test('closes the chooser with Escape and hands focus back to the chip', async ({ page }) => {
      await page.goto('/', { waitUntil: 'domcontentloaded' })
      await scripted(page)
      const chip = page.getByTestId('location-chooser')
      // Focus alone starts it; Enter may land before it is live and is replayed on the live chip.
      await chip.focus()
      await page.keyboard.press('Enter')
      await expect(page.getByRole('dialog', { name: 'Choose your town' })).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(chip).toBeFocused()
    })
  })

  test.describe('mobile banner', () => {
    test.use(MOBILE)

    test("makes a town page's town the visitor's own with its banner", async ({ page }) => {
      await page.goto('/deals/leeds', { waitUntil: 'domcontentloaded' })
      expect(await axeAudit(page, 'town banner')).toEqual([])
      await Promise.all([
        page.waitForURL('/deals/leeds'),
        page.getByRole('button', { name: 'Make Leeds my town' }).click(),
      ])
      await page.waitForLoadState('domcontentloaded')
      await expect(page.getByTestId('location-chooser')).toContainText('Leeds')
      await expect(page.getByRole('button', { name: 'Make Leeds my town' })).toHaveCount(0)
    })
  })
})

test.describe('the header basket in Chromium', () => {
  test.use(DESKTOP)

  test('shows the item count after adding a deal, and on the pages after', async ({
    page,
    problems,
  }) => {
    await openBuyableDeal(page, '/deals/london')
    await live(page, 'basket-link')
    await expect(page.getByRole('link', { name: 'Basket', exact: true })).toHaveCount(1)
    await Promise.all([page.waitForURL(/\/checkout\/[\w-]{11,}$/), buyNowButton(page).click()])
    await expect(page.getByRole('link', { name: 'Basket, 1 item' })).toHaveCount(1)
    await page.goto('/')
    await expect(page.getByRole('link', { name: 'Basket, 1 item' })).toHaveCount(1)
    await expect(page.getByTestId('header-basket')).toHaveAttribute('data-count', '1')
    expect(problems).toEqual([])
  })
})
