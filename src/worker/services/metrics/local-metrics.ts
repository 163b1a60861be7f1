import type { D1Database } from '@cloudflare/workers-types'
import { clock } from '../../clock'
import { MetricPointRepository } from '../../storage/metric-point-repository'
import {
  TrackingRepository,
  type DealEventRow,
  type TrackingDataRow,
} from '../../storage/tracking-repository'
import type { Metrics, OpsPoint, SessionSeen } from './metrics'

/** The local stand-in for Analytics Engine (development and the tests): the same events kept
 * as rows of the local D1 (deal_events, tracking_data, tracking_sessions, metric_points), where
 * /insights and the tests read them back with SQL. Production never runs it: there each of
 * these is a data point and the tables stay empty (metrics-selection.ts). */
export class LocalMetrics implements Metrics {
  private readonly tracking: TrackingRepository

  constructor(private readonly db: D1Database) {
    this.tracking = new TrackingRepository(db)
  }

  dealEvents(rows: readonly DealEventRow[]): Promise<void> {
    return this.tracking.insertEvents(rows)
  }

  trackingData(row: TrackingDataRow): Promise<void> {
    return this.tracking.insertData(row)
  }

  session(seen: SessionSeen): Promise<void> {
    return this.tracking.touchSession(seen.sessionId, seen.brand, seen.userId, seen.at)
  }

  ops(point: OpsPoint): Promise<void> {
    return new MetricPointRepository(this.db).insert(point, clock.now().toISOString())
  }
}

/** How long the stand-in keeps operational points: as long as the tracking rows. */
const METRIC_POINT_RETENTION_DAYS = 90

/** Retention job: drops the stand-in's operational points older than 90 days. */
export function pruneMetricPoints(db: D1Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - METRIC_POINT_RETENTION_DAYS * 86_400_000)
  return new MetricPointRepository(db).deleteBefore(before.toISOString())
}
