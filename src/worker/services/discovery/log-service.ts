import type { D1Database } from '@cloudflare/workers-types'
import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'
import type { Brand } from '../../../shared/config/brands'
import { LOG_DATE_FORMAT } from '../../../shared/config/constants'
import type {
  ErrorLogRecord,
  LogServiceRecord,
  VisitRecord,
} from '../../../shared/schemas/discovery'
import { LogRepository, type LogKind } from '../../storage/log-repository'
import { redactLogValue, redactText } from './log-redaction'

/** Who sent a record and when: the brand comes from the host, never from the record. */
export interface LogContext {
  brand: Brand
  requestId: string | null
  /** The request's User-Agent header, used when the record names none. */
  userAgent: string | null
  now: Date
}

/** A page the worker served that deserves a record (a 404, or a bot's visit). */
export interface WorkerVisit {
  kind: 'page-not-found' | 'bot'
  path: string
  status: number
  pageType: string | null
}

const MAX_USER_AGENT = 500

/** The log records of storefront §7 (page not found, bot detection, error log, log service),
 * from browsers and from the worker itself, stored redacted in client_logs. */
export class LogService {
  private readonly repository: LogRepository

  constructor(db: D1Database) {
    this.repository = new LogRepository(db)
  }

  async recordVisit(kind: 'page-not-found' | 'bot', record: VisitRecord, ctx: LogContext) {
    const path = typeof record.pageNotFound === 'string' ? record.pageNotFound : null
    await this.write(kind, 'client', record, ctx, path, record.userAgent)
  }

  async recordError(record: ErrorLogRecord, ctx: LogContext) {
    await this.write('error', 'client', record, ctx, record.referrer ?? null, record.userAgent)
  }

  /** `bt` and `ct` are tokens: the redaction drops them with every other credential. */
  async recordLog(record: LogServiceRecord, ctx: LogContext) {
    await this.write('log', 'client', record, ctx, null, undefined)
  }

  /** The worker's own record of a page it served, in the §7 record shape. The path is stored
   * without its query, which may carry a reset or sign-in token. */
  async recordWorkerVisit(visit: WorkerVisit, ctx: LogContext) {
    const record: VisitRecord = {
      additionalData: { status: visit.status, pageType: visit.pageType },
      brand: ctx.brand.id,
      dateTime: format(new TZDate(ctx.now.getTime(), ctx.brand.timeZone), LOG_DATE_FORMAT),
      ...(visit.kind === 'page-not-found' ? { pageNotFound: visit.path } : {}),
      userAgent: ctx.userAgent?.slice(0, MAX_USER_AGENT),
      reason: visit.kind === 'bot' ? 'search bot user agent' : `status ${visit.status}`,
    }
    await this.write(visit.kind, 'worker', record, ctx, visit.path, record.userAgent)
  }

  private async write(
    kind: LogKind,
    source: 'client' | 'worker',
    record: object,
    ctx: LogContext,
    path: string | null,
    userAgent: string | undefined,
  ) {
    const agent = userAgent ?? ctx.userAgent
    await this.repository.insert({
      kind,
      source,
      brand: ctx.brand.id,
      path: path === null ? null : redactText(path),
      userAgent: agent ? redactText(agent).slice(0, MAX_USER_AGENT) : null,
      requestId: ctx.requestId,
      payload: JSON.stringify(redactLogValue(record)),
      createdAt: ctx.now.toISOString(),
    })
  }
}
