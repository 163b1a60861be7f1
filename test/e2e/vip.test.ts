import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, BrowserContext } from 'playwright-core'
import { collectProblems, launchBrowser } from './browser'
import { fillCardFields, payByCard } from './shopper'

const base = inject('baseUrl')

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** A signed-in shopper in their own browser context, through express registration. */
async function expressRegistered(context: BrowserContext): Promise<string> {
  const email = `e2e-vip-${crypto.randomUUID()}@example.com`
  const res = await context.request.post(`${base}/api/v1/customer/express-register`, {
    headers: { origin: base },
    data: { requestRegistration: { email, firstName: 'Vera' } },
  })
  expect(res.status()).toBe(201)
  return email
}

/** A VIP-only deal sold by the option picker (not a travel calendar), from the VIP listing. */
async function vipOnlyDealPath(context: BrowserContext): Promise<string> {
  const list = (await (
    await context.request.get(`${base}/api/v1/deals/national-deal?pageSize=50&vip=true`)
  ).json()) as { mainDeal: { id: number } | null; deals: { id: number }[] }
  for (const { id } of [list.mainDeal, ...list.deals].filter((d) => d !== null)) {
    const deal = (await (await context.request.get(`${base}/api/v1/deal/${id}`)).json()) as {
      vipOnly: boolean
      soldOut: boolean
      urlPath: string
      productDisplay: { type: string }
      deliveryType: string
    }
    // Postage is added at checkout, so the picker's total is the charge exactly for a deal
    // without it (the member's VIP price is the charge: no second VIP discount, issue 29).
    if (
      deal.vipOnly &&
      !deal.soldOut &&
      deal.productDisplay.type !== 'calendar' &&
      deal.deliveryType !== 'postage'
    ) {
      return deal.urlPath
    }
  }
  throw new Error('no VIP-only deal in the seeded VIP listing')
}

describe('VIP membership in Chromium', () => {
  it('joins VIP through the VIP payment modal, sees My Rewards and is kept by the retention offer', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    const problems = collectProblems(page)
    await expressRegistered(context)

    // The VIP benefits with the offer to join (also the /deals/vip hub header, vipHubHeader).
    await page.goto(`${base}/second-checkout/benefits`, { waitUntil: 'networkidle' })
    await page.getByText('Checkout discount up to 15%').waitFor()
    await page.getByTestId('vip-join').click()

    // The VIP payment modal: black, with the logo and no close button.
    const modal = page.getByTestId('vip-payment-modal')
    await modal.waitFor()
    await expect(modal.getByText('Dealio VIP', { exact: true }).count()).resolves.toBe(1)
    await expect(modal.getByRole('button', { name: 'Close' }).count()).resolves.toBe(0)
    const background = await modal.evaluate((el) => getComputedStyle(el).backgroundColor)
    expect(background).toBe('rgb(0, 0, 0)')
    await page.keyboard.press('Escape')
    await modal.waitFor()

    await fillCardFields(modal)
    await modal.getByRole('button', { name: 'Pay £4.99' }).click()

    // Paid: My Rewards with the membership and its renewal date.
    await page.waitForURL(`${base}/myaccount/vip-rewards`)
    await page.getByTestId('vip-rewards').waitFor()
    await expect(page.getByTestId('vip-renewal-date').textContent()).resolves.toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    )

    // Cancelling: reason, then the 50% retention offer, and the member stays.
    await page.getByRole('button', { name: 'Cancel membership' }).click()
    await page.getByLabel('It costs too much').check()
    await page.getByRole('button', { name: 'Continue' }).click()
    const offer = page.getByTestId('vip-retention-offer')
    await offer.getByText('50% off your next renewal').waitFor()
    await offer.getByRole('button', { name: 'Stay and save 50%' }).click()
    await page.getByText('£2.49 (50% off, thanks for staying)').waitFor()
    await page.getByRole('button', { name: 'Cancel membership' }).waitFor()
    expect(problems).toEqual([])
    await context.close()
  })

  it('fits the join dialog on a 320 px phone, then buys a VIP-only deal without touching the picker', async () => {
    const width = 320
    const context = await browser.newContext({ viewport: { width, height: 640 } })
    const page = await context.newPage()
    const problems = collectProblems(page)
    const email = await expressRegistered(context)

    await page.goto(`${base}/second-checkout/benefits`, { waitUntil: 'networkidle' })
    await page.getByTestId('vip-join').click()
    const modal = page.getByTestId('vip-payment-modal')
    await modal.waitFor()
    for (const label of ['Card number', 'Name on card', 'Month', 'Year', 'CVV']) {
      const box = (await modal.getByLabel(label).boundingBox())!
      expect(box.x, label).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width, label).toBeLessThanOrEqual(width)
    }
    await fillCardFields(modal)
    await modal.getByRole('button', { name: 'Pay £4.99' }).click()
    await page.waitForURL(`${base}/myaccount/vip-rewards`)

    // The member's deal page: their VIP price at once, an option already chosen, Buy now live.
    await page.goto(`${base}${await vipOnlyDealPath(context)}`, { waitUntil: 'networkidle' })
    await page.locator('[data-island="deal-product-picker"][data-hydrated]').waitFor()
    const picker = page.getByTestId('deal-product-picker')
    const buy = picker.getByRole('button', { name: 'Buy now' })
    await expect.poll(() => buy.isEnabled()).toBe(true)
    const shown = (await picker.locator('output strong').innerText()).trim()
    await Promise.all([page.waitForURL(/\/checkout\/[\w-]{11,}$/), buy.click()])
    await page.waitForLoadState('networkidle')
    if ((await page.getByLabel('Email address').count()) > 0) {
      await page.getByLabel('Email address').fill(email)
    }
    await payByCard(page)
    // What the picker showed is what the order charged.
    expect((await page.getByTestId('order-total').innerText()).trim()).toBe(shown)
    expect(problems).toEqual([])
    await context.close()
  })
})
