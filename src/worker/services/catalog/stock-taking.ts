import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'
import { DealStockRepository } from '../../storage/deal-stock-repository'

/** What an order takes from the catalogue, as statements for the order's own D1 batch: the
 * deal_products CHECKs (>= 0) then fail the whole order on an oversell (DESIGN 'Stock and
 * caps'), so stock is the catalog's to write and the order's batch to commit. */
export interface StockTaking {
  /** Units of a product: its stock, day and week remainders, and its bought count. */
  take(productId: number, quantity: number): D1PreparedStatement
  /** Every night of a stay, check-in included and check-out excluded; the calendar's CHECK
   * (remaining >= 0) refuses an oversold night. */
  takeNights(
    productId: number,
    checkIn: string,
    checkOut: string,
    quantity: number,
  ): D1PreparedStatement
  /** Units bought of a deal, over all its products. */
  countBought(dealId: number, quantity: number): D1PreparedStatement
}

export function stockTaking(db: D1Database): StockTaking {
  const stock = new DealStockRepository(db)
  return {
    take: (productId, quantity) => stock.takeStock(productId, quantity),
    takeNights: (productId, checkIn, checkOut, quantity) =>
      stock.takeNights(productId, checkIn, checkOut, quantity),
    countBought: (dealId, quantity) => stock.countDealBought(dealId, quantity),
  }
}
