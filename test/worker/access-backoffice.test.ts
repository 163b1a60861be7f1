import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { makeStaff } from '../fixtures/make-staff'
import { callRow, makeOtherShopper, makeVictim, type Row, type Victim } from './access-fixtures'
import { clock, dayFromToday } from './clock'

// The back office: admin routes refuse customers (401: no staff session) and
// merchants (403), merchant routes refuse customers and admins, and a merchant reaches no
// voucher or booking of another merchant (404). Nothing of the victim's shows in any answer.

let victim: Victim
let otherCustomer = ''
let bookingId = 0

beforeAll(async () => {
  victim = await makeVictim()
  otherCustomer = (await makeOtherShopper()).cookie
  const booking = await env.DB.prepare(
    `INSERT INTO booking_requests (voucher_id, requested_date, status, created_at, updated_at)
     VALUES (?1, ?3, 'REQUESTED', ?2, ?2) RETURNING id`,
  )
    .bind(victim.vouchers[0]!.id, clock.now().toISOString(), dayFromToday(50))
    .first<{ id: number }>()
  bookingId = booking!.id
})

const call = (row: Row, cookie: string) => callRow(victim, row, cookie)

describe('the back office is closed to customers, and admin to merchants', () => {
  const ADMIN_ROUTES: Row[] = [
    { name: 'customers', method: 'GET', path: (v) => `/admin/customers?email=${v.shopper.email}` },
    { name: 'customer', method: 'GET', path: (v) => `/admin/customers/${v.shopper.id}` },
    {
      name: 'customer password reset',
      method: 'POST',
      path: (v) => `/admin/customers/${v.shopper.id}/password-reset`,
      body: () => ({}),
    },
    { name: 'deals', method: 'GET', path: () => '/admin/deals' },
    { name: 'deal', method: 'GET', path: (v) => `/admin/deals/${v.dealId}` },
    { name: 'returns', method: 'GET', path: () => '/admin/returns' },
    { name: 'promo codes', method: 'GET', path: () => '/admin/promo-codes' },
    { name: 'gift cards', method: 'GET', path: () => '/admin/gift-cards' },
    { name: 'campaigns', method: 'GET', path: () => '/admin/campaigns' },
    { name: 'audit log', method: 'GET', path: () => '/admin/audit' },
  ]
  const MERCHANT_ROUTES: Row[] = [
    {
      name: 'voucher lookup',
      method: 'GET',
      path: (v) => `/merchant/vouchers/${v.vouchers[0]!.code}`,
    },
    {
      name: 'voucher redeem',
      method: 'POST',
      path: (v) => `/merchant/vouchers/${v.vouchers[0]!.code}/redeem`,
      body: () => ({}),
    },
    { name: 'reports', method: 'GET', path: () => '/merchant/reports' },
    { name: 'bookings', method: 'GET', path: () => '/merchant/bookings' },
    { name: 'arrivals', method: 'GET', path: () => '/merchant/arrivals' },
    {
      name: 'voucher booking answer',
      method: 'POST',
      path: () => `/merchant/bookings/${bookingId}`,
      body: () => ({ action: 'accept' }),
    },
  ]

  it.each(ADMIN_ROUTES)('admin $name: 401 to a customer, 403 to a merchant', async (row) => {
    const merchantId = await env.DB.prepare('SELECT id FROM merchants ORDER BY id LIMIT 1').first<{
      id: number
    }>()
    const merchant = await makeStaff(env.DB, { role: 'merchant', merchantId: merchantId!.id })
    for (const [cookie, status] of [
      [victim.shopper.cookie, 401],
      [otherCustomer, 401],
      [merchant.cookie, 403],
    ] as const) {
      const { res, text, leaks } = await call(row, cookie)
      expect(res.status, text).toBe(status)
      expect(leaks).toEqual([])
    }
  })

  it.each(MERCHANT_ROUTES)('merchant $name: 401 to customers, 404/403 elsewhere', async (row) => {
    const voucherMerchant = await env.DB.prepare('SELECT merchant_id AS id FROM deals WHERE id = ?')
      .bind(victim.dealId)
      .first<{ id: number }>()
    const other = await env.DB.prepare('SELECT id FROM merchants WHERE id <> ? LIMIT 1')
      .bind(voucherMerchant!.id)
      .first<{ id: number }>()
    const otherMerchant = await makeStaff(env.DB, { role: 'merchant', merchantId: other!.id })
    const admin = await makeStaff(env.DB, { role: 'admin' })
    for (const cookie of [victim.shopper.cookie, otherCustomer]) {
      expect((await call(row, cookie)).res.status).toBe(401)
    }
    expect((await call(row, admin.cookie)).res.status).toBe(403)
    const scoped = await call(row, otherMerchant.cookie)
    // Reports and bookings are the merchant's own (200); a voucher of another merchant is 404.
    if (row.name.startsWith('voucher')) expect(scoped.res.status, scoped.text).toBe(404)
    expect(scoped.leaks).toEqual([])
    const state = await env.DB.batch([
      env.DB.prepare('SELECT status FROM vouchers WHERE id = ?').bind(victim.vouchers[0]!.id),
      env.DB.prepare('SELECT status FROM booking_requests WHERE id = ?').bind(bookingId),
    ])
    expect(state.map((r) => r.results[0])).toEqual([
      { status: 'READY_TO_REDEEM' },
      { status: 'REQUESTED' },
    ])
  })
})
