import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, BrowserContext } from 'playwright-core'
import { collectProblems, launchBrowser } from './browser'

const base = inject('baseUrl')

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** A signed-in shopper in their own browser context, through express registration. */
async function expressRegistered(context: BrowserContext, name: string) {
  const email = `e2e-${name}-${crypto.randomUUID()}@example.com`
  const res = await context.request.post(`${base}/api/v1/customer/express-register`, {
    headers: { origin: base },
    data: { requestRegistration: { email, firstName: name } },
  })
  expect(res.status()).toBe(201)
}

describe('refer a friend and the club in Chromium', () => {
  it('shares a personal link that a new friend joins through, and shows the club', async () => {
    const referrer = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await referrer.newPage()
    const problems = collectProblems(page)
    await expressRegistered(referrer, 'Rita')

    await page.goto(`${base}/myaccount/refer-a-friend`, { waitUntil: 'networkidle' })
    await page.getByText('Get £200 credit').waitFor()
    const link = await page.getByLabel('Your referral link').inputValue()
    expect(link).toMatch(/\/r\/[A-Z2-9]{8}$/)
    for (const network of ['Facebook', 'X', 'WhatsApp', 'Email']) {
      await expect(page.getByRole('link', { name: network, exact: true }).count()).resolves.toBe(1)
    }

    // The friend opens the link (counted, cookie set, home page) and registers.
    const friend = await browser.newContext()
    const friendPage = await friend.newPage()
    await friendPage.goto(link, { waitUntil: 'domcontentloaded' })
    expect(new URL(friendPage.url()).pathname).toBe('/')
    await expressRegistered(friend, 'Fred')
    await friend.close()

    await page.reload({ waitUntil: 'networkidle' })
    const stats = page.getByTestId('referral-stats')
    await expect(stats.textContent()).resolves.toMatch(/Links opened\s*1/)
    await expect(stats.textContent()).resolves.toMatch(/Friends joined\s*1/)

    // Sharing a deal earns club points; a Pink member sees them but cannot exchange yet.
    const tracked = await referrer.request.post(`${base}/api/v1/tracking/data`, {
      headers: { origin: base },
      data: { shareDeal: 1 },
    })
    expect(tracked.status()).toBe(204)
    await page.goto(`${base}/myaccount/rewards`, { waitUntil: 'networkidle' })
    await expect(page.getByTestId('rewards-points').textContent()).resolves.toBe('5')
    await page.getByText('Reach Bronze to exchange your points for wallet credit.').waitFor()
    expect(problems).toEqual([])
    await referrer.close()
  })
})
