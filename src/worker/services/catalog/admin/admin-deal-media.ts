import type { D1Database, KVNamespace, R2Bucket } from '@cloudflare/workers-types'
import { sniffImage } from '../../../../shared/domain/admin/image-sniff'
import type { AdminCalendarEdit } from '../../../../shared/schemas/admin-deal'
import { DomainError } from '../../../errors'
import { bumpPageCacheGeneration } from '../../../middleware/page-cache'
import { auditStatement } from '../../staff/audit-log'
import type { StaffUser } from '../../staff/staff-types'
import { CONTENT_TYPES, DealImageStore } from './deal-image-store'

/** Public URL of an uploaded picture (served by routes/api/admin-deals.ts). */
export const uploadedImageUrl = (dealId: number, position: number) =>
  `/api/v1/deal-images/${dealId}/${position}`

/** Deal pictures and travel calendars in the back office (issue 10). Like every admin save:
 * one batch with the audit row, then the page cache's generation is bumped. */
export class AdminDealMediaService {
  constructor(
    private readonly db: D1Database,
    private readonly kv: KVNamespace,
    private readonly bucket: R2Bucket | undefined,
  ) {}

  async uploadImage(
    actor: StaffUser,
    dealId: number,
    file: { bytes: Uint8Array; alt: string },
    now: Date,
  ) {
    const sniffed = sniffImage(file.bytes)
    if (!sniffed.ok) throw new DomainError('INVALID', `Image refused: ${sniffed.reason}`)
    const row = await this.db
      .prepare(
        `SELECT d.id, coalesce((SELECT max(position) FROM deal_images WHERE deal_id = d.id), 0) + 1
           AS next FROM deals d WHERE d.id = ?`,
      )
      .bind(dealId)
      .first<{ id: number; next: number }>()
    if (!row) throw new DomainError('NOT_FOUND', 'No such deal')
    const position = row.next
    const store = new DealImageStore(this.db, this.bucket)
    await store.putObject(dealId, position, sniffed.kind, file.bytes)
    const image = {
      position,
      alt: file.alt,
      contentType: CONTENT_TYPES[sniffed.kind],
      url: uploadedImageUrl(dealId, position),
    }
    await this.db.batch([
      this.db
        .prepare('INSERT INTO deal_images (deal_id, position, alt) VALUES (?, ?, ?)')
        .bind(dealId, position, file.alt),
      ...store.rows(dealId, position, sniffed.kind, file.bytes, now.toISOString()),
      auditStatement(this.db, {
        actor,
        action: 'deal-image.upload',
        entity: 'deal',
        entityId: String(dealId),
        before: null,
        // The bytes are not copied into the audit log: their kind, size and place are.
        after: { ...image, bytes: file.bytes.length, store: store.where },
        now,
      }),
    ])
    await bumpPageCacheGeneration(this.kv)
    return image
  }

  /** Bulk per-night edit. A VIP price above a new price is lowered to it (the CHECK of
   * migrations/0003 would refuse the row otherwise). */
  async editCalendar(actor: StaffUser, dealId: number, edit: AdminCalendarEdit, now: Date) {
    const deal = await this.db.prepare('SELECT id FROM deals WHERE id = ?').bind(dealId).first()
    if (!deal) throw new DomainError('NOT_FOUND', 'No such deal')
    if (edit.productId !== undefined) {
      const product = await this.db
        .prepare('SELECT id FROM deal_products WHERE id = ? AND deal_id = ?')
        .bind(edit.productId, dealId)
        .first()
      if (!product) throw new DomainError('NOT_FOUND', 'No such product on this deal')
    }
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
    // The nights as they were, for the audit row (read just before: an edit racing this one
    // is itself audited).
    const { results: before } = await this.db
      .prepare(
        `SELECT product_id AS productId, date, price, vip_price AS vipPrice, remaining,
           open_for_sale AS openForSale FROM travel_calendar_days WHERE ${where.join(' AND ')}
         ORDER BY product_id, date`,
      )
      .bind(...values)
      .all()
    const [result] = await this.db.batch([
      this.db
        .prepare(`UPDATE travel_calendar_days SET ${sets.join(', ')} WHERE ${where.join(' AND ')}`)
        .bind(...values),
      auditStatement(this.db, {
        actor,
        action: 'deal-calendar.edit',
        entity: 'deal',
        entityId: String(dealId),
        before,
        after: edit,
        now,
      }),
    ])
    await bumpPageCacheGeneration(this.kv)
    return { updatedNights: result?.meta.changes ?? 0 }
  }
}
