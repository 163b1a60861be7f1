import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { collectProblems, launchBrowser } from './browser'

const base = inject('baseUrl')

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** The header's account button, named by the signed-in user's first name. */
const accountButton = (page: Page, firstName: string) =>
  page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: firstName })

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
}

describe('accounts in Chromium', () => {
  it('registers, logs out, logs back in to a protected page, edits the profile and resets the password', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    const problems = collectProblems(page)
    const email = `e2e-${crypto.randomUUID()}@example.com`
    const firstName = 'Erin'
    const password = 'secret123'
    const newPassword = 'newsecret456'

    // Register: the form logs the new user in and goes home (no stored destination).
    await page.goto(`${base}/register`, { waitUntil: 'networkidle' })
    await page.getByLabel('First name').fill(firstName)
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByLabel('Password', { exact: true }).fill(password)
    await page.getByLabel('Confirm password').fill(password)
    await Promise.all([
      page.waitForURL(`${base}/`),
      page.getByRole('button', { name: 'Sign up' }).click(),
    ])
    await accountButton(page, firstName).waitFor()

    // Log out through the header menu.
    await accountButton(page, firstName).click()
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: 'Log out' }).click(),
    ])
    await page.waitForLoadState('networkidle')
    await page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: 'Sign in' })
      .waitFor()

    // A protected page sends the visitor to log in, and back afterwards.
    await page.goto(`${base}/myaccount/profile`, { waitUntil: 'networkidle' })
    expect(page.url()).toBe(`${base}/login?redirect=%2Fmyaccount%2Fprofile`)
    await Promise.all([page.waitForURL(`${base}/myaccount/profile`), logIn(page, email, password)])
    await page.waitForLoadState('networkidle')

    // Edit the last name; it is still there after a reload.
    const lastName = page.getByLabel('Last name')
    await lastName.waitFor()
    expect(await page.getByTestId('profile-email').innerText()).toBe(email)
    await lastName.fill('Tester')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect
      .poll(() =>
        page.getByRole('status').filter({ hasText: 'Your details have been saved.' }).count(),
      )
      .toBe(1)
    await page.reload({ waitUntil: 'networkidle' })
    await expect.poll(() => page.getByLabel('Last name').inputValue()).toBe('Tester')

    // Forgotten password: the same answer for everyone, and a link in the mailbox.
    await page.goto(`${base}/forgot-password`, { waitUntil: 'networkidle' })
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await page.getByText("If an account exists for that email, we've sent a link").waitFor()

    await page.goto(`${base}/dev/mailbox?to=${encodeURIComponent(email)}`)
    const resetLink = page.locator('a[href*="/reset-password?token="]').first()
    const href = await resetLink.getAttribute('href')
    expect(href).toMatch(/\/reset-password\?token=/)
    // The mailed link names the site's own host; open it on the server under test.
    const url = new URL(href!)
    await page.goto(`${base}${url.pathname}${url.search}`, { waitUntil: 'networkidle' })
    await page.getByLabel('New password', { exact: true }).fill(newPassword)
    await page.getByLabel('Confirm new password').fill(newPassword)
    await page.getByRole('button', { name: 'Save password' }).click()
    await page.getByText('Your password has been set.').waitFor()

    // The new password works.
    await Promise.all([
      page.waitForURL(/\/login$/),
      page.getByRole('link', { name: 'Log in', exact: true }).click(),
    ])
    await page.waitForLoadState('networkidle')
    await Promise.all([page.waitForURL(`${base}/`), logIn(page, email, newPassword)])
    await accountButton(page, firstName).waitFor()
    // The dev mailbox is a bare page without an icon link, so Chromium asks for /favicon.ico.
    expect(problems.filter((problem) => !problem.includes('/favicon.ico'))).toEqual([])
    await page.close()
  })
})
