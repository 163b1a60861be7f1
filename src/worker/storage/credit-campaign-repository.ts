import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'

export interface CreditCampaignRow {
  code: string
  amount: number
  currency: 'GBP' | 'EUR'
  kind: 'MARKETING' | 'REFUNDABLE'
  expiresAt: string
  creditDays: number
  maxClaims: number
  claims: number
}

/** credit_campaigns and credit_claims (0021). */
export class CreditCampaignRepository {
  constructor(private readonly db: D1Database) {}

  campaign(code: string): Promise<CreditCampaignRow | null> {
    return this.db
      .prepare(
        `SELECT code, amount, currency, kind, expires_at AS expiresAt, credit_days AS creditDays,
                max_claims AS maxClaims, claims
           FROM credit_campaigns WHERE code = ?`,
      )
      .bind(code)
      .first<CreditCampaignRow>()
  }

  async hasClaimed(code: string, userId: number): Promise<boolean> {
    const row = await this.db
      .prepare('SELECT 1 AS yes FROM credit_claims WHERE code = ? AND user_id = ?')
      .bind(code, userId)
      .first()
    return row !== null
  }

  /** The claim row (primary key: once per customer) and the campaign's counter (CHECK claims <=
   * max_claims, so the claim past the cap fails its batch). */
  claim(code: string, userId: number, now: string): D1PreparedStatement[] {
    return [
      this.db
        .prepare('INSERT INTO credit_claims (code, user_id, claimed_at) VALUES (?, ?, ?)')
        .bind(code, userId, now),
      this.db.prepare('UPDATE credit_campaigns SET claims = claims + 1 WHERE code = ?').bind(code),
    ]
  }

  async batch(statements: D1PreparedStatement[]) {
    return this.db.batch(statements)
  }
}
