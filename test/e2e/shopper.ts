import type { Locator, Page } from 'playwright-core'
import { postcodeAddresses } from '../../scripts/seed/postcodes'
import { testClock } from './clock'

/** Opens the deals of `listing` one by one until one can be bought now (the first option on
 * sale, Buy now enabled); the page is left on that deal. */
export async function openBuyableDeal(page: Page, base: string, listing: string): Promise<string> {
  await page.goto(`${base}${listing}`, { waitUntil: 'domcontentloaded' })
  const hrefs = await page
    .locator('[data-testid="deal-card"] a[href^="/deal/"]')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')!))])
  for (const href of hrefs.slice(0, 12)) {
    await page.goto(`${base}${href}`, { waitUntil: 'networkidle' })
    const buy = page.getByTestId('deal-product-picker').getByRole('button', { name: 'Buy now' })
    if ((await buy.count()) === 1 && (await buy.isEnabled())) return href
  }
  throw new Error(`no buyable deal on ${listing} in the seeded catalogue`)
}

/** From a deal page: Buy now → express registration of a new shopper (first name Ada) → the
 * confirm-email field answered. The page is left at checkout; returns the email. */
export async function registerAtCheckout(page: Page, label: string): Promise<string> {
  await Promise.all([
    page.waitForURL(/\/checkout\/[\w-]{11,}$/),
    page.getByTestId('deal-product-picker').getByRole('button', { name: 'Buy now' }).click(),
  ])
  await page.waitForLoadState('networkidle')
  const email = `e2e-${label}-${crypto.randomUUID()}@example.com`
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await page.getByLabel('First name', { exact: true }).fill('Ada')
  await page.getByRole('button', { name: 'Continue as a new customer' }).click()
  await page.getByLabel('Email address').waitFor()
  await page.getByLabel('Email address').fill(email)
  return email
}

/** At checkout, when the basket is posted: the first seeded address of a known postcode. */
export async function fillDeliveryAddress(page: Page): Promise<void> {
  if ((await page.getByTestId('delivery').count()) === 0) return
  await page.getByLabel('Postcode or Eircode').fill(postcodeAddresses()[0]!.postcode)
  await page.getByRole('button', { name: 'Find address' }).click()
  await page.getByLabel('Select your address').selectOption({ index: 1 })
  await page.getByTestId('delivery-address').waitFor()
}

/** From a deal page: a new shopper registers at checkout and pays with the sandbox card 4111.
 * The first voucher code the confirmation shows. */
export async function buyAsNewShopper(page: Page, label: string): Promise<string> {
  await registerAtCheckout(page, label)
  await payByCard(page)
  const code = page.getByTestId('voucher-code').first()
  await code.waitFor()
  return (await code.innerText()).trim()
}

/** At checkout: a delivery address when asked, the sandbox card 4111, Place order, and the
 * confirmation page. */
export async function payByCard(page: Page): Promise<void> {
  await fillDeliveryAddress(page)
  const year = String((testClock.now().getFullYear() + 3) % 100).padStart(2, '0')
  await page.getByLabel('Name on card').fill('Ada Lovelace')
  await page.getByLabel('Card number').fill('4111 1111 1111 1111')
  await page.getByLabel('Expiry (MM/YY)').fill(`12/${year}`)
  await page.getByLabel('Security code (CVV)').fill('123')
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

/** Fills the card form the VIP dialog and the deposit balance share (CardFields) with the
 * sandbox card 4111 and an expiry three years after the pinned today. */
export async function fillCardFields(form: Locator): Promise<void> {
  await form.getByLabel('Card number').fill('4111 1111 1111 1111')
  await form.getByLabel('Name on card').fill('Vera Shopper')
  await form.getByLabel('Month').fill('12')
  await form.getByLabel('Year').fill(String(testClock.now().getFullYear() + 3))
  await form.getByLabel('CVV').fill('123')
}
