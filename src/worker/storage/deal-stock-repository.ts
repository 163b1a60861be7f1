import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'

/** The catalogue's stock, a stay's nights and bought counts, as an order's batch takes them
 * (the catalog module's writes on deal_products, travel_calendar_days and deals;
 * services/catalog/stock-taking.ts). */
export class DealStockRepository {
  constructor(private readonly db: D1Database) {}

  /** NULL counts mean unlimited and stay NULL; the deal_products CHECKs (>= 0) refuse an
   * oversell. */
  takeStock(productId: number, quantity: number): D1PreparedStatement {
    return this.db
      .prepare(
        `UPDATE deal_products SET total_remaining = total_remaining - ?1,
           remaining_for_day = remaining_for_day - ?1,
           remaining_for_week = remaining_for_week - ?1,
           total_bought = total_bought + ?1
         WHERE id = ?2`,
      )
      .bind(quantity, productId)
  }

  countDealBought(dealId: number, quantity: number): D1PreparedStatement {
    return this.db
      .prepare('UPDATE deals SET total_bought = total_bought + ? WHERE id = ?')
      .bind(quantity, dealId)
  }

  /** Every night of a stay, check-in included and check-out excluded (migrations/0007). */
  takeNights(
    productId: number,
    checkIn: string,
    checkOut: string,
    quantity: number,
  ): D1PreparedStatement {
    return this.db
      .prepare(
        `UPDATE travel_calendar_days SET remaining = remaining - ?
         WHERE product_id = ? AND date >= ? AND date < ?`,
      )
      .bind(quantity, productId, checkIn, checkOut)
  }
}
