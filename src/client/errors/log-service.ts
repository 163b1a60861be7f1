import { MONTH_NAMES } from '../../shared/config/constants'
import { timedFetch } from '../api/resilient-fetch'

/** §7 'GET edge trace text to find client IP': Cloudflare's trace page, `key=value` lines. */
export const EDGE_TRACE_URL = '/cdn-cgi/trace'
export const LOG_SERVICE_URL = '/api/v1/log'

/** The visitor's IP from edge trace text, or '' when it has none.
 * @example parseEdgeTrace('fl=1\nip=203.0.113.9\nts=1700000000.1') === '203.0.113.9' */
export function parseEdgeTrace(text: string): string {
  const ip = /^ip=([0-9a-f.:]+)$/im.exec(text)?.[1] ?? ''
  return /^[\d.]+$|:/.test(ip) ? ip : ''
}

/** §9's log date (DD/MMMM/YYYY HH:mm:ss) in the visitor's local time, without a date library.
 * @example logDate(new Date(2026, 10, 21, 9, 5, 7)) === '21/November/2026 09:05:07' */
export function logDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return (
    `${pad(date.getDate())}/${MONTH_NAMES[date.getMonth()]}/${date.getFullYear()} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  )
}

/** The visitor's IP for a log record; '' after logging when the lookup fails (§8 'IP lookup
 * failure: logged, IP left empty'). */
export async function lookupClientIp(): Promise<string> {
  try {
    return await timedFetch(
      EDGE_TRACE_URL,
      { init: { headers: { accept: 'text/plain' } } },
      (res) => (res.ok ? res.text().then(parseEdgeTrace) : Promise.resolve('')),
    )
  } catch (err) {
    console.error('IP lookup failed', err instanceof Error ? err.message : err)
    return ''
  }
}

export interface LogServiceInput {
  brand: string
  /** The platform label (WEBAPP-MOBILE, …) as the `client` field. */
  client: string
  description: string
  extras?: Record<string, unknown>
}

/** Sends a §7 log service record with its date and IP; null when it could not be sent (§8 'Log
 * sending failure: logged, result null'). */
export async function sendLogRecord(input: LogServiceInput): Promise<true | null> {
  const record = {
    brand: input.brand,
    client: input.client,
    server: false,
    dateTime: logDate(new Date()),
    description: input.description,
    ip: await lookupClientIp(),
    ...(input.extras ? { extras: input.extras } : {}),
  }
  try {
    const res = await timedFetch(LOG_SERVICE_URL, {
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(record),
      },
    })
    if (!res.ok) throw new Error(`log service answered ${res.status}`)
    return true
  } catch (err) {
    console.error('Could not send a log record', err instanceof Error ? err.message : err)
    return null
  }
}
