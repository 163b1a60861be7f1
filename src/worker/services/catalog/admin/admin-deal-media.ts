import type { D1Database, KVNamespace, R2Bucket } from '@cloudflare/workers-types'
import { sniffImage } from '../../../../shared/domain/admin/image-sniff'
import type { AdminCalendarEdit } from '../../../../shared/schemas/admin-deal'
import { DomainError } from '../../../errors'
import { bumpPageCacheGeneration } from '../../../cache/page-cache-generation'
import { auditStatement } from '../../staff/audit-log'
import type { StaffUser } from '../../staff/staff-types'
import { CONTENT_TYPES, DealImageStore } from '../../../storage/deal-image-store'
import { DealMediaRepository } from '../../../storage/deal-media-repository'

/** Public URL of an uploaded picture (served by routes/api/admin-deals.ts). */
export const uploadedImageUrl = (dealId: number, position: number) =>
  `/api/v1/deal-images/${dealId}/${position}`

/** Deal pictures and travel calendars in the back office. Like every admin save:
 * one batch with the audit row, then the page cache's generation is bumped. */
export class AdminDealMediaService {
  private readonly repo: DealMediaRepository

  constructor(
    private readonly db: D1Database,
    private readonly kv: KVNamespace,
    private readonly bucket: R2Bucket | undefined,
  ) {
    this.repo = new DealMediaRepository(db)
  }

  async uploadImage(
    actor: StaffUser,
    dealId: number,
    file: { bytes: Uint8Array; alt: string; type?: string; name?: string },
    now: Date,
  ) {
    const sniffed = sniffImage(file.bytes, { type: file.type, name: file.name })
    if (!sniffed.ok) throw new DomainError('INVALID', `Image refused: ${sniffed.reason}`)
    const position = await this.repo.nextImagePosition(dealId)
    if (position === null) throw new DomainError('NOT_FOUND', 'No such deal')
    const store = new DealImageStore(this.db, this.bucket)
    await store.putObject(dealId, position, sniffed.kind, file.bytes)
    const image = {
      position,
      alt: file.alt,
      contentType: CONTENT_TYPES[sniffed.kind],
      url: uploadedImageUrl(dealId, position),
    }
    await this.db.batch([
      this.repo.insertImage(dealId, position, file.alt),
      ...store.rows(dealId, position, sniffed.kind, file.bytes, now.toISOString(), sniffed.size),
      auditStatement(this.db, {
        actor,
        action: 'deal-image.upload',
        entity: 'deal',
        entityId: String(dealId),
        before: null,
        // The bytes are not copied into the audit log: their kind, size and place are.
        after: {
          ...image,
          bytes: file.bytes.length,
          store: store.where,
          size: sniffed.size ?? null,
        },
        now,
      }),
    ])
    await bumpPageCacheGeneration(this.kv)
    return image
  }

  /** Bulk per-night edit (storage/deal-media-repository.ts caps VIP prices at a new price). */
  async editCalendar(actor: StaffUser, dealId: number, edit: AdminCalendarEdit, now: Date) {
    if (!(await this.repo.dealExists(dealId))) throw new DomainError('NOT_FOUND', 'No such deal')
    if (edit.productId !== undefined && !(await this.repo.productOnDeal(dealId, edit.productId)))
      throw new DomainError('NOT_FOUND', 'No such product on this deal')
    const { before, update } = await this.repo.calendarEdit(dealId, edit)
    const [result] = await this.db.batch([
      update,
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
