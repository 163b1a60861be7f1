// The scheduled jobs on a local server: wrangler dev runs with --test-scheduled, which answers
// /__scheduled by calling the worker's scheduled handler, as the cron does in production.
import { readFileSync } from 'node:fs'

/** The cron expression in wrangler.toml (`crons = ["*\/15 * * * *"]`). */
function cronExpression() {
  const match = /crons\s*=\s*\[\s*"([^"]+)"/.exec(readFileSync('wrangler.toml', 'utf8'))
  if (!match) throw new Error('wrangler.toml has no [triggers] crons entry')
  return match[1]
}

/** Minutes between cron runs, from a `*\/N * * * *` expression (15 when it is another shape). */
export function cronIntervalMinutes(cron = cronExpression()) {
  const every = /^\*\/(\d+) \* \* \* \*$/.exec(cron)
  return every ? Number(every[1]) : 15
}

/** Runs every scheduled job once on the server at `baseUrl`; resolves to what it answered. */
export async function runScheduledJobs(baseUrl) {
  const res = await fetch(`${baseUrl}/__scheduled?cron=${encodeURIComponent(cronExpression())}`)
  const body = await res.text()
  if (!res.ok)
    throw new Error(`${baseUrl}/__scheduled answered ${res.status}: ${body.slice(0, 200)}`)
  return body
}
