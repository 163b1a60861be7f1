import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { freshEmail } from '../fixtures/fresh'
import { makeShopper } from '../fixtures/make-shopper'
import { makeStaff } from '../fixtures/make-staff'

// A merchant of this file's own: worker files share one database (setup.ts).
let MERCHANT_ID = 0
const page = (path: string, cookie = '') =>
  SELF.fetch(`http://localhost${path}`, {
    headers: cookie ? { cookie } : {},
    redirect: 'manual',
  })

beforeAll(async () => {
  MERCHANT_ID = (await env.DB.prepare(
    `INSERT INTO merchants (name, display_name, country_code) VALUES ('Spa', 'Spa', 'gb')
     RETURNING id`,
  ).first<{ id: number }>())!.id
})

describe('back-office pages', () => {
  it.each([
    ['/merchant', '/merchant/login'],
    [
      '/merchant/reports?from=2026-11-01',
      '/merchant/login?redirect=%2Fmerchant%2Freports%3Ffrom%3D2026-11-01',
    ],
    ['/admin', '/admin/login'],
    ['/admin/audit', '/admin/login?redirect=%2Fadmin%2Faudit'],
  ])('sends a visitor without a staff session from %s to %s', async (path, location) => {
    const res = await page(path)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(location)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
  })

  it("does not let a shopper's session in", async () => {
    const shopper = await makeShopper(env.DB)
    const res = await page('/admin', shopper.cookie)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/admin/login')
  })

  it('shows the sign-in pages, not indexed and never cached', async () => {
    for (const area of ['merchant', 'admin']) {
      const res = await page(`/${area}/login`)
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe('private, no-store')
      expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow')
      const html = await res.text()
      expect(html).toContain('data-island="staff-login-form"')
      expect(html).toMatch(/<meta name="robots" content="NOINDEX, NOFOLLOW"/i)
    }
  })

  it('shows a merchant its home with the sections and a sign-out button', async () => {
    const email = freshEmail('till')
    const merchant = await makeStaff(env.DB, {
      role: 'merchant',
      merchantId: MERCHANT_ID,
      email,
    })
    const res = await page('/merchant', merchant.cookie)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const html = await res.text()
    expect(html).toContain('Merchant portal')
    expect(html).toContain(email)
    expect(html).toContain('href="/merchant/redeem"')
    expect(html).toContain('data-island="staff-sign-out"')
  })

  it('sends a signed-in user on from the sign-in page, to its safe return path only', async () => {
    const admin = await makeStaff(env.DB, { role: 'admin' })
    const back = await page('/admin/login?redirect=%2Fadmin%2Faudit', admin.cookie)
    expect(back.headers.get('location')).toBe('/admin/audit')
    const away = await page('/admin/login?redirect=%2F%2Fevil.example', admin.cookie)
    expect(away.headers.get('location')).toBe('/admin')
  })

  it('gives a merchant a 403 page on /admin and an admin one on /merchant', async () => {
    const merchant = await makeStaff(env.DB, { role: 'merchant', merchantId: MERCHANT_ID })
    const res = await page('/admin', merchant.cookie)
    expect(res.status).toBe(403)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(await res.text()).toContain('Not allowed')
    const admin = await makeStaff(env.DB, { role: 'admin' })
    expect((await page('/merchant', admin.cookie)).status).toBe(403)
    const adminHome = await page('/admin', admin.cookie)
    expect(adminHome.status).toBe(200)
    expect(await adminHome.text()).toContain('href="/admin/audit"')
  })
})
