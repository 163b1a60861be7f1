import {
  POINTS_PER_POUND,
  POINTS_VALIDITY_MONTHS,
  PURCHASE_POINTS_DELAY_DAYS,
} from './loyalty-config'

const DAY_MS = 24 * 60 * 60 * 1000

/** Points an order of `total` minor units earns: whole pounds only.
 * @example purchasePoints(2999) === 29 */
export const purchasePoints = (total: number) => Math.floor(total / 100) * POINTS_PER_POUND

/** §9 "Club points credited after 30 days": true from the 30th day after payment on.
 * @example isPurchaseCreditDue('2026-01-01T00:00:00Z', new Date('2026-01-31T00:00:00Z')) */
export const isPurchaseCreditDue = (paidAt: string, now: Date) =>
  now.getTime() - Date.parse(paidAt) >= PURCHASE_POINTS_DELAY_DAYS * DAY_MS

/** When points earned at `at` lapse (§9 "valid 6 months"), as an ISO string; a day past the
 * end of a shorter month is clamped to its last day (31 Aug → 28/29 Feb).
 * @example pointsExpiry(new Date('2026-08-31T10:00:00Z')) === '2027-02-28T10:00:00.000Z' */
export function pointsExpiry(at: Date): string {
  const result = new Date(at)
  result.setUTCDate(1)
  result.setUTCMonth(result.getUTCMonth() + POINTS_VALIDITY_MONTHS)
  const lastDay = new Date(
    Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0),
  ).getUTCDate()
  result.setUTCDate(Math.min(at.getUTCDate(), lastDay))
  return result.toISOString()
}

export interface PointsRow {
  id: number
  points: number
  reason: string
  reference: string
  createdAt: string
  expiresAt: string | null
}

/** The expiry rows due at `now`: spends and expiries use up the oldest earned points first, so
 * each earned row past its expiry loses only what is left of it. One row per earned row, with
 * reference 'expiry:{id}', so running it again finds nothing new.
 * @example expiredRemainders([{ id: 1, points: 10, expiresAt: past, … }], now) → [{ creditId: 1, points: 10 }] */
export function expiredRemainders(
  rows: readonly PointsRow[],
  now: Date,
): { creditId: number; points: number }[] {
  const ordered = [...rows].sort((a, b) =>
    a.createdAt === b.createdAt ? a.id - b.id : a.createdAt < b.createdAt ? -1 : 1,
  )
  const credits = ordered
    .filter((row) => row.points > 0)
    .map((row) => ({ ...row, left: row.points }))
    // Earned rows are consumed in the order they lapse: that is also FIFO, since every earned
    // row lives the same 6 months.
    .sort((a, b) => (a.expiresAt ?? '9').localeCompare(b.expiresAt ?? '9') || a.id - b.id)
  const alreadyExpired = new Set(
    ordered.filter((row) => row.reason === 'EXPIRY').map((row) => row.reference),
  )
  for (const debit of ordered.filter((row) => row.points < 0)) {
    let owed = -debit.points
    const expiring = debit.reason === 'EXPIRY' ? Number(debit.reference.split(':')[1]) : null
    const pool = expiring === null ? credits : credits.filter((credit) => credit.id === expiring)
    for (const credit of pool) {
      const take = Math.min(owed, credit.left)
      credit.left -= take
      owed -= take
      if (owed === 0) break
    }
  }
  return credits
    .filter(
      (credit) =>
        credit.expiresAt !== null &&
        Date.parse(credit.expiresAt) <= now.getTime() &&
        credit.left > 0 &&
        !alreadyExpired.has(`expiry:${credit.id}`),
    )
    .map((credit) => ({ creditId: credit.id, points: credit.left }))
}

/** The points a member holds and has ever earned, from the ledger.
 * @example balanceOf([{ points: 10 }, { points: -4 }]) → { currentPoints: 6, lifetimePoints: 10 } */
export function balanceOf(rows: readonly Pick<PointsRow, 'points' | 'reason'>[]) {
  return {
    currentPoints: rows.reduce((sum, row) => sum + row.points, 0),
    lifetimePoints: rows.filter((row) => row.points > 0).reduce((sum, row) => sum + row.points, 0),
  }
}
