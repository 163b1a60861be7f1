import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'
import type { AdminCalendarEdit } from '../../shared/schemas/admin-deal'

/** The SQL of the back office's deal pictures and travel calendars
 * (services/admin-deals/admin-deal-media.ts); writes are statements for the caller's batch,
 * next to its audit row. */
export class DealMediaRepository {
  constructor(private readonly db: D1Database) {}

  /** The position a new picture of the deal takes, or null when there is no such deal. */
  async nextImagePosition(dealId: number): Promise<number | null> {
    const row = await this.db
      .prepare(
        `SELECT d.id, coalesce((SELECT max(position) FROM deal_images WHERE deal_id = d.id), 0) + 1
           AS next FROM deals d WHERE d.id = ?`,
      )
      .bind(dealId)
      .first<{ id: number; next: number }>()
    return row ? row.next : null
  }

  insertImage(dealId: number, position: number, alt: string): D1PreparedStatement {
    return this.db
      .prepare('INSERT INTO deal_images (deal_id, position, alt) VALUES (?, ?, ?)')
      .bind(dealId, position, alt)
  }

  async dealExists(dealId: number): Promise<boolean> {
    return (
      (await this.db.prepare('SELECT id FROM deals WHERE id = ?').bind(dealId).first()) !== null
    )
  }

  async productOnDeal(dealId: number, productId: number): Promise<boolean> {
    const product = await this.db
      .prepare('SELECT id FROM deal_products WHERE id = ? AND deal_id = ?')
      .bind(productId, dealId)
      .first()
    return product !== null
  }

  /** The nights a bulk edit touches as they are now (for the audit row), and the statement
   * that edits them. A VIP price above a new price is lowered to it (the CHECK of
   * migrations/0003 would refuse the row otherwise). */
  async calendarEdit(
    dealId: number,
    edit: AdminCalendarEdit,
  ): Promise<{ before: unknown[]; update: D1PreparedStatement }> {
    const sets: string[] = []
    const values: unknown[] = []
    const param = (value: unknown) => {
      values.push(value)
      return `?${values.length}`
    }
    if (edit.price !== undefined) {
      const p = param(edit.price)
      sets.push(`price = ${p}`)
      if (edit.vipPrice === undefined)
        sets.push(`vip_price = CASE WHEN vip_price > ${p} THEN ${p} ELSE vip_price END`)
    }
    if (edit.vipPrice !== undefined) {
      const v = param(edit.vipPrice)
      // Without a new price, a VIP price above the night's price is capped at it.
      sets.push(
        edit.price === undefined
          ? `vip_price = CASE WHEN ${v} IS NULL THEN NULL WHEN ${v} > price THEN price ELSE ${v} END`
          : `vip_price = ${v}`,
      )
    }
    if (edit.remaining !== undefined) {
      const r = param(edit.remaining)
      sets.push(`remaining = ${r}`, `sold_out = CASE WHEN ${r} = 0 THEN 1 ELSE 0 END`)
    }
    if (edit.openForSale !== undefined)
      sets.push(`open_for_sale = ${param(edit.openForSale ? 1 : 0)}`)
    const where = [
      `deal_id = ${param(dealId)}`,
      `date BETWEEN ${param(edit.from)} AND ${param(edit.to)}`,
      ...(edit.productId !== undefined ? [`product_id = ${param(edit.productId)}`] : []),
    ]
    // Read just before the write: an edit racing this one is itself audited.
    const { results: before } = await this.db
      .prepare(
        `SELECT product_id AS productId, date, price, vip_price AS vipPrice, remaining,
           open_for_sale AS openForSale FROM travel_calendar_days WHERE ${where.join(' AND ')}
         ORDER BY product_id, date`,
      )
      .bind(...values)
      .all()
    const update = this.db
      .prepare(`UPDATE travel_calendar_days SET ${sets.join(', ')} WHERE ${where.join(' AND ')}`)
      .bind(...values)
    return { before, update }
  }
}
