import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { staffClearStatements, staffStatements } from '../../scripts/seed/staff'

// The worker tests' catalogue is seeded for this day (test/worker/setup.ts).
const TODAY = '2026-11-21'
const run = (statements: string[]) => env.DB.batch(statements.map((sql) => env.DB.prepare(sql)))

const login = (area: 'merchant' | 'admin', email: string, password: string) =>
  SELF.fetch(`http://localhost/api/v1/${area}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost' },
    body: JSON.stringify({ email, password }),
  })

describe('the staff seed', () => {
  it('signs in the dev admin and the merchant of the first open UK deal, also after a re-seed', async () => {
    await run(staffStatements(TODAY))
    await run([...staffClearStatements(), ...staffStatements(TODAY)])
    const first = await env.DB.prepare(
      `SELECT merchant_id AS merchantId FROM deals
       WHERE country_code = 'gb' AND open = 1 AND vip_only = 0 AND opens_at <= ?
         AND closing_date >= ?
       ORDER BY id LIMIT 1`,
    )
      .bind(`${TODAY}T23:59:59.999Z`, TODAY)
      .first<{ merchantId: number }>()

    const admin = await login('admin', 'admin@dealio.test', 'dealio-admin-1')
    expect(admin.status).toBe(200)
    const merchant = await login('merchant', 'merchant@dealio.test', 'dealio-merchant-1')
    expect(merchant.status).toBe(200)
    expect(await merchant.json()).toMatchObject({
      data: { role: 'merchant', merchantId: first!.merchantId },
    })
    const count = await env.DB.prepare('SELECT COUNT(*) AS n FROM staff_users').first<{
      n: number
    }>()
    expect(count!.n).toBe(3)
  })

  it('signs in the merchant of the first open UK deal booked on redemption', async () => {
    await run([...staffClearStatements(), ...staffStatements(TODAY)])
    const first = await env.DB.prepare(
      `SELECT merchant_id AS merchantId FROM deals
       WHERE country_code = 'gb' AND open = 1 AND vip_only = 0 AND opens_at <= ?
         AND closing_date >= ? AND booking_calendar_on_redemption = 1
       ORDER BY id LIMIT 1`,
    )
      .bind(`${TODAY}T23:59:59.999Z`, TODAY)
      .first<{ merchantId: number }>()
    expect(first).not.toBeNull()
    const merchant = await login('merchant', 'bookings@dealio.test', 'dealio-merchant-2')
    expect(merchant.status).toBe(200)
    expect(await merchant.json()).toMatchObject({
      data: { role: 'merchant', merchantId: first!.merchantId },
    })
  })
})
