import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { AdminCustomerDetail, AdminCustomerSummary } from '../../src/shared/schemas/admin-customers'
import { freshEmail } from '../fixtures/fresh'
import { makeStaff } from '../fixtures/make-staff'
import { login, newestMail, ORIGIN, post, register, tokenCookie } from './account-client'
import { buyVouchers } from './refunds-client'

const get = (path: string, cookie?: string) =>
  SELF.fetch(`${ORIGIN}/api/v1${path}`, { headers: cookie ? { cookie } : {} })

const admin = () => makeStaff(env.DB, { role: 'admin' })

const merchantStaff = async () => {
  const merchant = await env.DB.prepare(
    `INSERT INTO merchants (name, display_name, country_code)
     VALUES ('Customers test merchant', 'Customers test merchant', 'gb') RETURNING id`,
  ).first<{ id: number }>()
  return makeStaff(env.DB, { role: 'merchant', merchantId: merchant!.id })
}

const auditRows = (action: string, entityId: string) =>
  env.DB.prepare('SELECT COUNT(*) AS n FROM audit_log WHERE action = ? AND entity_id = ?')
    .bind(action, entityId)
    .first<{ n: number }>()
    .then((row) => row?.n ?? 0)

describe('admin customers API', () => {
  it('answers 401 without a staff session (a shopper session included) and 403 to a merchant', async () => {
    const bought = await buyVouchers(1500)
    expect((await get('/admin/customers?email=shopper')).status).toBe(401)
    expect((await get('/admin/customers?email=shopper', bought.shopper.cookie)).status).toBe(401)
    const merchant = await merchantStaff()
    const refused = await get('/admin/customers?email=shopper', merchant.cookie)
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ error: { code: 'FORBIDDEN' } })
    const lock = await post(
      `/admin/customers/${bought.shopper.id}/lock`,
      {},
      {
        cookie: merchant.cookie,
      },
    )
    expect(lock.status).toBe(403)
  })

  it('refuses a search of fewer than 2 characters and an unknown customer with 4xx', async () => {
    const { cookie } = await admin()
    const short = await get('/admin/customers?email=a', cookie)
    expect(short.status).toBe(400)
    expect(await short.json()).toMatchObject({ error: { code: 'INVALID' } })
    expect((await get('/admin/customers/999999999', cookie)).status).toBe(404)
    expect((await get('/admin/customers/abc', cookie)).status).toBe(404)
  })

  it('finds a customer by exact email or prefix and shows orders, vouchers, wallet and points but no card data', async () => {
    const bought = await buyVouchers(2200)
    const { cookie } = await admin()
    // A prefix only this shopper's address has (other files' shoppers share the database).
    const prefix = bought.shopper.email.split('@')[0]!
    const found = await get(`/admin/customers?email=${encodeURIComponent(prefix)}`, cookie)
    expect(found.status).toBe(200)
    expect(found.headers.get('cache-control')).toBe('private, no-store')
    const { data } = (await found.json()) as { data: { customers: AdminCustomerSummary[] } }
    expect(data.customers.map((c) => c.id)).toContain(bought.shopper.id)
    const exact = await get(
      `/admin/customers?email=${encodeURIComponent(bought.shopper.email)}`,
      cookie,
    )
    const exactBody = (await exact.json()) as { data: { customers: AdminCustomerSummary[] } }
    expect(exactBody.data.customers[0]!.id).toBe(bought.shopper.id)

    const res = await get(`/admin/customers/${bought.shopper.id}`, cookie)
    expect(res.status).toBe(200)
    const text = await res.text()
    const detail = AdminCustomerDetail.parse(JSON.parse(text).data)
    expect(detail.orders.map((o) => o.id)).toEqual([bought.orderNumber])
    expect(detail.vouchers.map((v) => v.code)).toEqual([bought.vouchers[0]!.code])
    expect(detail.loyalty.balance).toBeGreaterThanOrEqual(0)
    expect(text).not.toContain('4111111111111111')
    expect(text).not.toMatch(/token_hash|cvv|exp_month/i)
  })

  it('locks a customer out of login (ending their sessions) and unlocks them, with audit rows', async () => {
    const email = freshEmail('locked')
    const password = 'Correct-Horse-9'
    const made = await register(email, password, 'Lou', '198.51.100.71')
    expect(made.status).toBeLessThan(300)
    const session = tokenCookie(made)
    const row = await env.DB.prepare('SELECT id FROM users WHERE email = ?')
      .bind(email)
      .first<{ id: number }>()
    const id = row!.id
    const { cookie } = await admin()

    const locked = await post(`/admin/customers/${id}/lock`, {}, { cookie })
    expect(locked.status).toBe(200)
    expect(await locked.json()).toMatchObject({ data: { id, isLocked: true } })
    expect((await login(email, password, '198.51.100.72')).status).toBe(403)
    if (session) {
      expect((await get('/customer/profile', session)).status).toBe(401)
    }
    expect(await auditRows('customer.lock', String(id))).toBe(1)

    const unlocked = await post(`/admin/customers/${id}/unlock`, {}, { cookie })
    expect(await unlocked.json()).toMatchObject({ data: { id, isLocked: false } })
    expect((await login(email, password, '198.51.100.73')).status).toBe(200)
    expect(await auditRows('customer.unlock', String(id))).toBe(1)
  })

  it('sends the customer the same password reset email as "forgot password", with an audit row', async () => {
    const bought = await buyVouchers(1000)
    const { cookie } = await admin()
    const res = await post(`/admin/customers/${bought.shopper.id}/password-reset`, {}, { cookie })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      data: { customerId: bought.shopper.id, resetMailed: true },
    })
    const mail = await newestMail(bought.shopper.email)
    expect(mail?.kind).toBe('password-reset')
    expect(await auditRows('customer.password_reset', String(bought.shopper.id))).toBe(1)
  })

  it('refuses a cross-site form post (csrf)', async () => {
    const bought = await buyVouchers(1000)
    const { cookie } = await admin()
    const res = await SELF.fetch(`${ORIGIN}/api/v1/admin/customers/${bought.shopper.id}/lock`, {
      method: 'POST',
      headers: { cookie, origin: 'https://evil.example', 'content-type': 'text/plain' },
      body: '{}',
    })
    expect(res.status).toBe(403)
    expect(await auditRows('customer.lock', String(bought.shopper.id))).toBe(0)
  })
})

describe('admin operations pages', () => {
  it('render promotions tabs, the returns queue and a customer file for an admin only', async () => {
    const bought = await buyVouchers(1800)
    const { cookie } = await admin()
    const page = (path: string, withCookie = cookie) =>
      SELF.fetch(`${ORIGIN}${path}`, {
        headers: withCookie ? { cookie: withCookie } : {},
        redirect: 'manual',
      })

    expect((await page('/admin/customers', '')).status).toBe(302)
    const merchant = await merchantStaff()
    expect((await page('/admin/returns', merchant.cookie)).status).toBe(403)

    for (const tab of ['promo-codes', 'gift-cards', 'campaigns']) {
      const res = await page(`/admin/promotions?tab=${tab}`)
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe('private, no-store')
      expect(await res.text()).toContain('data-island="admin-promotion-form"')
    }
    const returns = await page('/admin/returns')
    expect(returns.status).toBe(200)
    expect(await returns.text()).toContain('Returns and refunds')

    const search = await page(`/admin/customers?email=${encodeURIComponent(bought.shopper.email)}`)
    expect(await search.text()).toContain(`/admin/customers/${bought.shopper.id}`)
    const file = await page(`/admin/customers/${bought.shopper.id}`)
    expect(file.status).toBe(200)
    const html = await file.text()
    expect(html).toContain(bought.vouchers[0]!.code)
    expect(html).toContain('data-island="admin-customer-actions"')
    expect(html).not.toContain('4111111111111111')
    expect((await page('/admin/customers/99999999')).status).toBe(404)
  })
})
