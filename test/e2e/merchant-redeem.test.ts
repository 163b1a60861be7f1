import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { MerchantReportResponse } from '../../src/shared/schemas/merchant'
import { collectProblems, launchBrowser } from './browser'
import { buyAsNewShopper } from './shopper'

const base = inject('baseUrl')

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** The seeded merchant user (scripts/seed/staff.ts) signs in at /merchant/login. */
async function signInAsMerchant(page: Page) {
  await page.goto(`${base}/merchant/login`, { waitUntil: 'networkidle' })
  await page.getByLabel('Email', { exact: true }).fill('merchant@dealio.test')
  await page.getByLabel('Password', { exact: true }).fill('dealio-merchant-1')
  await Promise.all([
    page.waitForURL(/\/merchant$/),
    page.getByRole('button', { name: 'Sign in' }).click(),
  ])
}

/** A deal of the signed-in merchant that can be bought now: the report lists every deal of
 * the merchant; the storefront API gives its page. */
async function merchantDealPath(merchant: Page, shopper: Page): Promise<string> {
  const report = MerchantReportResponse.parse(
    await (await merchant.request.get(`${base}/api/v1/merchant/reports`)).json(),
  )
  for (const { dealId } of report.data.deals) {
    const res = await shopper.request.get(`${base}/api/v1/deal/${dealId}`)
    if (!res.ok()) continue
    const { urlPath } = (await res.json()) as { urlPath: string }
    await shopper.goto(`${base}${urlPath}`, { waitUntil: 'networkidle' })
    const buy = shopper.getByTestId('deal-product-picker').getByRole('button', { name: 'Buy now' })
    if ((await buy.count()) === 1 && (await buy.isEnabled())) return urlPath
  }
  throw new Error('the seeded merchant has no deal that can be bought now')
}

describe('merchant redemption in Chromium', () => {
  it('a shopper buys, the merchant redeems the typed code once, the shopper sees Redeemed', async () => {
    const phone = { viewport: { width: 390, height: 844 } }
    const merchantContext = await browser.newContext(phone)
    const shopperContext = await browser.newContext(phone)
    const merchant = await merchantContext.newPage()
    const shopper = await shopperContext.newPage()
    const problems = collectProblems(merchant)

    await signInAsMerchant(merchant)
    await merchantDealPath(merchant, shopper)
    const code = await buyAsNewShopper(shopper, 'redeem')
    expect(code).toMatch(/^[A-Z0-9]{12}$/)

    await merchant.goto(`${base}/merchant/redeem`, { waitUntil: 'networkidle' })
    // Typed as a person might: lower case, with a space.
    await merchant
      .getByLabel('Voucher code')
      .fill(`${code.slice(0, 6).toLowerCase()} ${code.slice(6)}`)
    await merchant.getByRole('button', { name: 'Find voucher' }).click()
    const voucher = merchant.getByTestId('merchant-voucher')
    await voucher.waitFor()
    expect(await voucher.innerText()).toContain('Ada')
    expect(await merchant.getByTestId('merchant-voucher-status').innerText()).toBe(
      'Ready to Redeem',
    )
    await merchant.getByRole('button', { name: 'Mark as redeemed' }).click()
    await expect
      .poll(() => merchant.getByTestId('merchant-voucher-status').innerText())
      .toBe('Redeemed')
    expect(await merchant.getByRole('status').innerText()).toContain('Redeemed')
    expect(await merchant.getByRole('button', { name: 'Mark as redeemed' }).count()).toBe(0)

    // Looking it up again: a second redemption is refused with the date of the first.
    const again = await merchant.request.post(`${base}/api/v1/merchant/vouchers/${code}/redeem`, {
      headers: { origin: base },
    })
    expect(again.status()).toBe(409)
    expect(((await again.json()) as { error: { message: string } }).error.message).toMatch(
      /^This voucher was already redeemed on \d{1,2} \w+ \d{4}\.$/,
    )
    expect(problems).toEqual([])

    await shopper.goto(`${base}/myaccount/vouchers`, { waitUntil: 'networkidle' })
    expect(await shopper.getByTestId('voucher-card').first().innerText()).toContain('Redeemed')
    await merchantContext.close()
    await shopperContext.close()
  })
})
