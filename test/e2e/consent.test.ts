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

const devices = {
  desktop: { viewport: { width: 1280, height: 900 } },
  mobile: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
}

describe('the consent line on sign-up in Chromium', () => {
  it.each(Object.entries(devices))(
    'subscribes the new shopper (%s): the account says subscribed and the confirmation is mailed',
    async (_, device) => {
      const context = await browser.newContext(device)
      const page = await context.newPage()
      const problems = collectProblems(page)
      const email = `consent-${crypto.randomUUID()}@example.com`
      const password = 'secret123'

      await page.goto(`${base}/register`, { waitUntil: 'networkidle' })
      await page
        .getByText('By clicking Sign up you agree to receive our daily deals emails')
        .waitFor()
      await page.getByLabel('First name').fill('Connie')
      await page.getByLabel('Email', { exact: true }).fill(email)
      await page.getByLabel('Password', { exact: true }).fill(password)
      await page.getByLabel('Confirm password').fill(password)
      await Promise.all([
        page.waitForURL(`${base}/`),
        page.getByRole('button', { name: 'Sign up' }).click(),
      ])

      await page.goto(`${base}/myaccount/subscriptions`, { waitUntil: 'networkidle' })
      await expect
        .poll(() => page.getByTestId('subscription-status').textContent())
        .toBe('You are subscribed to our deals emails.')

      await page.goto(`${base}/dev/mailbox?to=${encodeURIComponent(email)}`)
      const confirmation = page.locator('article[data-kind="subscription-confirmation"]')
      await expect.poll(() => confirmation.count()).toBe(1)
      expect(await confirmation.locator('a[href*="/email-preferences?token="]').count()).toBe(1)
      // The dev mailbox is a bare page without an icon link, so Chromium asks for /favicon.ico.
      expect(problems.filter((problem) => !problem.includes('/favicon.ico'))).toEqual([])
      await context.close()
    },
  )
})
