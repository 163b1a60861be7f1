import type { Page } from '@playwright/test'
import { test, expect } from './support/fixtures'
import { live, pageLive } from './support/islands'
import { logIn, signUp } from './support/shopper'
import { e2eOrigin } from './support/server-address'

/** The header's account button, named by the signed-in user's first name. */
const accountButton = (page: Page, firstName: string) =>
  page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: firstName })

test.describe('accounts in Chromium', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('registers, logs out, logs back in to a protected page, edits the profile and resets the password', async ({
    page,
    problems,
    shopper,
  }) => {
    const erin = { ...shopper, firstName: 'Erin' }
    const newPassword = 'newsecret456'

    // Register: the form logs the new user in and goes home (no stored destination).
    await signUp(page, erin)
    await expect(accountButton(page, erin.firstName)).toBeVisible()

    // Log out through the header menu.
    await live(page, 'account-menu')
    await accountButton(page, erin.firstName).click()
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: 'Log out' }).click(),
    ])
    await expect(
      page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Sign in' }),
    ).toBeVisible()

    // A protected page sends the visitor to log in, and back afterwards.
    await page.goto('/myaccount/profile')
    await expect(page).toHaveURL('/login?redirect=%2Fmyaccount%2Fprofile')
    await Promise.all([
      page.waitForURL('/myaccount/profile'),
      logIn(page, erin.email, erin.password),
    ])

    // Edit the last name; it is still there after a reload.
    await live(page, 'account-profile-form')
    const lastName = page.getByLabel('Last name')
    await expect(page.getByTestId('profile-email')).toHaveText(erin.email)
    await lastName.fill('Tester')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'Your details have been saved.' }),
    ).toHaveCount(1)
    await page.reload()
    await expect(page.getByLabel('Last name')).toHaveValue('Tester')

    // Forgotten password: the same answer for everyone, and a link in the mailbox.
    await page.goto('/forgot-password')
    await live(page, 'auth-forgot-form')
    await page.getByLabel('Email', { exact: true }).fill(erin.email)
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await expect(
      page.getByText("If an account exists for that email, we've sent a link"),
    ).toBeVisible()

    await page.goto(`/dev/mailbox?to=${encodeURIComponent(erin.email)}`)
    const resetLink = page.locator('a[href*="/reset-password?token="]').first()
    const href = await resetLink.getAttribute('href')
    expect(href).toMatch(/\/reset-password\?token=/)
    // The mailed link names the site's own host; open it on the server under test.
    const url = new URL(href!)
    await page.goto(`${url.pathname}${url.search}`)
    await live(page, 'auth-new-password-form')
    await page.getByLabel('New password', { exact: true }).fill(newPassword)
    await page.getByLabel('Confirm new password').fill(newPassword)
    await page.getByRole('button', { name: 'Save password' }).click()
    await expect(page.getByText('Your password has been set.')).toBeVisible()

    // The new password works.
    await Promise.all([
      page.waitForURL(/\/login$/),
      page.getByRole('link', { name: 'Log in', exact: true }).click(),
    ])
    await Promise.all([
      page.waitForURL((to) => to.pathname === '/'),
      logIn(page, erin.email, newPassword),
    ])
    await expect(accountButton(page, erin.firstName)).toBeVisible()
    await pageLive(page)
    // The dev mailbox is a bare page without an icon link, so Chromium asks for /favicon.ico.
    expect(problems.filter((problem) => !problem.includes('/favicon.ico'))).toEqual([])
  })

  test('logs in at /login: one request per press, what was typed and Remember me kept after a refusal', async ({
    page,
    problems,
    shopper,
  }) => {
    await signUp(page, shopper)
    await page.context().clearCookies()
    const logins: string[] = []
    page.on('request', (req) => {
      if (req.url().endsWith('/api/v1/customer/login')) logins.push(req.postData() ?? '')
    })
    await page.goto('/login')
    await live(page, 'auth-login-form')
    const form = page.getByRole('form', { name: 'Sign in' })
    const email = form.getByLabel('Email', { exact: true })
    const password = form.getByLabel('Password', { exact: true })
    const rememberMe = form.getByLabel('Remember me')

    // Nothing typed: each field says so, tied to its box, and nothing is sent.
    await form.getByRole('button', { name: 'Log in' }).click()
    await expect(email).toHaveAccessibleDescription('Required field')
    await expect(password).toHaveAccessibleDescription('Required field')
    expect(logins).toEqual([])

    // A wrong password, sent from the keyboard: the refusal, and the form as the shopper left it.
    await email.fill(shopper.email)
    await password.fill('not-my-password')
    await rememberMe.check()
    await password.press('Enter')
    await expect(form.getByRole('alert')).toHaveText('Invalid email/password. Please try again.')
    await expect(email).toHaveValue(shopper.email)
    await expect(password).toHaveValue('not-my-password')
    await expect(rememberMe).toBeChecked()
    await expect(email).not.toHaveAttribute('aria-invalid')
    expect(logins).toHaveLength(1)
    expect(JSON.parse(logins[0]!)).toMatchObject({ rememberMe: true })

    // The right password: one request, busy until the next page.
    await password.fill(shopper.password)
    await Promise.all([
      page.waitForURL((to) => to.pathname === '/'),
      form.getByRole('button', { name: 'Log in' }).click(),
    ])
    expect(logins).toHaveLength(2)
    await expect(accountButton(page, shopper.firstName)).toBeVisible()
    // Chromium logs the refused login's 401 itself; nothing else may go wrong.
    const refusal = /status of 40\d .*\/api\/v1\/customer\/login\)$/
    expect(problems.filter((problem) => !refusal.test(problem))).toEqual([])
  })

  test('changes the password at /myaccount/password: one request per press, what was typed kept after a refusal', async ({
    page,
    context,
    problems,
    shopper,
  }) => {
    await signUp(page, shopper)
    const changes: string[] = []
    page.on('request', (req) => {
      if (req.url().endsWith('/api/v1/customer/password')) changes.push(req.method())
    })
    await page.goto('/myaccount/password')
    await live(page, 'account-password-form')
    const form = page.getByRole('form', { name: 'Change password' })
    const current = form.getByLabel('Current password')
    const press = () => form.getByRole('button', { name: 'Change password' }).click()

    // Nothing typed: each field says so, and nothing is sent.
    await press()
    await expect(form.getByText('Required field').first()).toBeVisible()
    expect(changes).toEqual([])

    // A wrong current password: the refusal, and the fields still hold what was typed.
    await current.fill('not-my-password')
    await form.getByLabel('New password', { exact: true }).fill('newsecret456')
    await form.getByLabel('Confirm new password').fill('newsecret456')
    await press()
    await expect(form.getByRole('alert')).toHaveText('Error: Change Unsuccessful')
    await expect(current).toHaveValue('not-my-password')
    expect(changes).toEqual(['PATCH'])

    // The right one: changed, the fields emptied, and the new password signs in.
    await current.fill(shopper.password)
    await press()
    await expect(form.getByRole('status')).toHaveText('Your password has been changed.')
    await expect(form.getByRole('alert')).toBeEmpty()
    await expect(current).toHaveValue('')
    expect(changes).toEqual(['PATCH', 'PATCH'])
    const signIn = await context.request.post('/api/v1/customer/login', {
      headers: { origin: e2eOrigin() },
      data: { loginRequest: { j_username: shopper.email, j_password: 'newsecret456' } },
    })
    expect(signIn.status()).toBeLessThan(300)
    // Chromium logs the refused change's 400 itself; nothing else may go wrong.
    const refusal = /status of 400 .*\/api\/v1\/customer\/password\)$/
    expect(problems.filter((problem) => !refusal.test(problem))).toEqual([])
  })
})
