import type { Page } from 'playwright-core'
import { postcodeAddresses } from '../../scripts/seed/postcodes'

// Browser helpers for paying with PayPal, Klarna, Clearpay and the wallets through the local
// sandbox's approval pages (/sandbox/pay/...).

/** From a deal page: Buy now → express registration of a new shopper → the confirm-email field
 * → a delivery address when asked. The page is left at the pay step; answers the email. */
export async function checkoutAsNewShopper(page: Page, label: string): Promise<string> {
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
  if ((await page.getByTestId('delivery').count()) > 0) {
    await page.getByLabel('Postcode or Eircode').fill(postcodeAddresses()[0]!.postcode)
    await page.getByRole('button', { name: 'Find address' }).click()
    await page.getByLabel('Select your address').selectOption({ index: 1 })
    await page.getByTestId('delivery-address').waitFor()
  }
  return email
}

/** Picks a payment method by its value (paypal, klarna, clearpay, google_pay, ...). */
export const methodRadio = (page: Page, method: string) =>
  page.locator(`input[name="payment-method"][value="${method}"]`)

/** Place order with `method` picked, arriving on the sandbox's approval page. */
export async function goToApproval(page: Page, method: string): Promise<void> {
  await methodRadio(page, method).check()
  await Promise.all([
    page.waitForURL(/\/sandbox\/pay\/apv_sbx_/),
    page.getByRole('button', { name: 'Place order' }).click(),
  ])
}

/** On the sandbox page: Approve, then the confirmation's first voucher code. */
export async function approveAndGetVoucher(page: Page): Promise<string> {
  await Promise.all([
    page.waitForURL(/\/checkout\/confirmation\/\d+$/),
    page.getByRole('button', { name: 'Approve' }).click(),
  ])
  const code = page.getByTestId('voucher-code').first()
  await code.waitFor()
  return (await code.innerText()).trim()
}
