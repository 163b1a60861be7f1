import type { D1Database } from '@cloudflare/workers-types'
import type { DealStock, ProductStock, StockResponse } from '../../../shared/schemas/stock'
import { StockRepository, type ProductStockRow } from '../../storage/stock-repository'

const productStock = (row: ProductStockRow): ProductStock => ({
  soldOut: row.sold_out === 1 || row.total_remaining === 0,
  remaining: row.total_remaining,
  capReached: row.remaining_for_day === 0 || row.remaining_for_week === 0,
})

/** A deal is sold out when every product is, and capped when every product still on sale has
 * hit its daily or weekly cap (storefront §4). Remaining is the sum over products, unless one
 * of them is unlimited. */
function dealStock(rows: ProductStockRow[]): DealStock {
  const products = Object.fromEntries(rows.map((r) => [String(r.product_id), productStock(r)]))
  const list = Object.values(products)
  const onSale = list.filter((p) => !p.soldOut)
  const unlimited = list.some((p) => p.remaining === null)
  return {
    soldOut: rows[0]?.deal_open === 0 ? false : list.length > 0 && onSale.length === 0,
    remaining: unlimited ? null : list.reduce((n, p) => n + (p.remaining ?? 0), 0),
    capReached: onSale.length > 0 && onSale.every((p) => p.capReached),
    products,
  }
}

export class StockService {
  private readonly repository: StockRepository

  constructor(db: D1Database) {
    this.repository = new StockRepository(db)
  }

  /** Live stock of the given deals; unknown ids are simply absent. */
  async forDeals(dealIds: number[]): Promise<StockResponse> {
    const rows = await this.repository.productStock(dealIds)
    const byDeal = new Map<number, ProductStockRow[]>()
    for (const row of rows) byDeal.set(row.deal_id, [...(byDeal.get(row.deal_id) ?? []), row])
    return {
      deals: Object.fromEntries(
        [...byDeal].map(([id, dealRows]) => [String(id), dealStock(dealRows)]),
      ),
    }
  }
}
