import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { SEEDED_STAFF, staffClearStatements, staffStatements } from '../../scripts/seed/staff'
import { TEST_TODAY } from './clock'

// The worker tests' catalogue is seeded for this day (test/worker/setup.ts).
const TODAY = TEST_TODAY
const run = (statements: string[]) => env.DB.batch(statements.map((sql) => env.DB.prepare(sql)))

const login = (area: 'merchant' | 'admin', email: string, password: string) =>
  SELF.fetch(`http://localhost/api/v1/${area}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost' },
    body: JSON.stringify({ email, password }),
  })

describe('the staff seed', () => {
  it('signs in the dev admin and the merchant of the first open UK deal, also after a re-seed', async () => {
    // A database the staff seed has not run on: worker files share one (setup.ts), and this
    // file's other test, or a run of it before, may have seeded it already.
    const emails = JSON.stringify(SEEDED_STAFF.map((staff) => staff.email))
    await env.DB.batch([
      env.DB.prepare(
        `DELETE FROM staff_sessions WHERE staff_id IN
           (SELECT id FROM staff_users WHERE email IN (SELECT value FROM json_each(?1)))`,
      ).bind(emails),
      env.DB.prepare(
        'DELETE FROM staff_users WHERE email IN (SELECT value FROM json_each(?1))',
      ).bind(emails),
    ])
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
    // One row each, re-seeded or not. Only the seed's own: other worker files add staff of their
    // own to the database they share (setup.ts).
    const count = await env.DB.prepare(
      `SELECT COUNT(*) AS n FROM staff_users WHERE email IN (SELECT value FROM json_each(?))`,
    )
      .bind(emails)
      .first<{ n: number }>()
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
