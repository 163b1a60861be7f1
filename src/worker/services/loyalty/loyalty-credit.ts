import type { D1Database } from '@cloudflare/workers-types'
import {
  isPurchaseCreditDue,
  pointsExpiry,
  purchasePoints,
} from '../../../shared/domain/loyalty/points'
import { PURCHASE_POINTS_DELAY_DAYS } from '../../../shared/domain/loyalty/loyalty-config'
import { orderRefundState } from '../../../shared/domain/referral/referral-status'
import { PointsLedgerRepository } from '../../storage/points-ledger-repository'
import { isClubBrand } from './loyalty-service'
import type { BrandId } from '../../../shared/config/brands'

const DAY_MS = 24 * 60 * 60 * 1000

/** §9 "Club points credited after 30 days": every LOYALTY_PURCHASE order event (written in the
 * order's batch, 0014) whose order was paid 30 days ago and kept becomes points once. A refunded
 * or cancelled order, or one of another brand, is marked done with no points; an unpaid order
 * or one with a refund under way waits. The event's processed_at and the ledger's unique
 * 'order:{id}' reference make a second run (or a parallel one) change nothing. */
export async function creditPurchasePoints(db: D1Database, now: Date) {
  const points = new PointsLedgerRepository(db)
  const at = now.toISOString()
  const cutoff = new Date(now.getTime() - PURCHASE_POINTS_DELAY_DAYS * DAY_MS).toISOString()
  let credited = 0
  let skipped = 0
  for (const event of await points.dueEvents(cutoff)) {
    const state = orderRefundState(event.orderStatus, event.voucherStatuses)
    const earned = purchasePoints(event.amount)
    const noPoints = state === 'REFUNDED' || !isClubBrand(event.brand as BrandId) || earned === 0
    if (noPoints) {
      await points.markProcessed(event.id, at).run()
      skipped++
      continue
    }
    if (state !== 'KEPT' || event.orderStatus !== 'PAID' || !event.paidAt) continue
    if (!isPurchaseCreditDue(event.paidAt, now)) continue
    try {
      await db.batch([
        points.markProcessed(event.id, at),
        ...points.entry(
          {
            userId: event.userId,
            points: earned,
            reason: 'PURCHASE',
            reference: `order:${event.orderId}`,
            expiresAt: pointsExpiry(now),
          },
          at,
        ),
      ])
      credited++
    } catch (error) {
      if (!/UNIQUE constraint failed/.test(String(error))) throw error
    }
  }
  return { credited, skipped }
}

/** Expiry rows for every member with lapsed points (§9 "valid 6 months"). */
export async function expireAllPoints(
  db: D1Database,
  now: Date,
  expire: (userId: number) => Promise<number>,
) {
  let expired = 0
  for (const userId of await new PointsLedgerRepository(db).usersWithLapsedPoints(
    now.toISOString(),
  )) {
    expired += await expire(userId)
  }
  return { expired }
}
