import { describe, expect, it } from 'vitest'
import {
  balanceOf,
  expiredRemainders,
  isPurchaseCreditDue,
  pointsExpiry,
  purchasePoints,
  type PointsRow,
} from './points'
import { inDays, testNow } from '../../../../scripts/lib/test-clock.mjs'

const now = new Date(testNow())

const row = (over: Partial<PointsRow> & Pick<PointsRow, 'id' | 'points'>): PointsRow => ({
  reason: over.points > 0 ? 'PURCHASE' : 'EXCHANGE',
  reference: `r${over.id}`,
  // Earned about six months ago, a day apart: the first lapsed half a day ago, the next lapse
  // half a day and a day and a half from now.
  createdAt: inDays(over.id - 183),
  expiresAt: over.points > 0 ? inDays(over.id - 1.5) : null,
  ...over,
})

describe('purchase points', () => {
  it('earns a point per whole pound', () => {
    expect(purchasePoints(2999)).toBe(29)
    expect(purchasePoints(99)).toBe(0)
  })

  it('credits purchase points from day 30 after payment, not day 29', { tags: ['dated'] }, () => {
    const paidAt = inDays(-30)
    expect(isPurchaseCreditDue(paidAt, new Date(inDays(-1)))).toBe(false)
    expect(isPurchaseCreditDue(paidAt, new Date(now.getTime() - 1))).toBe(false)
    expect(isPurchaseCreditDue(paidAt, now)).toBe(true)
  })

  it('keeps points 6 months, clamped to a short month', () => {
    expect(pointsExpiry(new Date('2026-01-15T08:00:00Z'))).toBe('2026-07-15T08:00:00.000Z')
    expect(pointsExpiry(new Date('2026-08-31T10:00:00Z'))).toBe('2027-02-28T10:00:00.000Z')
  })
})

describe('expiredRemainders', { tags: ['dated'] }, () => {
  const later = new Date(inDays(180))

  it('expires what is left of a lapsed credit after spends took the oldest points first', () => {
    const rows = [
      row({ id: 1, points: 10 }),
      row({ id: 2, points: 10 }),
      row({ id: 3, points: -4 }),
    ]
    expect(expiredRemainders(rows, now)).toEqual([{ creditId: 1, points: 6 }])
  })

  it('expires nothing twice', () => {
    const rows = [
      row({ id: 1, points: 10 }),
      row({ id: 2, points: -10, reason: 'EXPIRY', reference: 'expiry:1' }),
    ]
    expect(expiredRemainders(rows, later)).toEqual([])
  })

  it('expires nothing of a credit already spent in full', () => {
    const rows = [row({ id: 1, points: 10 }), row({ id: 2, points: -10 })]
    expect(expiredRemainders(rows, now)).toEqual([])
  })

  it('keeps the balance at zero or above after every expiry', () => {
    const rows = [row({ id: 1, points: 5 }), row({ id: 2, points: 7 }), row({ id: 3, points: -6 })]
    const expiries = expiredRemainders(rows, later)
    const total = balanceOf([
      ...rows,
      ...expiries.map((e) => ({ points: -e.points, reason: 'EXPIRY' })),
    ])
    expect(total.currentPoints).toBe(0)
    expect(total.lifetimePoints).toBe(12)
  })
})
