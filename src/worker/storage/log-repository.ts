import type { D1Database } from '@cloudflare/workers-types'

export type LogKind = 'page-not-found' | 'bot' | 'error' | 'log'

/** A client_logs row to write (migrations/0006). `payload` is already redacted JSON. */
export interface LogRow {
  kind: LogKind
  source: 'client' | 'worker'
  brand: string
  path: string | null
  userAgent: string | null
  requestId: string | null
  payload: string
  createdAt: string
}

/** The records browsers post and the worker writes (§7 log calls). Write-only from requests. */
export class LogRepository {
  constructor(private readonly db: D1Database) {}

  async insert(row: LogRow): Promise<void> {
    await this.db
      .prepare(
        `INSERT INTO client_logs
           (kind, source, brand, path, user_agent, request_id, payload, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        row.kind,
        row.source,
        row.brand,
        row.path,
        row.userAgent,
        row.requestId,
        row.payload,
        row.createdAt,
      )
      .run()
  }

  /** Drops records older than `before` (an ISO instant), for a retention job. */
  async deleteBefore(before: string): Promise<number> {
    const result = await this.db
      .prepare('DELETE FROM client_logs WHERE created_at < ?')
      .bind(before)
      .run()
    return result.meta.changes ?? 0
  }
}
