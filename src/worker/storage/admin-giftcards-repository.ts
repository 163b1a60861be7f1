import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'
import type {
  AdminCampaign,
  AdminGiftCard,
  CreateCampaignRequest,
} from '../../shared/schemas/admin-promotions'

/** gift_cards and credit_campaigns (migrations/0021) as the admin issues, limits and expires
 * them. Gift cards are read by last four only: the code's hash is never selected. */
export class AdminGiftCardsRepository {
  constructor(private readonly db: D1Database) {}

  async giftCards(): Promise<AdminGiftCard[]> {
    const { results } = await this.db
      .prepare(
        `SELECT id, last4, amount, currency, issued_at AS issuedAt, expires_at AS expiresAt,
           redeemed_at IS NOT NULL AS redeemed, redeemed_at AS redeemedAt
         FROM gift_cards ORDER BY id DESC LIMIT 500`,
      )
      .all<Omit<AdminGiftCard, 'redeemed'> & { redeemed: number }>()
    return results.map((row) => ({ ...row, redeemed: row.redeemed === 1 }))
  }

  giftCard(id: number) {
    return this.db
      .prepare(
        `SELECT id, expires_at AS expiresAt, redeemed_at AS redeemedAt FROM gift_cards
         WHERE id = ?`,
      )
      .bind(id)
      .first<{ id: number; expiresAt: string; redeemedAt: string | null }>()
  }

  insertGiftCard(card: {
    codeHash: string
    last4: string
    amount: number
    currency: 'GBP' | 'EUR'
    issuedAt: string
    expiresAt: string
  }): D1PreparedStatement {
    return this.db
      .prepare(
        `INSERT INTO gift_cards (code_hash, last4, amount, currency, issued_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .bind(card.codeHash, card.last4, card.amount, card.currency, card.issuedAt, card.expiresAt)
  }

  /** Ends an unredeemed card now; redeem() refuses a card whose expiry has passed. */
  expireGiftCard(id: number, now: string): D1PreparedStatement {
    return this.db
      .prepare(
        `UPDATE gift_cards SET expires_at = ?2
         WHERE id = ?1 AND redeemed_at IS NULL AND expires_at > ?2`,
      )
      .bind(id, now)
  }

  async campaigns(): Promise<AdminCampaign[]> {
    const { results } = await this.db
      .prepare(
        `SELECT code, amount, currency, kind, expires_at AS expiresAt, credit_days AS creditDays,
           max_claims AS maxClaims, claims
         FROM credit_campaigns ORDER BY expires_at DESC LIMIT 500`,
      )
      .all<AdminCampaign>()
    return results
  }

  campaign(code: string) {
    return this.db
      .prepare(
        `SELECT code, amount, currency, kind, expires_at AS expiresAt, credit_days AS creditDays,
           max_claims AS maxClaims, claims
         FROM credit_campaigns WHERE code = ?`,
      )
      .bind(code)
      .first<AdminCampaign>()
  }

  insertCampaign(c: CreateCampaignRequest): D1PreparedStatement {
    return this.db
      .prepare(
        `INSERT INTO credit_campaigns (code, amount, currency, kind, expires_at, credit_days,
           max_claims) VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(c.code, c.amount, c.currency, c.kind, c.expiresAt, c.creditDays, c.maxClaims)
  }

  /** The CHECK claims <= max_claims refuses a limit below the claims already made. */
  limitCampaign(code: string, maxClaims: number): D1PreparedStatement {
    return this.db
      .prepare('UPDATE credit_campaigns SET max_claims = ? WHERE code = ?')
      .bind(maxClaims, code)
  }

  expireCampaign(code: string, now: string): D1PreparedStatement {
    return this.db
      .prepare('UPDATE credit_campaigns SET expires_at = ?2 WHERE code = ?1 AND expires_at > ?2')
      .bind(code, now)
  }
}
