import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'

const ORIGIN = 'http://localhost'
const page = (path: string, cookie?: string) =>
  SELF.fetch(`${ORIGIN}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} })
const post = (path: string, body: unknown, ip: string) =>
  SELF.fetch(`${ORIGIN}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, 'cf-connecting-ip': ip },
    body: JSON.stringify(body),
  })

/** A signed-in user's session cookie, through the account API. */
async function signIn(email: string, ip: string) {
  const password = 'secret123'
  await post(
    '/customer/register',
    { requestRegistration: { email, password, confirmPassword: password, firstName: 'Ann' } },
    ip,
  )
  const res = await post(
    '/customer/login',
    { loginRequest: { j_username: email, j_password: password } },
    ip,
  )
  expect(res.status).toBe(200)
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!
}

describe('protected pages', () => {
  it('sends a logged-out visitor to /login with the return path, stored for 30 days', async () => {
    const res = await page('/myaccount/profile?tab=1')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/login?redirect=%2Fmyaccount%2Fprofile%3Ftab%3D1')
    const cookie = res.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^post_login_url=%2Fmyaccount%2Fprofile%3Ftab%3D1;/)
    expect(cookie).toMatch(/Max-Age=2592000/)
    expect(cookie).toMatch(/SameSite=Lax/)
    expect(cookie).not.toMatch(/HttpOnly/i)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
  })

  it.each(['/myaccount', '/myaccount/vouchers', '/account', '/order-addon/42'])(
    'protects %s',
    async (path) => {
      const res = await page(path)
      expect(res.status).toBe(302)
      expect(res.headers.get('location')).toMatch(/^\/login\?redirect=/)
    },
  )

  it.each([
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password?token=abc123abc123',
    '/activate-password?token=abc123abc123',
  ])('serves the sign-in page %s to everyone, private and unindexed', async (path) => {
    const res = await page(path)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(res.headers.get('x-page-cache')).toBeNull()
    const html = await res.text()
    expect(html).toContain('NOINDEX, NOFOLLOW')
    expect(html).toMatch(/data-island="auth-[a-z-]+-form"/)
    expect(html).not.toContain('data-island="sign-up-lightbox"')
  })

  it('keeps the destination when switching between login and register', async () => {
    const login = await (await page('/login?redirect=%2Fgifts')).text()
    expect(login).toContain('href="/register?redirect=%2Fgifts"')
    const register = await (await page('/register?redirect=%2F%2Fevil.com')).text()
    expect(register).toContain('href="/login"')
  })

  it('tells a visitor without a token that the link has expired', async () => {
    const html = await (await page('/reset-password')).text()
    expect(html).toContain('This link has expired or was already used.')
    expect(html).toContain('href="/forgot-password"')
  })

  it('shows the account area with the site menu to a signed-in user', async () => {
    const cookie = await signIn('pages-ann@example.com', '203.0.113.61')
    const res = await page('/myaccount/profile', cookie)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const html = await res.text()
    expect(html).toContain('aria-label="My account"')
    expect(html).toContain('>Account details<')
    expect(html).toContain('>My Dealios<')
    expect(html).toContain('data-island="account-profile-form"')
    expect(html).not.toContain('pages-ann@example.com')
    expect((await page('/myaccount', cookie)).headers.get('location')).toBe('/myaccount/profile')
    expect((await page('/myaccount/nope', cookie)).status).toBe(404)
    for (const path of ['/myaccount/password', '/myaccount/delete', '/myaccount/subscriptions']) {
      expect((await page(path, cookie)).status).toBe(200)
    }
  })

  it('sends a signed-in user on from /login by the redirect parameter', async () => {
    const cookie = await signIn('pages-bob@example.com', '203.0.113.62')
    const res = await page('/login?redirect=%2Fgifts', cookie)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/gifts')
  })
})

describe('header account menu', () => {
  it('signs in back to the current page, and offers the lightbox on deal pages', async () => {
    const html = await (await page('/deals/london')).text()
    expect(html).toContain('data-island="account-menu"')
    expect(html).toContain('href="/login?redirect=%2Fdeals%2Flondon"')
    expect(html).toContain('data-island="sign-up-lightbox"')
  })
})
