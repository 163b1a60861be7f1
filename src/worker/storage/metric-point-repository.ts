import type { D1Database } from '@cloudflare/workers-types'
/** One operational figure (services/metrics/metrics.ts, OpsPoint). */
export interface MetricPoint {
  name: string
  brand: string
  label: string
  value: number
}

export interface MetricPointRow extends MetricPoint {
  createdAt: string
}

/** metric_points (migrations/0052): the local stand-in's operational figures. */
export class MetricPointRepository {
  constructor(private readonly db: D1Database) {}

  async insert(point: MetricPoint, createdAt: string): Promise<void> {
    await this.db
      .prepare(
        `INSERT INTO metric_points (name, brand, label, value, created_at)
         VALUES (?, ?, ?, ?, ?)`,
      )
      .bind(point.name, point.brand, point.label, point.value, createdAt)
      .run()
  }

  /** The points of one name since `since`, oldest first. */
  async since(name: string, since: string): Promise<MetricPointRow[]> {
    const { results } = await this.db
      .prepare(
        `SELECT name, brand, label, value, created_at AS createdAt FROM metric_points
         WHERE name = ? AND created_at >= ? ORDER BY id`,
      )
      .bind(name, since)
      .all<MetricPointRow>()
    return results
  }

  async deleteBefore(before: string): Promise<number> {
    const result = await this.db
      .prepare('DELETE FROM metric_points WHERE created_at < ?')
      .bind(before)
      .run()
    return result.meta.changes ?? 0
  }
}
