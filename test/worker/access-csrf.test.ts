import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { makeStaff } from '../fixtures/make-staff'
import { ORIGIN } from './account-client'
import { makeVictim, type Victim } from './access-fixtures'

// CSRF: a state-changing request another site makes a signed-in browser send
// is refused with 403 whatever its content type (hono/csrf alone let JSON through, leaving it
// to the CORS preflight), and also when only Sec-Fetch-Site tells where it came from. Calls
// from our own origin, and server-to-server calls with neither header, still pass.

let victim: Victim
const staff = { admin: '', merchant: '' }

beforeAll(async () => {
  victim = await makeVictim()
  staff.admin = (await makeStaff(env.DB, { role: 'admin' })).cookie
  const deal = await env.DB.prepare('SELECT merchant_id AS id FROM deals WHERE id = ?')
    .bind(victim.dealId)
    .first<{ id: number }>()
  staff.merchant = (await makeStaff(env.DB, { role: 'merchant', merchantId: deal!.id })).cookie
})

const REFUSAL = { error: { code: 'FORBIDDEN', message: 'Requests from another site are refused' } }

interface Write {
  area: string
  method: string
  path: (v: Victim) => string
  body: (v: Victim) => Record<string, unknown>
  /** Whose browser is forged into sending it; the victim customer unless named. */
  as?: keyof typeof staff
}

const WRITES: Write[] = [
  {
    area: 'customer',
    method: 'PUT',
    path: () => '/customer/profile',
    body: () => ({ firstName: 'Eve' }),
  },
  { area: 'customer', method: 'POST', path: () => '/customer/logout', body: () => ({}) },
  {
    area: 'customer',
    method: 'PATCH',
    path: () => '/customer/password',
    body: () => ({ oldPassword: 'x', newPassword: 'evil-pass-1', confirmPassword: 'evil-pass-1' }),
  },
  {
    area: 'basket',
    method: 'POST',
    path: (v) => `/basket/${v.basketToken}/product`,
    body: (v) => ({ dealId: v.dealId, dealProductId: v.productId, quantity: 1 }),
  },
  {
    area: 'checkout',
    method: 'POST',
    path: (v) => `/checkout/${v.basketToken}/wallet`,
    body: () => ({ use: true }),
  },
  {
    area: 'order',
    method: 'POST',
    path: (v) => `/checkout/${v.basketToken}/order`,
    body: () => ({ payment: { method: 'credit_card', paymentToken: 'x' }, expectedTotal: 2500 }),
  },
  {
    area: 'wishlist',
    method: 'POST',
    path: (v) => `/wishlist/deal/${v.dealId}`,
    body: () => ({}),
  },
  {
    area: 'refunds',
    method: 'POST',
    path: () => '/refunds',
    body: (v) => ({
      orderNumber: v.orderId,
      voucherCode: v.vouchers[0]!.code,
      reason: 'CHANGED_MIND',
      notRedeemedConfirmed: true,
      method: 'WALLET',
    }),
  },
  {
    area: 'gifts',
    method: 'POST',
    path: () => '/gifts/claim',
    body: (v) => ({ code: v.giftCode }),
  },
  { area: 'vip', method: 'POST', path: () => '/vip/cancel', body: () => ({}) },
  {
    area: 'admin',
    method: 'POST',
    path: () => '/admin/promo-codes',
    body: () => ({ code: 'EVIL100', percentOff: 100 }),
    as: 'admin',
  },
  {
    area: 'merchant',
    method: 'POST',
    path: (v) => `/merchant/vouchers/${v.vouchers[0]!.code}/redeem`,
    body: () => ({}),
    as: 'merchant',
  },
]

type Variant = { name: string; headers: Record<string, string>; form?: boolean }
const FOREIGN: Variant[] = [
  { name: 'JSON from another origin', headers: { origin: 'https://evil.example' } },
  { name: 'a form from another origin', headers: { origin: 'https://evil.example' }, form: true },
  { name: 'JSON from an opaque origin', headers: { origin: 'null' } },
  { name: 'JSON, no Origin, cross-site fetch', headers: { 'sec-fetch-site': 'cross-site' } },
  {
    name: 'a form, no Origin, cross-site fetch',
    headers: { 'sec-fetch-site': 'cross-site' },
    form: true,
  },
  { name: 'JSON, no Origin, same-site fetch', headers: { 'sec-fetch-site': 'same-site' } },
  { name: 'JSON from http to our https', headers: { origin: 'http://localhost:8443' } },
]

function send(write: Write, variant: Variant) {
  const body = write.body(victim)
  return SELF.fetch(`${ORIGIN}/api/v1${write.path(victim)}`, {
    method: write.method,
    headers: {
      cookie: write.as ? staff[write.as] : victim.shopper.cookie,
      'cf-connecting-ip': '198.51.100.91',
      'idempotency-key': `csrf-${crypto.randomUUID()}`,
      'content-type': variant.form ? 'application/x-www-form-urlencoded' : 'application/json',
      ...variant.headers,
    },
    body: variant.form
      ? new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString()
      : JSON.stringify(body),
  })
}

const sessionAlive = async () =>
  (
    await SELF.fetch(`${ORIGIN}/api/v1/customer/profile`, {
      headers: { cookie: victim.shopper.cookie },
    })
  ).status === 200

describe('a state change from another site is refused', () => {
  const cases = WRITES.flatMap((write) => FOREIGN.map((variant) => ({ ...write, variant })))

  it.each(cases)('$area $method: $variant.name → 403', async ({ variant, ...write }) => {
    const res = await send(write, variant)
    expect(res.status).toBe(403)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await res.json()).toEqual(REFUSAL)
  })

  it('left the victim signed in with their basket, voucher and profile as they were', async () => {
    expect(await sessionAlive()).toBe(true)
    const user = await env.DB.prepare('SELECT first_name AS n FROM users WHERE id = ?')
      .bind(victim.shopper.id)
      .first<{ n: string }>()
    expect(user!.n).not.toBe('Eve')
    const lines = await env.DB.prepare('SELECT quantity FROM basket_lines WHERE basket_token = ?')
      .bind(victim.basketToken)
      .all<{ quantity: number }>()
    expect(lines.results).toEqual([{ quantity: 1 }])
    const promo = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM promo_codes WHERE code = 'EVIL100'",
    ).first<{ n: number }>()
    expect(promo!.n).toBe(0)
    const voucher = await env.DB.prepare('SELECT status FROM vouchers WHERE id = ?')
      .bind(victim.vouchers[0]!.id)
      .first<{ status: string }>()
    expect(voucher!.status).toBe('READY_TO_REDEEM')
  })
})

describe('our own and server-to-server writes still pass', () => {
  const OWN: Variant[] = [
    { name: 'our Origin', headers: { origin: ORIGIN } },
    {
      name: 'our Origin and same-origin fetch',
      headers: { origin: ORIGIN, 'sec-fetch-site': 'same-origin' },
    },
    { name: 'no Origin, same-origin fetch', headers: { 'sec-fetch-site': 'same-origin' } },
    { name: 'neither header (server to server)', headers: {} },
  ]
  const wishlistAdd = WRITES.find((write) => write.area === 'wishlist')!

  it.each(OWN)('a wishlist add with $name is not refused', async (variant) => {
    const res = await send(wishlistAdd, variant)
    expect(res.status, await res.text()).toBe(201)
  })

  // Each write of the table, sent from our own origin, gets past the guard (whatever its own
  // answer), so the 403s above are the guard's and not some other refusal. Logout goes last.
  const isLogout = (write: Write) => write.area === 'customer' && write.method === 'POST'
  it.each(WRITES.filter((write) => !isLogout(write)))(
    '$area $method from our origin is not refused by the guard',
    async (write) => {
      const res = await send(write, OWN[0]!)
      const text = await res.text()
      expect(text).not.toContain(REFUSAL.error.message)
      expect(res.status, text).not.toBe(403)
    },
  )

  it('reads from anywhere are not this guard’s business', async () => {
    const res = await SELF.fetch(`${ORIGIN}/api/v1/health`, {
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    })
    expect(res.status).toBe(200)
  })
})
