import { test, expect } from './support/fixtures'
import { axeAudit } from './support/axe'
import { buyAsNewShopper, openBuyableDeal } from './support/shopper'
import { e2eBaseUrl } from './support/server-address'
import { formatMoney } from '../../src/shared/format/money'

// Issue 33: a LivingSocial order's confirmation, opened from the dev mailbox as the shopper's
// mail client would show it: the brand's name and logo, the voucher code and its QR code, the
// total the order charged, and no serious accessibility fault in the mail itself.
const livingSocial = (path: string) => {
  const url = new URL(path, e2eBaseUrl())
  url.hostname = `livingsocial.${url.hostname}`
  return url.href
}

test('the dev mailbox shows a LivingSocial order confirmation in the brand’s layout', async ({
  page,
  shopper,
}) => {
  await openBuyableDeal(page, livingSocial('/'))
  const code = await buyAsNewShopper(page, shopper)
  const orderId = /\/checkout\/confirmation\/(\d+)$/.exec(page.url())![1]!
  const order = (await (await page.request.get(livingSocial(`/api/v1/orders/${orderId}`))).json())
    .data.productOrder as { walletAmountUsed: number; cashAmount: number; currency: 'GBP' }
  const total = formatMoney(order.walletAmountUsed + order.cashAmount, order.currency, {
    zeroAsAmount: true,
  })

  await page.goto(livingSocial(`/dev/mailbox?to=${encodeURIComponent(shopper.email)}`))
  const message = page.locator('article[data-kind="order-confirmation"]')
  await expect(message).toHaveCount(1)
  await expect(message.locator('h2')).toHaveText(`Your LivingSocial order ${orderId} is confirmed`)
  await expect(message.locator('.from')).toHaveText('LivingSocial <hello@livingsocial.co.uk>')
  // The text part beside the HTML one.
  await expect(message.getByRole('region', { name: 'Text part' })).toContainText(
    `Voucher code: ${code}`,
  )

  const mail = page.frameLocator('article[data-kind="order-confirmation"] iframe')
  await expect(mail.locator('[data-logo="livingsocial"]')).toHaveText('LivingSocial')
  await expect(mail.locator(`[data-voucher="${code}"]`)).toContainText(code)
  await expect(mail.locator(`[data-qr="${code}"]`)).toBeVisible()
  await expect(mail.getByText('Order total')).toBeVisible()
  await expect(mail.locator('body')).toContainText(total)
  await expect(mail.locator('body')).not.toContainText('Dealio')

  // The mail on its own, as a mail client opens it: axe finds nothing serious.
  const id = await message.getAttribute('data-id')
  await page.goto(livingSocial(`/dev/mailbox/${id}/html`))
  await expect(page.locator('[data-logo="livingsocial"]')).toBeVisible()
  expect(await axeAudit(page, 'order confirmation mail')).toEqual([])
})
