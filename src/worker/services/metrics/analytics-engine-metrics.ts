import type { AnalyticsEngineDataset } from '@cloudflare/workers-types'
import type { DealEventRow, TrackingDataRow } from '../../storage/tracking-repository'
import type { Metrics, OpsPoint, SessionSeen } from './metrics'

/**
 * The data point layout, one dataset for all (analytics-engine-insights.ts reads it back):
 *
 * | field   | deal event            | tracking data   | session      | ops point     |
 * |---------|-----------------------|-----------------|--------------|---------------|
 * | index1  | brand                 | brand           | brand        | brand or all  |
 * | blob1   | kind (impression, …)  | 'tracking-data' | 'session'    | its name      |
 * | blob2   | deal id               | view deal id    | '' or 'user' | label         |
 * | blob3   | ad id or ''           | share deal id   |              |               |
 * | blob4   | location              | toolbar 0/1/''  |              |               |
 * | blob5   | feed                  |                 |              |               |
 * | blob6/7 | dp / rb variant arm   |                 |              |               |
 * | double1 | 1                     | 1               | 1            | value         |
 *
 * The brand is the index, so Analytics Engine samples each brand apart; counts are
 * SUM(_sample_interval), right under sampling. No session or user id is written: the figures
 * are counts, and nothing personal leaves for a third-party store.
 */
const text = (value: string | number | boolean | null) =>
  value === null ? '' : typeof value === 'boolean' ? String(Number(value)) : String(value)

/** Production metrics: a data point per event through the Analytics Engine binding. The
 * binding's writeDataPoint is fire-and-forget (no await, no D1, no request of ours). */
export class AnalyticsEngineMetrics implements Metrics {
  constructor(private readonly dataset: AnalyticsEngineDataset) {}

  async dealEvents(rows: readonly DealEventRow[]): Promise<void> {
    for (const row of rows) {
      this.dataset.writeDataPoint({
        indexes: [row.brand],
        blobs: [
          row.kind,
          text(row.dealId),
          text(row.adId),
          text(row.location),
          text(row.feed),
          text(row.dpVariant),
          text(row.rbVariant),
        ],
        doubles: [1],
      })
    }
  }

  async trackingData(row: TrackingDataRow): Promise<void> {
    this.dataset.writeDataPoint({
      indexes: [row.brand],
      blobs: ['tracking-data', text(row.viewDeal), text(row.shareDeal), text(row.downloadToolbar)],
      doubles: [1],
    })
  }

  async session(seen: SessionSeen): Promise<void> {
    this.dataset.writeDataPoint({
      indexes: [seen.brand],
      blobs: ['session', seen.userId === null ? '' : 'user'],
      doubles: [1],
    })
  }

  async ops(point: OpsPoint): Promise<void> {
    this.dataset.writeDataPoint({
      indexes: [point.brand],
      blobs: [point.name, point.label],
      doubles: [point.value],
    })
  }
}
