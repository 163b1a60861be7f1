import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { collectProblems, launchBrowser } from './browser'

const base = inject('baseUrl')

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

// Seeded by scripts/seed/gift-cards.ts: £50, unredeemed. On a database an earlier run already
// used it on, the test mints a fresh card through the development-only issuer.
const SEEDED_CARD = 'GIFT-2026-AAAA-0003'

describe('wallet in Chromium', () => {
  it('signs in, redeems a seeded gift card and sees the balance in the wallet', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    const problems = collectProblems(page)
    const email = `e2e-wallet-${crypto.randomUUID()}@example.com`
    const api = (path: string, data: unknown) =>
      context.request.post(`${base}/api/v1${path}`, { data, headers: { origin: base } })
    expect(
      (
        await api('/customer/register', {
          requestRegistration: {
            email,
            password: 'secret123',
            confirmPassword: 'secret123',
            firstName: 'Ada',
          },
        })
      ).status(),
    ).toBe(202)
    expect(
      (
        await api('/customer/login', {
          loginRequest: { j_username: email, j_password: 'secret123' },
        })
      ).status(),
    ).toBe(200)

    await page.goto(`${base}/myaccount/wallet`, { waitUntil: 'networkidle' })
    await page.getByTestId('wallet-empty').waitFor()

    await page.goto(`${base}/giftcard/redeem`, { waitUntil: 'networkidle' })
    const form = page.getByTestId('giftcard-redeem-form')
    const tryCode = async (code: string) => {
      await form.getByLabel('Gift card code').fill(code)
      await form.getByRole('button', { name: 'Redeem' }).click()
      await form.locator('[role="status"], [role="alert"]').first().waitFor()
      return (await form.locator('[role="status"]').count()) > 0
    }
    if (!(await tryCode(SEEDED_CARD))) {
      expect(await form.locator('[role="alert"]').innerText()).toBe(
        'Gift code not recognized. Please try again',
      )
      const minted = await api('/giftcards/dev-issue', {})
      expect(minted.status()).toBe(201)
      const { data } = (await minted.json()) as { data: { code: string } }
      await form.getByLabel('Gift card code').fill(data.code)
      await form.getByRole('button', { name: 'Redeem' }).click()
      await form.locator('[role="status"]').waitFor()
    }
    expect(await form.locator('[role="status"]').innerText()).toMatch(
      /£\d+ has been added to your wallet/,
    )

    await Promise.all([
      page.waitForURL(/\/myaccount\/wallet$/),
      form.getByRole('link', { name: 'See your wallet' }).click(),
    ])
    const balance = page.getByTestId('wallet-balance-GBP')
    await balance.waitFor()
    expect(await balance.innerText()).toMatch(/^£\d+$/)
    expect(await page.locator('tr[data-type="CREDIT"]').first().innerText()).toContain(
      'Gift card redeemed',
    )

    // A seeded credit-claim link (scripts/seed/credit-campaigns.ts) adds £5 of offer credit.
    await page.goto(`${base}/credit?credit_validation=1001`, { waitUntil: 'networkidle' })
    const claim = page.locator('[data-testid="credit-claim"][data-status="SUCCESS"]')
    await claim.waitFor()
    expect(await claim.innerText()).toContain(
      "Your £5 credit has been applied to your account. You'll see it when you get to checkout!",
    )
    expect(await claim.getByRole('link', { name: 'T&Cs apply' }).getAttribute('href')).toBe(
      '/page/wallettermsofuse',
    )
    // A card an earlier run redeemed answers 422 on purpose; Chromium logs that response.
    expect(problems.filter((p) => !/status of 422 .*giftcards\/redeem/.test(p))).toEqual([])
    await context.close()
  })
})
