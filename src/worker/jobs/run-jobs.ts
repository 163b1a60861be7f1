import type { Env } from '../env'
import { errorFields, log } from '../observability/logger'
import { reportError } from '../observability/error-tracker'

/** One scheduled job: a name for the log and the work, given the cron's instant. */
export interface ScheduledJob {
  name: string
  run: (env: Env, now: Date) => Promise<unknown>
}

/** Runs every job once, each on its own: one failing job is logged and the rest still run,
 * so a broken outbox flush never stops account deletions completing within their 24 hours. */
export async function runJobs(jobs: readonly ScheduledJob[], env: Env, now: Date) {
  const results = await Promise.allSettled(jobs.map((job) => job.run(env, now)))
  results.forEach((result, i) => {
    const name = jobs[i]!.name
    if (result.status === 'fulfilled') {
      log.info('job-finished', { job: name, at: now.toISOString(), result: result.value ?? null })
    } else {
      log.error('job-failed', { job: name, at: now.toISOString(), ...errorFields(result.reason) })
      reportError(env, result.reason, { job: name })
    }
  })
  return results.map((r, i) => ({ job: jobs[i]!.name, ok: r.status === 'fulfilled' }))
}
