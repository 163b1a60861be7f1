import type { D1Database, D1PreparedStatement, R2Bucket } from '@cloudflare/workers-types'
import { IMAGE_CONTENT_TYPES, type ImageKind } from '../../shared/domain/admin/image-sniff'
import type { RasterSize } from '../../shared/domain/admin/raster-size'

export const CONTENT_TYPES = IMAGE_CONTENT_TYPES

const r2Key = (dealId: number, position: number) => `deal-images/${dealId}/${position}`

export interface StoredImage {
  contentType: string
  body: ArrayBuffer | ReadableStream
  /** The deal's opens_at, read in the same query: the storefront URL hides a picture as long as
   * its deal, and this saves it a second D1 read per picture. */
  dealOpensAt: string
}

/** Uploaded deal pictures: R2 when bound, a D1 BLOB otherwise (migrations/0027). The metadata
 * row is always D1, so the catalogue knows which pictures are uploads without asking R2. */
export class DealImageStore {
  constructor(
    private readonly db: D1Database,
    private readonly bucket: R2Bucket | undefined,
  ) {}

  get where(): 'r2' | 'd1' {
    return this.bucket ? 'r2' : 'd1'
  }

  /** R2 is written before the D1 batch: a failed batch leaves an unreferenced object (harmless,
   * overwritten by the next upload to that position), never a row pointing at nothing. */
  async putObject(dealId: number, position: number, kind: ImageKind, bytes: Uint8Array) {
    if (!this.bucket) return
    await this.bucket.put(r2Key(dealId, position), bytes, {
      httpMetadata: { contentType: CONTENT_TYPES[kind] },
    })
  }

  /** The D1 rows of an upload, for the same batch as its deal_images row and audit row. */
  rows(
    dealId: number,
    position: number,
    kind: ImageKind,
    bytes: Uint8Array,
    now: string,
    size?: RasterSize,
  ): D1PreparedStatement[] {
    const upload = this.db
      .prepare(
        `INSERT INTO deal_image_uploads
           (deal_id, position, content_type, bytes, store, uploaded_at, width, height)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        dealId,
        position,
        CONTENT_TYPES[kind],
        bytes.length,
        this.where,
        now,
        size?.width ?? null,
        size?.height ?? null,
      )
    if (this.bucket) return [upload]
    const blob = this.db
      .prepare('INSERT INTO deal_image_blobs (deal_id, position, body) VALUES (?, ?, ?)')
      .bind(dealId, position, bytes)
    return [upload, blob]
  }

  /** An uploaded picture, or null when that position is generated or absent. */
  async get(dealId: number, position: number): Promise<StoredImage | null> {
    const meta = await this.db
      .prepare(
        `SELECT u.content_type, u.store, b.body, d.opens_at FROM deal_image_uploads u
         JOIN deals d ON d.id = u.deal_id
         LEFT JOIN deal_image_blobs b ON b.deal_id = u.deal_id AND b.position = u.position
         WHERE u.deal_id = ? AND u.position = ?`,
      )
      .bind(dealId, position)
      .first<{
        content_type: string
        store: string
        body: ArrayBuffer | number[] | null
        opens_at: string
      }>()
    if (!meta) return null
    const found = { contentType: meta.content_type, dealOpensAt: meta.opens_at }
    if (meta.store === 'r2') {
      const object = await this.bucket?.get(r2Key(dealId, position))
      return object ? { ...found, body: object.body as ReadableStream } : null
    }
    if (!meta.body) return null
    const body = Array.isArray(meta.body) ? new Uint8Array(meta.body).buffer : meta.body
    return { ...found, body }
  }
}
