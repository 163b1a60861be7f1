import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'

export interface WishlistRow {
  id: string
  userId: number | null
}

const COLUMNS = 'id, user_id AS userId'

/** Wishlists and their deals (migrations/0024). */
export class WishlistRepository {
  constructor(private readonly db: D1Database) {}

  byId(id: string): Promise<WishlistRow | null> {
    return this.db.prepare(`SELECT ${COLUMNS} FROM wishlists WHERE id = ?`).bind(id).first()
  }

  byUser(userId: number): Promise<WishlistRow | null> {
    return this.db
      .prepare(`SELECT ${COLUMNS} FROM wishlists WHERE user_id = ?`)
      .bind(userId)
      .first()
  }

  /** A new wishlist; for a customer, the one they already have when two requests race. */
  async create(id: string, userId: number | null, now: string): Promise<WishlistRow> {
    await this.db
      .prepare(
        `INSERT INTO wishlists (id, user_id, created_at, updated_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (user_id) DO NOTHING`,
      )
      .bind(id, userId, now, now)
      .run()
    return userId === null ? { id, userId } : ((await this.byUser(userId)) ?? { id, userId })
  }

  /** One page of deal ids, most recently added first. */
  async dealIds(wishlistId: string, limit: number, offset: number): Promise<number[]> {
    const { results } = await this.db
      .prepare(
        `SELECT deal_id AS dealId FROM wishlist_items WHERE wishlist_id = ?
         ORDER BY added_at DESC, deal_id DESC LIMIT ? OFFSET ?`,
      )
      .bind(wishlistId, limit, offset)
      .all<{ dealId: number }>()
    return results.map((row) => row.dealId)
  }

  async count(wishlistId: string): Promise<number> {
    const row = await this.db
      .prepare('SELECT COUNT(*) AS n FROM wishlist_items WHERE wishlist_id = ?')
      .bind(wishlistId)
      .first<{ n: number }>()
    return row?.n ?? 0
  }

  /** Adds a deal unless it is there already or the list holds `max`; the count is checked in
   * the INSERT itself so parallel adds cannot pass it. False when the list is full. */
  async add(wishlistId: string, dealId: number, max: number, now: string): Promise<boolean> {
    const [inserted] = await this.db.batch([
      this.db
        .prepare(
          `INSERT INTO wishlist_items (wishlist_id, deal_id, added_at)
           SELECT ?1, ?2, ?3 WHERE (SELECT COUNT(*) FROM wishlist_items WHERE wishlist_id = ?1) < ?4
              OR EXISTS (SELECT 1 FROM wishlist_items WHERE wishlist_id = ?1 AND deal_id = ?2)
           ON CONFLICT (wishlist_id, deal_id) DO NOTHING`,
        )
        .bind(wishlistId, dealId, now, max),
      this.touch(wishlistId, now),
    ])
    if ((inserted?.meta.changes ?? 0) > 0) return true
    return this.has(wishlistId, dealId)
  }

  private async has(wishlistId: string, dealId: number): Promise<boolean> {
    const row = await this.db
      .prepare('SELECT 1 AS hit FROM wishlist_items WHERE wishlist_id = ? AND deal_id = ?')
      .bind(wishlistId, dealId)
      .first<{ hit: number }>()
    return row !== null
  }

  async remove(wishlistId: string, dealId: number, now: string): Promise<void> {
    await this.db.batch([
      this.db
        .prepare('DELETE FROM wishlist_items WHERE wishlist_id = ? AND deal_id = ?')
        .bind(wishlistId, dealId),
      this.touch(wishlistId, now),
    ])
  }

  async clear(wishlistId: string, now: string): Promise<void> {
    await this.db.batch([
      this.db.prepare('DELETE FROM wishlist_items WHERE wishlist_id = ?').bind(wishlistId),
      this.touch(wishlistId, now),
    ])
  }

  /** Moves `dealIds` of the anonymous list `fromId` to the customer's `toId` and deletes the
   * anonymous list, in one batch: a merge happens whole or not at all. */
  async merge(fromId: string, toId: string, dealIds: readonly number[], now: string) {
    const insert = this.db.prepare(
      `INSERT INTO wishlist_items (wishlist_id, deal_id, added_at)
       SELECT ?, deal_id, added_at FROM wishlist_items WHERE wishlist_id = ? AND deal_id = ?
       ON CONFLICT (wishlist_id, deal_id) DO NOTHING`,
    )
    await this.db.batch([
      ...dealIds.map((dealId) => insert.bind(toId, fromId, dealId)),
      this.db.prepare('DELETE FROM wishlist_items WHERE wishlist_id = ?').bind(fromId),
      this.db.prepare('DELETE FROM wishlists WHERE id = ? AND user_id IS NULL').bind(fromId),
      this.touch(toId, now),
    ])
  }

  /** Gives an anonymous list to a customer who has none yet. False when it was taken. */
  async claim(id: string, userId: number, now: string): Promise<boolean> {
    const result = await this.db
      .prepare(
        `UPDATE wishlists SET user_id = ?, updated_at = ? WHERE id = ? AND user_id IS NULL
           AND NOT EXISTS (SELECT 1 FROM wishlists WHERE user_id = ?)`,
      )
      .bind(userId, now, id, userId)
      .run()
    return result.meta.changes > 0
  }

  private touch(wishlistId: string, now: string): D1PreparedStatement {
    return this.db.prepare('UPDATE wishlists SET updated_at = ? WHERE id = ?').bind(now, wishlistId)
  }
}
