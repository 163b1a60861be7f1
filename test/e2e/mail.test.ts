import { test, expect } from './support/fixtures'
import { axeAudit } from './support/axe'
import { buyAsNewShopper, canBuyNow, dealHrefs, registerThroughApi } from './support/shopper'
import { e2eBaseUrl, e2eOrigin } from './support/server-address'
import { PHONE } from './support/viewports'
// @ts-expect-error plain JS helper shared with scripts/start.mjs and scripts/jobs.mjs
import { runScheduledJobs } from '../../scripts/lib/jobs.mjs'
import { formatMoney } from '../../src/shared/format/money'

// A LivingSocial order's confirmation, opened from the dev mailbox as the shopper's
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
  problems,
}) => {
  // Every step on LivingSocial's host: a relative goto would go back to the main brand's.
  let buyable = false
  for (const href of (await dealHrefs(page, livingSocial('/'))).slice(0, 12)) {
    await page.goto(livingSocial(href))
    if ((buyable = await canBuyNow(page))) break
  }
  expect(buyable).toBe(true)
  const code = await buyAsNewShopper(page, shopper)
  const orderId = /\/checkout\/confirmation\/(\d+)$/.exec(page.url())![1]!
  // Asked from the page: Node's resolver does not know *.localhost, Chromium does.
  const order = await page.evaluate(async (id) => {
    const res = await fetch(`/api/v1/orders/${id}`)
    return ((await res.json()) as { data: { productOrder: unknown } }).data.productOrder
  }, orderId)
  const { walletAmountUsed, cashAmount, currency } = order as {
    walletAmountUsed: number
    cashAmount: number
    currency: 'GBP'
  }
  const total = formatMoney(walletAmountUsed + cashAmount, currency, {
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
  // LivingSocial's logo, the picture loaded (a broken one would show only its alt text).
  const logo = mail.locator('[data-logo="livingsocial"] img')
  await expect(logo).toHaveAttribute('alt', 'LivingSocial')
  await expect(logo).toHaveJSProperty('complete', true)
  expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  await expect(mail.locator(`[data-voucher="${code}"]`)).toContainText(code)
  await expect(mail.locator(`[data-qr="${code}"]`)).toBeVisible()
  await expect(mail.getByText('Order total')).toBeVisible()
  await expect(mail.locator('body')).toContainText(total)
  await expect(mail.locator('body')).not.toContainText('Dealio')

  // The mail on its own, as a mail client opens it: axe finds nothing serious. Axe cannot run
  // inside the sandbox (it runs no script), so the same HTML is audited in a page of its own.
  const id = await message.getAttribute('data-id')
  const html = await page.evaluate(
    async (path) => (await fetch(path)).text(),
    `/dev/mailbox/${id}/html`,
  )
  const alone = await page.context().newPage()
  await alone.setContent(html)
  await expect(alone.locator('[data-logo="livingsocial"]')).toBeVisible()
  expect(await axeAudit(alone, 'order confirmation mail')).toEqual([])
  await alone.close()
  // The mailbox page within its CSP (no style attributes), the mail's frame running nothing.
  expect(problems).toEqual([])
})

// The daily deals email's unsubscribe link, followed from the dev mailbox: the brand's
// page asks, one button (pressed from the keyboard) unsubscribes, the page confirms; axe finds
// nothing serious on either state, on a phone's screen.
test('the daily deals email’s unsubscribe link opens the brand’s page and confirms', async ({
  page,
  context,
  shopper,
  problems,
}) => {
  await registerThroughApi(context, shopper, { emailConsent: true })

  // The cron's run sends the day's email (the pinned clock is past the sending hour); a run
  // covers a page of subscribers at a time, so run it until this one's mail is written.
  const message = page.locator('article[data-kind="daily-deals"]')
  await expect(async () => {
    await runScheduledJobs(e2eBaseUrl())
    await page.goto(`/dev/mailbox?to=${encodeURIComponent(shopper.email)}`)
    await expect(message).toHaveCount(1, { timeout: 1_000 })
  }).toPass({ timeout: 60_000 })

  const link = message
    .getByRole('region', { name: 'Text part' })
    .getByRole('link', { name: /\/unsubscribe\?s=/ })
  const href = new URL((await link.getAttribute('href'))!)
  // The cron has no request to take a host from: locally its links and pictures name this
  // server (the brand's dev host on LOCAL_PORT, mail-origin.ts), so they work where they were
  // made, and the mail's pictures load (problems below would list any that failed).
  expect(href.origin).toBe(e2eOrigin())
  await page.setViewportSize(PHONE.viewport)
  await page.goto(href.href)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Unsubscribe from the daily deals email' }),
  ).toBeVisible()
  await expect(page.locator('main')).toContainText(shopper.email)
  // In the shop's shell: the brand's header and footer around it.
  await expect(page.locator('header').first()).toBeVisible()
  await expect(page.locator('footer').first()).toBeVisible()
  expect(await axeAudit(page, 'unsubscribe: the question')).toEqual([])

  const button = page.getByRole('button', { name: 'Unsubscribe' })
  await button.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible()
  await expect(page.getByRole('status')).toContainText(
    `${shopper.email} will get no more daily deals emails`,
  )
  expect(await axeAudit(page, 'unsubscribe: the confirmation')).toEqual([])
  expect(problems).toEqual([])
})
