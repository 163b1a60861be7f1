import { SELF, env } from 'cloudflare:test'
import { makeShopper } from '../fixtures/make-shopper'
import { describe, expect, it } from 'vitest'
import { login, register } from './account-client'

const emailCookie = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((line) => line.startsWith('email='))
    ?.split(';')
    .map((part) => part.trim().toLowerCase())

describe('the email cookie (transactions §9: email 365 days)', () => {
  it('keeps the address for a year after registration and sign-in, out of scripts’ reach', async () => {
    const email = 'Cookie-Keeper@Example.com'
    const registered = await register(email, 'secret123', 'Ann', '198.51.100.61')
    expect(registered.status).toBe(202)
    expect(emailCookie(registered)).toEqual(
      expect.arrayContaining(['email=cookie-keeper%40example.com', 'max-age=31536000']),
    )
    const signedIn = await login(email, 'secret123', '198.51.100.61')
    expect(signedIn.status).toBe(200)
    const attributes = emailCookie(signedIn)
    expect(attributes).toEqual(
      expect.arrayContaining([
        'email=cookie-keeper%40example.com',
        'max-age=31536000',
        'httponly',
        'samesite=lax',
        'path=/',
      ]),
    )
  })

  it('is sent Secure over https', async () => {
    const res = await SELF.fetch('https://localhost/api/v1/customer/register', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'https://localhost',
        'cf-connecting-ip': '198.51.100.62',
      },
      body: JSON.stringify({
        requestRegistration: {
          email: 'secure-cookie@example.com',
          password: 'secret123',
          confirmPassword: 'secret123',
          firstName: 'Ann',
        },
      }),
    })
    expect(res.status).toBe(202)
    expect(emailCookie(res)).toContain('secure')
  })

  it('never makes a cached page personal: a page with it is served from the shared cache without the address', async () => {
    const path = 'http://localhost/deals/london?pc=email-cookie'
    await (await SELF.fetch(path)).text()
    const headers = { cookie: 'email=someone%40example.com' }
    for (let i = 0; i < 40; i++) {
      const res = await SELF.fetch(path, { headers })
      const body = await res.text()
      if (/HIT|STALE/.test(res.headers.get('x-page-cache') ?? '')) {
        expect(body).not.toContain('someone@example.com')
        return
      }
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error('the page was never served from the cache')
  })

  it('is cleared when the customer asks to delete their account', async () => {
    const shopper = await makeShopper(env.DB, { passwordless: true })
    const res = await SELF.fetch('http://localhost/api/v1/customer', {
      method: 'DELETE',
      headers: {
        origin: 'http://localhost',
        cookie: `${shopper.cookie}; email=${encodeURIComponent(shopper.email)}`,
      },
    })
    expect(res.status).toBe(202)
    expect(emailCookie(res)).toEqual(expect.arrayContaining(['email=', 'max-age=0']))
  })
})
