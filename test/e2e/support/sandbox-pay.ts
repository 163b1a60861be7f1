import type { Page } from '@playwright/test'
import { fillDeliveryAddress, registerAtCheckout, firstVoucherCode, type Shopper } from './shopper'

// Paying with PayPal, Klarna, Clearpay and the wallets through the local sandbox's approval
// pages (/sandbox/pay/...).

/** At checkout: `shopper` registers and gives a delivery address when asked; the page is left
 * at the pay step. */
export async function checkoutAsNewShopper(page: Page, shopper: Shopper): Promise<void> {
  await registerAtCheckout(page, shopper)
  await fillDeliveryAddress(page)
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
  return firstVoucherCode(page)
}
