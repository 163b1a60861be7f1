import { createHash } from 'node:crypto'
import { sqlValue } from './sql'

const DAY_MS = 86_400_000

/** The demo gift cards: [code, minor units, currency, days since issue]. Cards last 6 months
 * (transactions §9), so the 200-day-old one has expired. */
const SEEDED_GIFT_CARDS = [
  ['GIFT-2026-AAAA-0001', 2500, 'GBP', 30],
  ['GIFT-2026-AAAA-0002', 1000, 'GBP', 10],
  ['GIFT-2026-AAAA-0003', 5000, 'GBP', 1],
  ['GIFT-2026-EURO-0001', 3000, 'EUR', 30],
  ['GIFT-2025-OLDD-0001', 2000, 'GBP', 200],
] as const

/** The worker's form of a code (shared/domain/wallet/wallet-rules normaliseCode) hashed as the
 * worker hashes it (services/wallet/code-hash): only the hash and last four are stored. */
export const giftCardHash = (code: string) =>
  createHash('sha256').update(code.replace(/[\s-]/g, '').toUpperCase()).digest('hex')

/** INSERT OR IGNORE, so a re-seed keeps a card a tester already redeemed as redeemed.
 * @example giftCardStatements('2026-11-21').length === 5 */
export function giftCardStatements(today: string): string[] {
  const day = Date.parse(`${today}T00:00:00.000Z`)
  if (Number.isNaN(day)) throw new Error(`today must be a date as YYYY-MM-DD, got ${today}`)
  return SEEDED_GIFT_CARDS.map(([code, amount, currency, age]) => {
    const issued = new Date(day - age * DAY_MS)
    const expires = new Date(issued)
    expires.setUTCMonth(expires.getUTCMonth() + 6)
    const values = [
      giftCardHash(code),
      code.slice(-4),
      amount,
      currency,
      issued.toISOString(),
      expires.toISOString(),
    ]
    return `INSERT OR IGNORE INTO gift_cards (code_hash, last4, amount, currency, issued_at, expires_at)
VALUES (${values.map(sqlValue).join(', ')})`
  })
}
