import type { DealEventRow, TrackingDataRow } from '../../storage/tracking-repository'

/** An operational figure: one per event where it happens (an order placed, a payment declined,
 * a mail sent, the outbox's backlog at a sweep). `value` is what is summed or averaged. */
export interface OpsPoint {
  name: OpsPointName
  /** The brand id, or 'all' where no brand applies (a queue). */
  brand: string
  /** What the figure is broken down by: a currency, a decline reason, a mail kind. */
  label: string
  value: number
}

/** orders/min = count of order-placed per minute; declines by reason = payment-declined by
 * label; mail lag = average of mail-sent's value (seconds from outbox write to sent); queue
 * depth = outbox-backlog's value (unsent rows) at each sweep. */
export type OpsPointName = 'order-placed' | 'payment-declined' | 'mail-sent' | 'outbox-backlog'

/** A visitor's tracking session seen (the visitor cookie's id). */
export interface SessionSeen {
  sessionId: string
  brand: string
  userId: number | null
  at: string
}

/**
 * Where beacons and operational figures go. Production: Workers Analytics Engine (analytics-
 * engine-metrics.ts), so a beacon costs the order path's D1 nothing. Development and tests:
 * the local stand-in (local-metrics.ts) over the local D1. Writes never fail the request that
 * makes them: a lost data point is a smaller harm than a lost answer.
 */
export interface Metrics {
  dealEvents(rows: readonly DealEventRow[]): Promise<void>
  trackingData(row: TrackingDataRow): Promise<void>
  session(seen: SessionSeen): Promise<void>
  ops(point: OpsPoint): Promise<void>
}
