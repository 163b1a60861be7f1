import { Hono } from 'hono'
import { app } from './app'
import type { Env, ExecutionContext } from './env'
import { runJobs } from './jobs/run-jobs'
import { SCHEDULED_JOBS } from './jobs/schedule'

/** The benchmark's baseline (`npm run bench`): a bare Hono text response on the same
 * workerd, outside every middleware. Not served in production. */
const bare = new Hono().get('/__bench/bare', (c) => c.text('ok'))

export default {
  fetch(request: Request, env: Env, ctx: ExecutionContext) {
    if (env.ENVIRONMENT !== 'production' && request.url.endsWith('/__bench/bare')) {
      return bare.fetch(request)
    }
    return app.fetch(request, env, ctx)
  },
  async scheduled(controller: { scheduledTime?: number }, env: Env, ctx: ExecutionContext) {
    const now = new Date(controller.scheduledTime ?? Date.now())
    ctx.waitUntil(runJobs(SCHEDULED_JOBS, env, now))
  },
}
