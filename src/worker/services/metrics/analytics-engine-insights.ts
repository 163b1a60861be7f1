import type {
  DealEventCounts,
  EventCounts,
  EventGroup,
  EventSource,
  TrackingRepository,
} from '../../storage/tracking-repository'
import { sqlString, type AnalyticsEngineSql } from './analytics-engine-sql'
import type { InsightsSource } from './insights-source'

// The data point layout of analytics-engine-metrics.ts. Columns a summary may group by; never
// built from input.
const GROUPS: Record<EventGroup, string> = {
  feed: 'blob5',
  day: "formatDateTime(timestamp, '%Y-%m-%d')",
  dp: 'blob6',
  rb: 'blob7',
  ad: 'blob3',
}
// What the local stand-in's SQL calls a missing value (COALESCE in tracking-repository.ts);
// Analytics Engine holds it as ''.
const MISSING: Record<EventGroup, string> = { feed: 'unknown', day: '', dp: '-', rb: '-', ad: '' }

const KINDS = {
  cards: { impression: 'impression', click: 'click' },
  ads: { impression: 'ad-impression', click: 'ad-click' },
} as const

const counts = (source: EventSource) =>
  `sumIf(_sample_interval, blob1 = '${KINDS[source].impression}') AS impressions,
  sumIf(_sample_interval, blob1 = '${KINDS[source].click}') AS clicks`

/** An ISO instant as the SQL API's DateTime literal (UTC, whole seconds). */
const sqlDateTime = (iso: string) => `toDateTime(${sqlString(iso.slice(0, 19).replace('T', ' '))})`

const byImpressions = (a: EventCounts, b: EventCounts) =>
  b.impressions - a.impressions || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)

/** /insights read from Analytics Engine through its SQL API: the same figures the local
 * stand-in's SQL gives (tracking-repository.ts), counted from the data points. Headlines are
 * the catalogue's, one D1 read for the page's top deals. */
export class AnalyticsEngineInsights implements InsightsSource {
  constructor(
    private readonly sql: AnalyticsEngineSql,
    private readonly dataset: string,
    private readonly catalogue: Pick<TrackingRepository, 'headlinesOf'>,
  ) {}

  private where(brand: string, since: string, source: EventSource) {
    const kinds = KINDS[source]
    return `index1 = ${sqlString(brand)} AND timestamp >= ${sqlDateTime(since)}
  AND blob1 IN ('${kinds.impression}', '${kinds.click}')`
  }

  private async rows(sql: string): Promise<EventCounts[]> {
    return (await this.sql.query(sql)).map((row) => ({
      key: String(row.key ?? ''),
      impressions: Number(row.impressions ?? 0),
      clicks: Number(row.clicks ?? 0),
    }))
  }

  async countsBy(
    group: EventGroup,
    brand: string,
    since: string,
    source: EventSource = 'cards',
  ): Promise<EventCounts[]> {
    const rows = await this.rows(
      `SELECT ${GROUPS[group]} AS key, ${counts(source)}
FROM ${this.dataset}
WHERE ${this.where(brand, since, source)}
GROUP BY key ORDER BY impressions DESC, key`,
    )
    return rows.map((r) => (r.key === '' ? { ...r, key: MISSING[group] } : r)).sort(byImpressions)
  }

  async countsByDeal(brand: string, since: string, limit: number): Promise<DealEventCounts[]> {
    const rows = await this.rows(
      `SELECT blob2 AS key, ${counts('cards')}
FROM ${this.dataset}
WHERE ${this.where(brand, since, 'cards')}
GROUP BY key ORDER BY impressions DESC, clicks DESC, key LIMIT ${Math.trunc(limit)}`,
    )
    const headlines = await this.catalogue.headlinesOf(rows.map((r) => Number(r.key)))
    return rows.map((r) => ({ ...r, headline: headlines.get(Number(r.key)) ?? null }))
  }
}
