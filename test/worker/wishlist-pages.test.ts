import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { call, Jar, liveUkDeals, signIn } from './wishlist-client'

const page = async (jar: Jar, path: string) => {
  const res = await SELF.fetch(`http://localhost${path}`, { headers: { cookie: jar.header() } })
  return { res, html: await res.text() }
}

describe('/wishlist page', () => {
  it('asks an anonymous visitor to log in and lists the deals they saved', async () => {
    const jar = new Jar()
    const [dealId] = await liveUkDeals(1)
    const empty = await page(jar, '/wishlist')
    expect(empty.res.status).toBe(200)
    expect(empty.res.headers.get('cache-control')).toBe('private, no-store')
    expect(empty.html).toContain('Login to see your full wish list')
    expect(empty.html).toContain('data-testid="wishlist-empty"')

    await call(jar, 'POST', `/wishlist/deal/${dealId}`)
    const saved = await page(jar, '/wishlist')
    expect(saved.html).toContain(`data-wishlist-item="${dealId}"`)
  })

  it('shows a signed-in customer their list without the login prompt', async () => {
    const jar = new Jar()
    await signIn(jar)
    const { html } = await page(jar, '/wishlist')
    expect(html).not.toContain('Login to see your full wish list')
  })
})

describe('/buy-again page', () => {
  it('asks a visitor without a session to sign in', async () => {
    const { res, html } = await page(new Jar(), '/buy-again')
    expect(res.status).toBe(200)
    expect(html).toContain('data-testid="buy-again-login-prompt"')
  })
})

describe('deal cards', () => {
  it('carry a hidden heart button for the wishlist module', async () => {
    const { html } = await page(new Jar(), '/')
    expect(html).toMatch(/<button[^>]*data-wishlist-deal="\d+"[^>]*>/)
    expect(html).toMatch(/data-wishlist-deal="\d+" aria-pressed="false"/)
  })
})
