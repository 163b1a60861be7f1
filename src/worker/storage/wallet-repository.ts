import type { D1Database } from '@cloudflare/workers-types'

export interface WalletSumRow {
  currency: 'GBP' | 'EUR'
  refundable: number
  marketing: number
}

/** The wallet ledger (DESIGN 'Money': a balance is the sum of its rows). Read here; orders and
 * refunds append rows. */
export class WalletRepository {
  constructor(private readonly db: D1Database) {}

  /** Per currency, the sums of the user's unexpired refundable and marketing rows. */
  async balances(userId: number, now: string): Promise<WalletSumRow[]> {
    const { results } = await this.db
      .prepare(
        `SELECT currency,
                COALESCE(SUM(CASE WHEN kind = 'REFUNDABLE' THEN amount END), 0) AS refundable,
                COALESCE(SUM(CASE WHEN kind = 'MARKETING' THEN amount END), 0) AS marketing
           FROM wallet_ledger
          WHERE user_id = ? AND (expires_at IS NULL OR expires_at > ?)
          GROUP BY currency ORDER BY currency`,
      )
      .bind(userId, now)
      .all<WalletSumRow>()
    return results
  }
}
