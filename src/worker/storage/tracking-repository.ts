import type { D1Database } from '@cloudflare/workers-types'

type DealEventKind = 'impression' | 'click' | 'ad-impression' | 'ad-click'

/** A deal_events row to write (migrations/0015). */
export interface DealEventRow {
  kind: DealEventKind
  dealId: number
  adId: number | null
  brand: string
  location: string | null
  feed: string | null
  sessionId: string | null
  dpVariant: string | null
  rbVariant: string | null
  createdAt: string
}

export interface TrackingDataRow {
  brand: string
  sessionId: string | null
  userId: number | null
  downloadToolbar: boolean | null
  shareDeal: number | null
  viewDeal: number | null
  createdAt: string
}

/** Impressions and clicks of one group (a deal, a feed, a day or a variant arm). */
export interface EventCounts {
  key: string
  impressions: number
  clicks: number
}

export interface DealEventCounts extends EventCounts {
  headline: string | null
}

// Deal-card events and sponsored-ad events are counted apart: a sponsored card is also a deal
// card, so adding both would count one look twice.
const SOURCES = {
  cards: { impression: 'impression', click: 'click' },
  ads: { impression: 'ad-impression', click: 'ad-click' },
} as const
export type EventSource = keyof typeof SOURCES

const counts = (source: EventSource) =>
  `SUM(CASE WHEN kind = '${SOURCES[source].impression}' THEN 1 ELSE 0 END) AS impressions,
   SUM(CASE WHEN kind = '${SOURCES[source].click}' THEN 1 ELSE 0 END) AS clicks`
const kindsOf = (source: EventSource) =>
  `kind IN ('${SOURCES[source].impression}', '${SOURCES[source].click}')`

// Columns a summary may group by; never built from input.
const GROUPS = {
  feed: `COALESCE(feed, 'unknown')`,
  day: `substr(created_at, 1, 10)`,
  dp: `COALESCE(dp_variant, '-')`,
  rb: `COALESCE(rb_variant, '-')`,
  ad: `CAST(ad_id AS TEXT)`,
} as const
export type EventGroup = keyof typeof GROUPS

/** The tracking tables: sessions, deal events and tracking data. The only SQL for them. */
export class TrackingRepository {
  constructor(private readonly db: D1Database) {}

  /** Creates the session or marks it seen; a user, once known, is kept. */
  async touchSession(id: string, brand: string, userId: number | null, now: string) {
    await this.db
      .prepare(
        `INSERT INTO tracking_sessions (id, brand, user_id, created_at, last_seen_at)
         VALUES (?1, ?2, ?3, ?4, ?4)
         ON CONFLICT (id) DO UPDATE SET
           last_seen_at = excluded.last_seen_at,
           user_id = COALESCE(excluded.user_id, tracking_sessions.user_id)`,
      )
      .bind(id, brand, userId, now)
      .run()
  }

  async insertEvents(rows: readonly DealEventRow[]): Promise<void> {
    if (rows.length === 0) return
    const insert = this.db.prepare(
      `INSERT INTO deal_events
         (kind, deal_id, ad_id, brand, location, feed, session_id, dp_variant, rb_variant, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    await this.db.batch(
      rows.map((r) =>
        insert.bind(
          r.kind,
          r.dealId,
          r.adId,
          r.brand,
          r.location,
          r.feed,
          r.sessionId,
          r.dpVariant,
          r.rbVariant,
          r.createdAt,
        ),
      ),
    )
  }

  async insertData(row: TrackingDataRow): Promise<void> {
    await this.db
      .prepare(
        `INSERT INTO tracking_data
           (brand, session_id, user_id, download_toolbar, share_deal, view_deal, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        row.brand,
        row.sessionId,
        row.userId,
        row.downloadToolbar === null ? null : Number(row.downloadToolbar),
        row.shareDeal,
        row.viewDeal,
        row.createdAt,
      )
      .run()
  }

  /** Impressions and clicks of one source since `since`, grouped. */
  async countsBy(
    group: EventGroup,
    brand: string,
    since: string,
    source: EventSource = 'cards',
  ): Promise<EventCounts[]> {
    const { results } = await this.db
      .prepare(
        `SELECT ${GROUPS[group]} AS key, ${counts(source)}
         FROM deal_events WHERE brand = ? AND created_at >= ? AND ${kindsOf(source)}
         GROUP BY 1 ORDER BY impressions DESC, key`,
      )
      .bind(brand, since)
      .all<EventCounts>()
    return results
  }

  /** The deal cards seen most since `since`, with their headlines. */
  async countsByDeal(brand: string, since: string, limit: number): Promise<DealEventCounts[]> {
    const { results } = await this.db
      .prepare(
        `SELECT CAST(e.deal_id AS TEXT) AS key, d.headline AS headline, ${counts('cards')}
         FROM deal_events e LEFT JOIN deals d ON d.id = e.deal_id
         WHERE e.brand = ? AND e.created_at >= ? AND ${kindsOf('cards')}
         GROUP BY e.deal_id ORDER BY impressions DESC, clicks DESC, e.deal_id LIMIT ?`,
      )
      .bind(brand, since, limit)
      .all<DealEventCounts>()
    return results
  }

  /** The headlines of `ids` (the catalogue's deals), for counts read from elsewhere. */
  async headlinesOf(ids: readonly number[]): Promise<Map<number, string>> {
    const wanted = ids.filter((id) => Number.isSafeInteger(id))
    if (wanted.length === 0) return new Map()
    const { results } = await this.db
      .prepare(`SELECT id, headline FROM deals WHERE id IN (${wanted.map(() => '?').join(', ')})`)
      .bind(...wanted)
      .all<{ id: number; headline: string }>()
    return new Map(results.map((row) => [row.id, row.headline]))
  }

  /** Deletes everything older than `before`; the number of rows gone per table. */
  async deleteBefore(before: string) {
    const [events, data, sessions] = await this.db.batch([
      this.db.prepare('DELETE FROM deal_events WHERE created_at < ?').bind(before),
      this.db.prepare('DELETE FROM tracking_data WHERE created_at < ?').bind(before),
      this.db.prepare('DELETE FROM tracking_sessions WHERE last_seen_at < ?').bind(before),
    ])
    return {
      events: events?.meta.changes ?? 0,
      data: data?.meta.changes ?? 0,
      sessions: sessions?.meta.changes ?? 0,
    }
  }
}
