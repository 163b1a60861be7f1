import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'
import type { CreatePromoCodeRequest } from '../../shared/schemas/admin-promotions'
import type { PromoCodeRow } from './promo-repository'

/** A promo code as the admin lists it: the row with when it was made and its redemptions. */
export interface AdminPromoCodeRow extends PromoCodeRow {
  createdAt: string
  uses: number
}

const SELECT = `SELECT p.code, p.kind, p.value, p.currency, p.max_discount AS maxDiscount,
  p.deal_id AS dealId, p.user_id AS userId, p.single_use AS singleUse,
  p.max_uses_per_user AS maxUsesPerUser, p.starts_at AS startsAt, p.expires_at AS expiresAt,
  p.min_spend AS minSpend, p.created_at AS createdAt,
  (SELECT COUNT(*) FROM promo_redemptions r WHERE r.code = p.code) AS uses
  FROM promo_codes p`

/** promo_codes and their redemption counts (migrations/0013) for the admin. */
export class AdminPromotionsRepository {
  constructor(private readonly db: D1Database) {}

  async list(): Promise<AdminPromoCodeRow[]> {
    const { results } = await this.db
      .prepare(`${SELECT} ORDER BY p.created_at DESC, p.code LIMIT 500`)
      .all<AdminPromoCodeRow>()
    return results
  }

  one(code: string) {
    return this.db.prepare(`${SELECT} WHERE p.code = ?`).bind(code).first<AdminPromoCodeRow>()
  }

  insert(p: CreatePromoCodeRequest, now: string): D1PreparedStatement {
    return this.db
      .prepare(
        `INSERT INTO promo_codes (code, kind, value, currency, max_discount, deal_id, user_id,
           single_use, max_uses_per_user, starts_at, expires_at, min_spend, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        p.code,
        p.kind,
        p.value,
        p.currency,
        p.kind === 'percentage' ? p.maxDiscount : null,
        p.dealId,
        p.userId,
        p.singleUse ? 1 : 0,
        p.maxUsesPerUser,
        p.startsAt,
        p.expiresAt,
        p.minSpend,
        now,
      )
  }

  /** Ends the code now unless it already ended. */
  expire(code: string, now: string): D1PreparedStatement {
    return this.db
      .prepare(
        `UPDATE promo_codes SET expires_at = ?2
         WHERE code = ?1 AND (expires_at IS NULL OR expires_at > ?2)`,
      )
      .bind(code, now)
  }
}
