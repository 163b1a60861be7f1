import type { D1Database } from '@cloudflare/workers-types'

export interface ProductStockRow {
  deal_id: number
  product_id: number
  sold_out: number
  total_remaining: number | null
  remaining_for_day: number | null
  remaining_for_week: number | null
  deal_open: number
}

/** Live remaining counts of products: read-only here; purchases write them (checkout). */
export class StockRepository {
  constructor(private readonly db: D1Database) {}

  async productStock(dealIds: number[]): Promise<ProductStockRow[]> {
    const marks = dealIds.map(() => '?').join(',')
    const { results } = await this.db
      .prepare(
        `SELECT p.deal_id, p.id AS product_id, p.sold_out, p.total_remaining,
                p.remaining_for_day, p.remaining_for_week, d.open AS deal_open
           FROM deal_products p JOIN deals d ON d.id = p.deal_id
          WHERE p.deal_id IN (${marks})
          ORDER BY p.deal_id, p.position`,
      )
      .bind(...dealIds)
      .all<ProductStockRow>()
    return results
  }
}
