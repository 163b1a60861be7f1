import { AsyncLocalStorage } from 'node:async_hooks'
import { redact } from './redact'

type LogLevel = 'info' | 'warn' | 'error'
export type LogFields = Record<string, unknown>

/** The request a line belongs to: set once by the request-log middleware, so a service deep in
 * the call tree logs with the request id without being handed it. */
const scope = new AsyncLocalStorage<{ requestId: string }>()

/** Runs `work` with `requestId` on every line it logs. */
export const withRequestId = <T>(requestId: string, work: () => T): T =>
  scope.run({ requestId }, work)

/** The one place the worker writes to the console (eslint's no-console keeps it so). Workers
 * Logs and `wrangler tail` index each line's JSON fields; the level picks the console method so
 * the dashboard's level filter agrees with the `level` field. */
function write(level: LogLevel, event: string, fields: LogFields = {}): void {
  const { requestId, ...rest } = fields
  const line = JSON.stringify({
    level,
    event,
    requestId: requestId ?? scope.getStore()?.requestId ?? null,
    ...(redact(rest) as LogFields),
  })
  if (level === 'error') console.error(line)
  else if (level === 'warn') console.warn(line)
  else console.log(line)
}

/** One JSON line per call: `level`, `event` (a short kebab-case name of what happened), the
 * request id when there is one, and `fields` with secrets and card numbers redacted (redact.ts).
 * @example log.error('feed-cache', { operation: 'get', key }) */
export const log = {
  info: (event: string, fields?: LogFields) => write('info', event, fields),
  warn: (event: string, fields?: LogFields) => write('warn', event, fields),
  error: (event: string, fields?: LogFields) => write('error', event, fields),
}

/** An error's loggable part: its name and message (and stack when asked), never the object. */
export const errorFields = (err: unknown, withStack = false): LogFields =>
  err instanceof Error
    ? { name: err.name, message: err.message, ...(withStack ? { stack: err.stack } : {}) }
    : { message: String(err) }
