import { describe, expect, it } from 'vitest'
import { verifyPassword } from '../../src/worker/services/security/password-hash'
import { SEEDED_STAFF, seedPasswordHash, staffClearStatements, staffStatements } from './staff'

describe('seeded staff', () => {
  it('hashes the dev passwords so the worker verifies them', async () => {
    for (const { email, password } of SEEDED_STAFF) {
      const stored = seedPasswordHash(email, password)
      expect(stored.iterations).toBe(100_000)
      expect(await verifyPassword(password, stored)).toBe(true)
      expect(await verifyPassword(`${password}x`, stored)).toBe(false)
    }
  })

  it('gives the same SQL every time, without the passwords in it', () => {
    const sql = staffStatements('2026-11-21')
    expect(sql).toEqual(staffStatements('2026-11-21'))
    expect(sql).toHaveLength(3)
    expect(sql.join('\n')).not.toMatch(/dealio-(admin|merchant)-\d/)
  })

  it('clears merchant users before the catalogue, never the admin', () => {
    expect(staffClearStatements().join('\n')).toContain(`role = 'merchant'`)
    expect(() => staffStatements('21/11/2026')).toThrow(/YYYY-MM-DD/)
  })
})
