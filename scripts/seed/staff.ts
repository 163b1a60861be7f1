import { createHash, pbkdf2Sync } from 'node:crypto'
import { sqlValue } from './sql'

/** Development sign-ins for the back office. These passwords are public, fixed dev
 * values, like the seeded gift-card codes: a deployed database is never seeded.
 *   admin@dealio.test     / dealio-admin-1     (/admin/login)
 *   merchant@dealio.test  / dealio-merchant-1  (/merchant/login), for the merchant of the first
 *                           open UK deal by id, so its vouchers can be bought and redeemed.
 *   bookings@dealio.test  / dealio-merchant-2  (/merchant/login), for the merchant of the first
 *                           open UK deal booked on redemption, so its booking requests can be
 *                           answered (the first merchant has no such deal). */
export const SEEDED_STAFF = [
  { email: 'admin@dealio.test', password: 'dealio-admin-1', name: 'Dealio Admin', role: 'admin' },
  {
    email: 'merchant@dealio.test',
    password: 'dealio-merchant-1',
    name: 'Dealio Merchant',
    role: 'merchant',
    dealCondition: '',
  },
  {
    email: 'bookings@dealio.test',
    password: 'dealio-merchant-2',
    name: 'Dealio Bookings',
    role: 'merchant',
    dealCondition: 'AND d.booking_calendar_on_redemption = 1',
  },
] as const

/** As src/worker/services/security/password-hash.ts: PBKDF2-SHA256, 100,000 iterations, 256
 * bits, hash and 16-byte salt in standard base64. The salt comes from the email, so the same
 * options give the same SQL (the seed is deterministic); it is still unique per user. */
const SEED_PASSWORD_ITERATIONS = 100_000

export function seedPasswordHash(email: string, password: string) {
  const salt = createHash('sha256').update(`dealio-seed-staff:${email}`).digest().subarray(0, 16)
  const hash = pbkdf2Sync(password, salt, SEED_PASSWORD_ITERATIONS, 32, 'sha256')
  return {
    hash: hash.toString('base64'),
    salt: salt.toString('base64'),
    iterations: SEED_PASSWORD_ITERATIONS,
  }
}

/** To run BEFORE the catalogue's DELETEs: merchant users belong to catalogue merchants, so they
 * go with them (their sessions first, for the foreign keys). Admins and the audit log stay. */
export const staffClearStatements = (): string[] => [
  `DELETE FROM staff_sessions WHERE staff_id IN (SELECT id FROM staff_users WHERE role = 'merchant')`,
  `DELETE FROM staff_users WHERE role = 'merchant'`,
]

/** To run AFTER the catalogue's INSERTs. The admin is upserted (its id, and the audit rows that
 * name it, survive a re-seed; its password and lock are reset to the dev values).
 * @example staffStatements('2026-11-21').length === 3 */
export function staffStatements(today: string): string[] {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) {
    throw new Error(`today must be a date as YYYY-MM-DD, got ${today}`)
  }
  const createdAt = `${today}T00:00:00.000Z`
  return SEEDED_STAFF.map((staff) => {
    const { email, password, name, role } = staff
    const condition =
      'dealCondition' in staff && staff.dealCondition ? `\n  ${staff.dealCondition}` : ''
    const { hash, salt, iterations } = seedPasswordHash(email, password)
    const values = [email, name, role, hash, salt, iterations, createdAt].map(sqlValue)
    const [emailSql, nameSql, roleSql, hashSql, saltSql, iterationsSql, createdSql] = values
    const columns =
      'email, name, role, merchant_id, password_hash, password_salt, password_iterations, created_at'
    if (role === 'admin') {
      return `INSERT INTO staff_users (${columns})
VALUES (${emailSql}, ${nameSql}, ${roleSql}, NULL, ${hashSql}, ${saltSql}, ${iterationsSql}, ${createdSql})
ON CONFLICT (email) DO UPDATE SET password_hash = excluded.password_hash,
  password_salt = excluded.password_salt, password_iterations = excluded.password_iterations,
  failed_logins = 0, locked_until = NULL, disabled_at = NULL`
    }
    return `INSERT INTO staff_users (${columns})
SELECT ${emailSql}, ${nameSql}, ${roleSql}, d.merchant_id, ${hashSql}, ${saltSql}, ${iterationsSql}, ${createdSql}
FROM deals d
WHERE d.country_code = 'gb' AND d.open = 1 AND d.vip_only = 0
  AND d.opens_at <= ${sqlValue(`${today}T23:59:59.999Z`)} AND d.closing_date >= ${sqlValue(today)}${condition}
ORDER BY d.id LIMIT 1`
  })
}
