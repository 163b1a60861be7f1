import { describe, expect, it } from 'vitest'
import { verifyPassword } from '../../src/worker/services/security/password-hash'
import { isDevelopmentStaffEmail } from '../../src/shared/domain/staff/development-accounts'
import { SEEDED_STAFF, seedPasswordHash, staffClearStatements, staffStatements } from './staff'
import { testToday } from '../lib/test-clock.mjs'

describe('seeded staff', () => {
  // Their passwords are public: on .test, they sign in only in local development.
  it('are all development accounts the worker refuses outside local development', () => {
    for (const { email } of SEEDED_STAFF) expect(isDevelopmentStaffEmail(email)).toBe(true)
    expect(isDevelopmentStaffEmail('ops@dealio.co.uk')).toBe(false)
    expect(isDevelopmentStaffEmail('someone@testing.com')).toBe(false)
    expect(isDevelopmentStaffEmail('a@x.test.co.uk')).toBe(false)
  })

  it('hashes the dev passwords so the worker verifies them', async () => {
    for (const { email, password } of SEEDED_STAFF) {
      const stored = seedPasswordHash(email, password)
      expect(stored.iterations).toBe(100_000)
      expect(await verifyPassword(password, stored)).toBe(true)
      expect(await verifyPassword(`${password}x`, stored)).toBe(false)
    }
  })

  it('gives the same SQL every time, without the passwords in it', { tags: ['dated'] }, () => {
    const sql = staffStatements(testToday())
    expect(sql).toEqual(staffStatements(testToday()))
    expect(sql).toHaveLength(3)
    expect(sql.join('\n')).not.toMatch(/dealio-(admin|merchant)-\d/)
  })

  it('clears merchant users before the catalogue, never the admin', () => {
    expect(staffClearStatements().join('\n')).toContain(`role = 'merchant'`)
    expect(() => staffStatements('21/11/2026')).toThrow(/YYYY-MM-DD/)
  })
})
