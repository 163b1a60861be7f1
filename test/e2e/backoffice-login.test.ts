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

describe('back-office sign-in in Chromium', () => {
  it('sends an admin to sign in, in to the admin home, and out again', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
    const problems = collectProblems(page)

    // A page of the admin area sends a visitor to its own sign-in, with the way back.
    await page.goto(`${base}/admin`, { waitUntil: 'networkidle' })
    expect(page.url()).toBe(`${base}/admin/login`)

    // A wrong password is refused with the one answer for every failure.
    await page.getByLabel('Email', { exact: true }).fill('admin@dealio.test')
    await page.getByLabel('Password', { exact: true }).fill('not-the-password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('Invalid email/password')

    // The seeded dev admin (scripts/seed/staff.ts).
    await page.getByLabel('Password', { exact: true }).fill('dealio-admin-1')
    await Promise.all([
      page.waitForURL(`${base}/admin`),
      page.getByRole('button', { name: 'Sign in' }).click(),
    ])
    await page.getByRole('heading', { name: 'Admin', exact: true }).waitFor()
    expect(await page.getByText('admin@dealio.test').count()).toBeGreaterThan(0)

    // Out again: the area sends the visitor back to sign in.
    await Promise.all([
      page.waitForURL(`${base}/admin/login`),
      page.getByRole('button', { name: 'Sign out' }).click(),
    ])
    await page.goto(`${base}/admin`, { waitUntil: 'networkidle' })
    expect(page.url()).toBe(`${base}/admin/login`)
    expect(problems.filter((p) => !p.includes('401'))).toEqual([])
    await page.close()
  })
})
