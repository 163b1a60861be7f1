import type { D1Database } from '@cloudflare/workers-types'

/** A promo_codes row (migrations/0013), camel-cased. */
export interface PromoCodeRow {
  code: string
  kind: 'percentage' | 'fixed'
  value: number
  currency: 'GBP' | 'EUR' | null
  maxDiscount: number | null
  dealId: number | null
  userId: number | null
  singleUse: number
  maxUsesPerUser: number | null
  startsAt: string | null
  expiresAt: string | null
  minSpend: number | null
}

export interface PromoUses {
  /** Redemptions of the code by anyone, and by this customer. */
  total: number
  byUser: number
}

/** Promo codes and their redemptions: read here; order placement writes redemptions. */
export class PromoRepository {
  constructor(private readonly db: D1Database) {}

  /** The code whatever its case (the column is NOCASE), or null. */
  find(code: string): Promise<PromoCodeRow | null> {
    return this.db
      .prepare(
        `SELECT code, kind, value, currency, max_discount AS maxDiscount, deal_id AS dealId,
                user_id AS userId, single_use AS singleUse, max_uses_per_user AS maxUsesPerUser,
                starts_at AS startsAt, expires_at AS expiresAt, min_spend AS minSpend
           FROM promo_codes WHERE code = ?`,
      )
      .bind(code)
      .first<PromoCodeRow>()
  }

  async uses(code: string, userId: number): Promise<PromoUses> {
    const row = await this.db
      .prepare(
        `SELECT COUNT(*) AS total, COALESCE(SUM(user_id = ?), 0) AS byUser
           FROM promo_redemptions WHERE code = ?`,
      )
      .bind(userId, code)
      .first<PromoUses>()
    return row ?? { total: 0, byUser: 0 }
  }
}
