import type { Locator, Page } from '@playwright/test'
import { test, expect } from './support/fixtures'
import { live } from './support/islands'
import { firstVoucherCode, openBuyableDeal, type Shopper } from './support/shopper'
import { methodRadio } from './support/sandbox-pay'
import { e2eBaseUrl } from './support/server-address'
import { testClock } from './support/clock'

// A shopper on a small phone who uses a keyboard (a switch, a Bluetooth keyboard): the purchase
// path from home to the voucher with Tab, arrows, Enter, Space and Escape, and nothing wider
// than the screen on the way.

const SMALL_PHONE = { viewport: { width: 360, height: 740 } }

const hostOf = (prefix: string) => {
  const url = new URL(e2eBaseUrl())
  url.hostname = `${prefix}${url.hostname}`
  return url.origin
}

/** What has focus, and whether a ring shows it (an outline or a box-shadow, on it or on the
 * card around it); an iframe's own fields draw theirs. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    const seen = window as unknown as { lastFocused?: Element }
    if (!el || el === document.body) {
      // Past the page's last stop focus leaves the page, as it should.
      const stops = [
        ...document.querySelectorAll(
          'a[href], button:enabled, input:enabled, select:enabled, textarea:enabled, iframe, [tabindex]:not([tabindex="-1"])',
        ),
      ].filter((stop) => stop.getClientRects().length > 0)
      const atEnd = stops.at(-1) === seen.lastFocused
      return { body: !atEnd, ring: true, iframe: false, name: 'the end of the page' }
    }
    seen.lastFocused = el
    const drawn = (node: Element) => {
      const style = getComputedStyle(node)
      return (
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
        style.boxShadow !== 'none'
      )
    }
    const card = el.closest('[data-testid="deal-card"]')
    return {
      body: false,
      iframe: el.tagName === 'IFRAME',
      ring: drawn(el) || (card !== null && drawn(card)),
      name: `${el.tagName} ${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}`,
    }
  })

/** Presses Tab until `target` has focus (at most `max` times); every stop on the way shows a
 * focus ring, and focus never falls back to the page. */
async function tabTo(page: Page, target: Locator, max = 60) {
  const reached = () => target.evaluateAll((els) => els.some((el) => el === document.activeElement))
  // A step that moves focus on by itself (the next field of a form) is already there.
  if (await reached()) return
  let before = ''
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    // An island comes alive as focus reaches it: its control may be swapped for the live one
    // within a frame, and focus follows.
    await expect
      .poll(async () => (await focused(page)).body, {
        message: `focus fell back to the page after ${before}`,
        timeout: 1000,
      })
      .toBe(false)
    const now = await focused(page)
    if (!now.iframe) expect(now.ring, `focus ring on ${now.name}`).toBe(true)
    if (await reached()) return
    before = now.name
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${max} presses`)
}

async function fitsScreen(page: Page) {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.scrollingElement!.scrollWidth,
    window.innerWidth,
  ])
  expect(scrollWidth, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(innerWidth)
}

/** Types into the field that has focus, as a keyboard does. */
const type = (page: Page, text: string) => page.keyboard.type(text)

/** Home, search for the deal's title, and its card in the results, all by keyboard. */
async function findDealByKeyboard(page: Page, dealPath: string, title: string) {
  await page.goto('/')
  await fitsScreen(page)
  // The skip link is the first stop and moves focus past the header.
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await tabTo(page, page.getByRole('combobox', { name: 'Search deals' }))
  await type(page, title)
  await Promise.all([page.waitForURL(/\/search\?/), page.keyboard.press('Enter')])
  await fitsScreen(page)
  const card = page.locator(`main a[href="${dealPath}"]`).first()
  await tabTo(page, card, 120)
  await Promise.all([
    page.waitForURL((url) => url.pathname === dealPath),
    page.keyboard.press('Enter'),
  ])
  await live(page, 'deal-product-picker')
  await fitsScreen(page)
}

/** On the deal: the first option (arrows move between options), one more, Buy now. */
async function buyTwoByKeyboard(page: Page) {
  const picker = page.getByTestId('deal-product-picker')
  const firstOption = picker.getByRole('radio').first()
  await tabTo(page, picker.getByRole('radio').and(page.locator(':checked')).or(firstOption).first())
  await page.keyboard.press('Space')
  await expect(firstOption).toBeChecked()
  await tabTo(page, picker.getByRole('button', { name: 'Increase quantity' }), 10)
  await page.keyboard.press('Enter')
  await expect(picker.getByRole('spinbutton')).toHaveValue('2')
  await tabTo(page, picker.getByRole('button', { name: 'Buy now' }), 10)
  await Promise.all([page.waitForURL(/\/checkout\/[\w-]{11,}$/), page.keyboard.press('Enter')])
  await live(page, 'checkout-app')
  await expect(page.getByTestId('checkout-line').first()).toBeVisible()
  await fitsScreen(page)
}

/** At checkout: email, first name (a new customer), the confirm-email field. */
async function registerByKeyboard(page: Page, shopper: Shopper) {
  await tabTo(page, page.getByLabel('Email', { exact: true }))
  await type(page, shopper.email)
  await page.keyboard.press('Enter')
  const firstName = page.getByLabel('First name', { exact: true })
  await expect(firstName).toBeVisible()
  await tabTo(page, firstName, 10)
  await type(page, shopper.firstName)
  await page.keyboard.press('Enter')
  // The sign-in step is gone with the button pressed: focus moves on to what is left to fill,
  // not back to the top of the page.
  const confirm = page.getByLabel('Email address')
  await expect(confirm).toBeFocused()
  await type(page, shopper.email)
}

/** Enter on the focused Place order or Approve: the confirmation with a voucher code, then the
 * two vouchers of the option in the account, each page within the screen. */
async function confirmsTwoVouchers(page: Page, title: string) {
  await Promise.all([
    page.waitForURL(/\/checkout\/confirmation\/\d+$/),
    page.keyboard.press('Enter'),
  ])
  expect(await firstVoucherCode(page)).not.toBe('')
  await fitsScreen(page)
  await page.goto('/myaccount/vouchers')
  await expect(page.getByTestId('voucher-card').filter({ hasText: title })).toHaveCount(2)
  await fitsScreen(page)
}

test.describe('a keyboard-only purchase on a 360 px phone', () => {
  test.use(SMALL_PHONE)

  test('home, search, a deal, two of its first option, card, confirmation and my vouchers', async ({
    page,
    shopper,
    problems,
  }) => {
    const dealPath = await openBuyableDeal(page, '/deals/london')
    const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim()
    await findDealByKeyboard(page, dealPath, title)
    await buyTwoByKeyboard(page)
    await registerByKeyboard(page, shopper)

    // The card's fields are in the sandbox's frame: Tab moves into it and through its fields.
    const year = String((testClock.now().getFullYear() + 3) % 100).padStart(2, '0')
    const card = page.frameLocator('[data-testid="card-fields"] iframe')
    await tabTo(page, page.locator('[data-testid="card-fields"] iframe'))
    for (const [label, value] of [
      ['Name on card', 'Ada Lovelace'],
      ['Card number', '4111 1111 1111 1111'],
      ['Expiry (MM/YY)', `12/${year}`],
      ['Security code (CVV)', '123'],
    ] as const) {
      await expect(card.getByLabel(label)).toBeFocused()
      await type(page, value)
      await page.keyboard.press('Tab')
    }
    await tabTo(page, page.getByRole('button', { name: 'Place order' }))
    await confirmsTwoVouchers(page, title)
    expect(problems).toEqual([])
  })
})

test.describe('a keyboard-only purchase on a 360 px phone at LivingSocial', () => {
  test.use({ ...SMALL_PHONE, baseURL: hostOf('livingsocial.') })

  test('the same path paid with Klarna through its approval page', async ({ page, shopper }) => {
    const dealPath = await openBuyableDeal(page, '/deals/london')
    const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim()
    await findDealByKeyboard(page, dealPath, title)
    await buyTwoByKeyboard(page)
    await registerByKeyboard(page, shopper)
    await tabTo(page, methodRadio(page, 'credit_card'))
    // Arrows move through the ways to pay, as in any radio group.
    const klarna = methodRadio(page, 'klarna')
    for (let i = 0; i < 8 && !(await klarna.isChecked()); i++)
      await page.keyboard.press('ArrowDown')
    await expect(klarna).toBeChecked()
    await expect(klarna).toBeFocused()
    await tabTo(page, page.getByRole('button', { name: 'Place order' }))
    await Promise.all([page.waitForURL(/\/sandbox\/pay\/apv_sbx_/), page.keyboard.press('Enter')])
    await tabTo(page, page.getByRole('button', { name: 'Approve' }))
    await confirmsTwoVouchers(page, title)
  })
})

test.describe('the location chip by keyboard', () => {
  test.use({ ...SMALL_PHONE, signupLightboxSeen: true })

  test('keeps focus on the chip as it comes alive, opens its dialog and Escape returns to it', async ({
    page,
  }) => {
    await openBuyableDeal(page, '/deals/shop')
    const chip = page.getByTestId('location-chooser')
    await tabTo(page, chip, 10)
    await live(page, 'location-chooser')
    // The server's link became the live button: focus is on it, not lost to the page.
    await expect(page.getByRole('button', { name: /Your location/ })).toBeFocused()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Choose your town' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByLabel('Search towns')).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('button', { name: /Your location/ })).toBeFocused()
  })
})

test.describe('focus is never hidden on a phone', () => {
  test.use({ ...SMALL_PHONE, signupLightboxSeen: true })

  test("no stop on a deal page sits under the header bar's arrows or the sticky buy bar", async ({
    page,
  }) => {
    // Tabbing on past the picker brings the buy bar up over the page's foot.
    await openBuyableDeal(page, '/deals/london')
    const hidden: string[] = []
    for (let stop = 0; stop < 90; stop++) {
      await page.keyboard.press('Tab')
      // Let a smooth scroll to the stop finish before judging it.
      await page.waitForTimeout(120)
      const covered = await page.evaluate(() => {
        const el = document.activeElement
        if (!el || el === document.body) return null
        const box = el.getBoundingClientRect()
        if (box.width === 0 || box.height === 0) return null
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
        if (hit && (hit === el || el.contains(hit) || hit.contains(el))) return null
        return `${el.tagName} "${(el.textContent ?? '').trim().slice(0, 30)}"`
      })
      if (covered) hidden.push(covered)
    }
    expect(hidden).toEqual([])
  })
})
