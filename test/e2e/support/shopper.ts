import {
  expect,
  type BrowserContext,
  type FrameLocator,
  type Locator,
  type Page,
} from '@playwright/test'
import { postcodeAddresses } from '../../../scripts/seed/postcodes'
import { testClock } from './clock'
import { island, live } from './islands'
import { e2eOrigin } from './server-address'

/** A shopper of one test: an email no other test (or run) uses, so per-email limits, caps and
 * mailboxes never meet another test's, whichever worker runs it. */
export interface Shopper {
  email: string
  firstName: string
  password: string
}

export const newShopper = (label: string, firstName = 'Ada'): Shopper => ({
  email: `e2e-${label}-${crypto.randomUUID()}@example.com`,
  firstName,
  password: 'secret123',
})

/** The deal links of a listing page, first to last. */
export async function dealHrefs(page: Page, listing: string): Promise<string[]> {
  await page.goto(listing, { waitUntil: 'domcontentloaded' })
  return page
    .locator('[data-testid="deal-card"] a[href^="/deal/"]')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')!))])
}

export const buyNowButton = (page: Page): Locator =>
  page.getByTestId('deal-product-picker').getByRole('button', { name: 'Buy now' })

/** On a deal page: whether its product picker is live with Buy now enabled. */
export async function canBuyNow(page: Page): Promise<boolean> {
  if ((await island(page, 'deal-product-picker').count()) === 0) return false
  await live(page, 'deal-product-picker')
  const buy = buyNowButton(page)
  return (await buy.count()) === 1 && (await buy.isEnabled())
}

/** The deal each listing's search found first, per worker: the same deal every later time,
 * without opening the deals before it again. */
const buyableByListing = new Map<string, string>()

/** Opens the deals of `listing` one by one until one can be bought now (the first option on
 * sale, Buy now enabled); the page is left on that deal, its picker live. Returns its path. */
export async function openBuyableDeal(page: Page, listing: string): Promise<string> {
  const known = buyableByListing.get(listing)
  if (known) {
    await page.goto(known)
    if (await canBuyNow(page)) return known
  }
  for (const href of (await dealHrefs(page, listing)).slice(0, 12)) {
    await page.goto(href)
    if (await canBuyNow(page)) {
      buyableByListing.set(listing, href)
      return href
    }
  }
  throw new Error(`no buyable deal on ${listing} in the seeded catalogue`)
}

/** On a deal page: Buy now puts the chosen option in a basket and opens the basket's checkout,
 * which is left live with its lines shown. */
export async function buyNow(page: Page): Promise<void> {
  await live(page, 'deal-product-picker')
  await Promise.all([page.waitForURL(/\/checkout\/[\w-]{11,}$/), buyNowButton(page).click()])
  await live(page, 'checkout-app')
  await expect(page.getByTestId('checkout-line').first()).toBeVisible()
}

/** At checkout: the email step for a new email, then express registration (first name); the
 * page is left on the confirm-email field of the passwordless account, answered. */
export async function registerAtCheckout(page: Page, shopper: Shopper): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(shopper.email)
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await page.getByLabel('First name', { exact: true }).fill(shopper.firstName)
  await page.getByRole('button', { name: 'Continue as a new customer' }).click()
  // Signed in: the email step gives way to the email confirmation of a passwordless account.
  await page.getByLabel('Email address').fill(shopper.email)
}

/** At checkout, when the basket is posted: the first seeded address of a known postcode. */
export async function fillDeliveryAddress(page: Page): Promise<void> {
  if ((await page.getByTestId('delivery').count()) === 0) return
  await page.getByLabel('Postcode or Eircode').fill(postcodeAddresses()[0]!.postcode)
  await page.getByRole('button', { name: 'Find address' }).click()
  await page.getByLabel('Select your address').selectOption({ index: 1 })
  await expect(page.getByTestId('delivery-address')).toBeVisible()
}

/** The card client's fields, in their own frame (the sandbox's hosted fields), as Braintree's
 * are in production: at checkout (the page), in the VIP payment dialog or a deposit balance's
 * panel (their locator). */
export const cardFrame = (scope: Page | Locator): FrameLocator =>
  scope.frameLocator('[data-testid="card-fields"] iframe')

/** The card client's fields with `number`, an expiry three years after the pinned today. */
export async function fillCard(scope: Page | Locator, number: string): Promise<void> {
  const year = String((testClock.now().getFullYear() + 3) % 100).padStart(2, '0')
  const card = cardFrame(scope)
  await card.getByLabel('Name on card').fill('Ada Lovelace')
  await card.getByLabel('Card number').fill(number)
  await card.getByLabel('Expiry (MM/YY)').fill(`12/${year}`)
  await card.getByLabel('Security code (CVV)').fill('123')
}

/** The bank's 3-D Secure challenge the card client opens over the page. */
export const bankChallenge = (page: Page): Locator =>
  page.getByRole('dialog', { name: 'Confirm the payment with your bank' })

/** The sandbox bank's page inside the challenge, with its Complete and Fail buttons. */
export const bankPage = (page: Page): FrameLocator => bankChallenge(page).frameLocator('iframe')

/** The §8 'unauthenticatable card' message (payment-errors.ts AUTHENTICATION_FAILED). */
export const UNAUTHENTICATED =
  "We couldn't verify your card with your bank. Please try again or use a different card."

/** At checkout: a delivery address when asked, the sandbox card 4111, Place order, and the
 * confirmation page. */
export async function payByCard(page: Page): Promise<void> {
  await fillDeliveryAddress(page)
  await fillCard(page, '4111 1111 1111 1111')
  await page.getByRole('button', { name: 'Place order' }).click()
  // Either the confirmation, or the checkout's own message for why not (shown in the failure).
  const refused = page
    .locator('[data-testid="payment-error"]:not(:empty), [role="alert"]:not(:empty)')
    .first()
  await Promise.race([
    page.waitForURL(/\/checkout\/confirmation\/\d+$/),
    refused.waitFor().then(async () => {
      throw new Error(`the checkout refused the order: ${await refused.innerText()}`)
    }),
  ])
}

/** The first voucher code the order confirmation shows. */
export async function firstVoucherCode(page: Page): Promise<string> {
  const code = page.getByTestId('voucher-code').first()
  await expect(code).toBeVisible()
  return (await code.innerText()).trim()
}

/** From a deal page: Buy now, `shopper` registers at checkout and pays with the sandbox card
 * 4111. The first voucher code the confirmation shows. */
export async function buyAsNewShopper(page: Page, shopper: Shopper): Promise<string> {
  await buyNow(page)
  await registerAtCheckout(page, shopper)
  await payByCard(page)
  return firstVoucherCode(page)
}

/** `shopper` signed in to `context` through express registration (no password). */
export async function expressRegister(context: BrowserContext, shopper: Shopper): Promise<void> {
  const res = await context.request.post('/api/v1/customer/express-register', {
    headers: { origin: e2eOrigin() },
    data: { requestRegistration: { email: shopper.email, firstName: shopper.firstName } },
  })
  expect(res.status()).toBe(201)
}

/** `shopper` registered with a password through the API (the account's confirmation pending);
 * `context` holds whatever cookie the answer set. `emailConsent` subscribes them to their
 * town's daily deals email, as the sign-up form's box does. */
export async function registerThroughApi(
  context: BrowserContext,
  shopper: Shopper,
  { emailConsent }: { emailConsent?: boolean } = {},
): Promise<void> {
  const res = await context.request.post('/api/v1/customer/register', {
    headers: { origin: e2eOrigin() },
    data: {
      requestRegistration: {
        email: shopper.email,
        password: shopper.password,
        confirmPassword: shopper.password,
        firstName: shopper.firstName,
      },
      ...(emailConsent === undefined ? {} : { emailConsent }),
    },
  })
  expect(res.status()).toBe(202)
}

/** The sign-up form at /register, filled for `shopper` and sent; the page lands on home. */
export async function signUp(page: Page, shopper: Shopper): Promise<void> {
  await page.goto('/register')
  await live(page, 'auth-register-form')
  await page.getByLabel('First name').fill(shopper.firstName)
  await page.getByLabel('Email', { exact: true }).fill(shopper.email)
  await page.getByLabel('Password', { exact: true }).fill(shopper.password)
  await page.getByLabel('Confirm password').fill(shopper.password)
  await Promise.all([
    page.waitForURL((url) => url.pathname === '/'),
    page.getByRole('button', { name: 'Sign up' }).click(),
  ])
}

/** The log-in form on the page, live, filled and sent. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await live(page, 'auth-login-form')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
}
