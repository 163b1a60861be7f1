import { Hono } from 'hono'
import { app } from './app'
import type { Env, ExecutionContext } from './env'

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
  async scheduled(_controller: unknown, _env: Env, _ctx: ExecutionContext) {
    // Timed rules (referral credit, expiries, auto-credit) arrive with the issues that own them.
  },
}
