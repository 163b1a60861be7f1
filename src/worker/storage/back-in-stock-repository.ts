import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'

/** A deal with alerts waiting that can be bought again, on one brand. */
export interface RestockedDeal {
  brand: string
  dealId: number
}

/** One waiting alert the job may mail. */
export interface WaitingAlert {
  id: number
  email: string
}

/** back_in_stock_alerts (migrations/0058): who asked to hear when a sold-out deal is back. Reads
 * deals and deal_products (catalog) to find deals with stock again, and email_suppressions
 * (email) so an address that bounced or complained is not written a mail at all. */
export class BackInStockRepository {
  constructor(private readonly db: D1Database) {}

  /** Signs the address up; a second sign-up is the same row. One whose email went out already
   * waits again: it can only be taken while the deal is sold out again, a new wait. */
  async signUp(input: { brand: string; dealId: number; email: string; nowIso: string }) {
    await this.db
      .prepare(
        `INSERT INTO back_in_stock_alerts (brand, deal_id, email, created_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (brand, deal_id, email) DO UPDATE
           SET notified_at = NULL, created_at = excluded.created_at
           WHERE back_in_stock_alerts.notified_at IS NOT NULL`,
      )
      .bind(input.brand, input.dealId, input.email, input.nowIso)
      .run()
  }

  /** Deals with waiting alerts that are live at `nowIso` and have a product on sale again (not
   * marked sold out, units left or unlimited): the cheap filter before the page's own rule. */
  async restockedDeals(nowIso: string, limit: number): Promise<RestockedDeal[]> {
    const { results } = await this.db
      .prepare(
        `SELECT DISTINCT a.brand, a.deal_id AS dealId
           FROM back_in_stock_alerts a JOIN deals d ON d.id = a.deal_id
          WHERE a.notified_at IS NULL AND d.open = 1 AND d.opens_at <= ?1 AND d.closing_date > ?1
            AND EXISTS (SELECT 1 FROM deal_products p WHERE p.deal_id = d.id AND p.sold_out = 0
                          AND (p.total_remaining IS NULL OR p.total_remaining > 0))
          ORDER BY a.deal_id, a.brand LIMIT ?2`,
      )
      .bind(nowIso, limit)
      .all<RestockedDeal>()
    return results
  }

  /** The deal's waiting alerts on the brand after `afterId`, in id order, suppressed addresses
   * left out (they stay waiting: a lifted suppression gets its mail on a later run). */
  async waiting(input: {
    brand: string
    dealId: number
    afterId: number
    limit: number
  }): Promise<WaitingAlert[]> {
    const { results } = await this.db
      .prepare(
        `SELECT a.id, a.email FROM back_in_stock_alerts a
          WHERE a.brand = ? AND a.deal_id = ? AND a.notified_at IS NULL AND a.id > ?
            AND NOT EXISTS (SELECT 1 FROM email_suppressions x WHERE x.email = a.email)
          ORDER BY a.id LIMIT ?`,
      )
      .bind(input.brand, input.dealId, input.afterId, input.limit)
      .all<WaitingAlert>()
    return results
  }

  /** Takes the alert for the caller's batch; the mail follows it with
   * OutboxRepository.insertAfterChangeStatement, so it is written only when this claim won. */
  claimStatement(id: number, nowIso: string): D1PreparedStatement {
    return this.db
      .prepare(
        `UPDATE back_in_stock_alerts SET notified_at = ? WHERE id = ? AND notified_at IS NULL`,
      )
      .bind(nowIso, id)
  }
}
