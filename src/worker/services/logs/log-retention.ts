import type { D1Database } from '@cloudflare/workers-types'
import { LogRepository } from '../../storage/log-repository'

/** How long client_logs rows are kept. The spec sets no period; 30 days covers a monthly look
 * back at 404s and bot visits, and no record is kept longer than it is useful (DESIGN 'Privacy':
 * records may carry user agents and IP addresses). */
const CLIENT_LOG_RETENTION_DAYS = 30

const DAY_MS = 24 * 60 * 60 * 1000

/** The oldest instant a record may have and still be kept.
 * @example retentionCutoff(new Date('2026-11-21T00:00:00Z')) === '2026-10-22T00:00:00.000Z' */
export const retentionCutoff = (now: Date): string =>
  new Date(now.getTime() - CLIENT_LOG_RETENTION_DAYS * DAY_MS).toISOString()

/** The retention job for the cron: deletes log records older than the retention period and
 * answers how many went. Safe to run twice or alongside writes. */
export async function pruneClientLogs(db: D1Database, now: Date): Promise<number> {
  return new LogRepository(db).deleteBefore(retentionCutoff(now))
}
