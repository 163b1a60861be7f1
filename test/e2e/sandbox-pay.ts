import type { Page } from 'playwright-core'
import { fillDeliveryAddress, registerAtCheckout } from './shopper'

// Browser helpers for paying with PayPal, Klarna, Clearpay and the wallets through the local
// sandbox's approval pages (/sandbox/pay/...).

/** From a deal page: a new shopper registers at checkout and gives a delivery address when
 * asked; the page is left at the pay step. Returns the email. */
export async function checkoutAsNewShopper(page: Page, label: string): Promise<string> {
  const email = await registerAtCheckout(page, label)
  await fillDeliveryAddress(page)
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
