import type { D1Database } from '@cloudflare/workers-types'
import { conversionsFor, decideExchange } from '../../../shared/domain/loyalty/exchange'
import { levelFor, nextLevelOf, pointsToNextLevel } from '../../../shared/domain/loyalty/levels'
import {
  SHARE_DEAL_POINTS,
  VIEW_DEAL_POINTS,
  selectNumberMessage,
} from '../../../shared/domain/loyalty/loyalty-config'
import {
  balanceOf,
  expiredRemainders,
  pointsExpiry,
  type PointsRow,
} from '../../../shared/domain/loyalty/points'
import { MAIN_BRAND_ID, type BrandId } from '../../../shared/config/brands'
import type { LoyaltyActivity, LoyaltySummary } from '../../../shared/schemas/loyalty'
import { DomainError } from '../../errors'
import { PointsLedgerRepository } from '../../storage/points-ledger-repository'
import { WalletLedgerRepository } from '../../storage/wallet-ledger-repository'

/** §2 "/myaccount/rewards … main brand UK only" (the Irish site has no Club, §2). */
export const isClubBrand = (brandId: BrandId) => brandId === MAIN_BRAND_ID

/** The club pays in the main brand's currency. */
const CLUB_CURRENCY = 'GBP' as const

const DESCRIPTIONS: Record<LoyaltyActivity['reason'], string> = {
  PURCHASE: 'Points for your purchase',
  SHARE_DEAL: 'Points for sharing a deal',
  VIEW_DEAL: 'Points for viewing a deal',
  EXCHANGE: 'Points exchanged for wallet credit',
  EXPIRY: 'Points expired',
}

const activityOf = (row: PointsRow): LoyaltyActivity => ({
  reason: row.reason as LoyaltyActivity['reason'],
  description: DESCRIPTIONS[row.reason as LoyaltyActivity['reason']] ?? row.reason,
  points: row.points,
  createdAt: row.createdAt,
  expiresAt: row.expiresAt,
})

/** The loyalty club (transactions §3, §5, §9): points ledger, levels, and the exchange of
 * points for wallet credit. Exchanged credit is MARKETING credit: it is a reward, not money the
 * customer paid, so it can be spent but is never refunded as cash (DESIGN 'Money'); the spec
 * gives it no expiry, so it has none. */
export class LoyaltyService {
  private readonly points: PointsLedgerRepository

  constructor(private readonly db: D1Database) {
    this.points = new PointsLedgerRepository(db)
  }

  async summary(userId: number, now: Date): Promise<LoyaltySummary> {
    await this.expireFor(userId, now)
    const rows = await this.points.rows(userId)
    const { currentPoints, lifetimePoints } = balanceOf(rows)
    const level = levelFor(lifetimePoints)
    const next = nextLevelOf(level)
    return {
      currentLevel: level.name,
      lifetimePoints,
      nextLevel: next ? { name: next.name, exchangeRate: next.exchangeRate } : null,
      pointsToNextLevel: pointsToNextLevel(lifetimePoints),
      exchangeRate: level.exchangeRate,
      currentPoints,
      canExchange: level.name !== 'Pink' && currentPoints > 0,
      currency: CLUB_CURRENCY,
      conversions: conversionsFor(level, currentPoints),
      loyaltyActivityDescriptions: rows.slice(-50).reverse().map(activityOf),
    }
  }

  /** Debits the points and credits the wallet in one batch, so neither happens alone; the
   * points guard fails the batch when a parallel exchange spent them first, and `key` (the
   * Idempotency-Key, DESIGN 'Money') makes a retried request exchange once. */
  async exchange(userId: number, requested: number, key: string, now: Date) {
    await this.expireFor(userId, now)
    const { currentPoints, lifetimePoints } = balanceOf(await this.points.rows(userId))
    const decision = decideExchange({ currentPoints, lifetimePoints, points: requested })
    if (!decision.ok) throw new DomainError('UNPROCESSABLE', decision.message)
    const at = now.toISOString()
    const reference = `exchange:${key}`
    try {
      await this.db.batch([
        ...this.points.entry(
          { userId, points: -decision.points, reason: 'EXCHANGE', reference, expiresAt: null },
          at,
        ),
        ...new WalletLedgerRepository(this.db).entry(
          {
            userId,
            currency: CLUB_CURRENCY,
            kind: 'MARKETING',
            amount: decision.credit,
            reason: 'LOYALTY',
            reference,
            expiresAt: null,
          },
          at,
        ),
      ])
    } catch (error) {
      const message = String(error)
      if (/UNIQUE constraint failed/.test(message)) {
        throw new DomainError('CONFLICT', 'This exchange has already been made')
      }
      if (/points_balance_negative/.test(message)) {
        const left = balanceOf(await this.points.rows(userId)).currentPoints
        throw new DomainError('UNPROCESSABLE', selectNumberMessage(left))
      }
      throw error
    }
    return {
      exchangedPoints: decision.points,
      credit: decision.credit,
      currency: CLUB_CURRENCY,
      summary: await this.summary(userId, now),
    }
  }

  /** §7 share-deal and view-deal: points once per deal per day each, valid 6 months. */
  async recordDealEvent(userId: number, kind: 'share' | 'view', dealId: number, now: Date) {
    const reference = `${kind}:${dealId}:${now.toISOString().slice(0, 10)}`
    if (await this.points.hasReference(userId, reference)) return
    try {
      await this.db.batch(
        this.points.entry(
          {
            userId,
            points: kind === 'share' ? SHARE_DEAL_POINTS : VIEW_DEAL_POINTS,
            reason: kind === 'share' ? 'SHARE_DEAL' : 'VIEW_DEAL',
            reference,
            expiresAt: pointsExpiry(now),
          },
          now.toISOString(),
        ),
      )
    } catch (error) {
      // A parallel call for the same deal and day won: the points are there once.
      if (!/UNIQUE constraint failed/.test(String(error))) throw error
    }
  }

  /** Writes the expiry rows due for one member (§9 "valid 6 months"); each lapsed row once. */
  async expireFor(userId: number, now: Date): Promise<number> {
    const due = expiredRemainders(await this.points.rows(userId), now)
    if (due.length === 0) return 0
    const at = now.toISOString()
    try {
      await this.db.batch(
        due.flatMap((lapsed) =>
          this.points.entry(
            {
              userId,
              points: -lapsed.points,
              reason: 'EXPIRY',
              reference: `expiry:${lapsed.creditId}`,
              expiresAt: null,
            },
            at,
          ),
        ),
      )
    } catch (error) {
      // Another run expired them first; nothing is expired twice.
      if (!/UNIQUE constraint failed/.test(String(error))) throw error
      return 0
    }
    return due.reduce((sum, lapsed) => sum + lapsed.points, 0)
  }
}
