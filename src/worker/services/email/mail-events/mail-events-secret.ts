import type { Env } from '../../../env'

/** Development and tests sign and verify with this `whsec_` key; nowhere else. */
const DEVELOPMENT_SECRET = `whsec_${btoa('development-only-mail-events-key')}`
const DEVELOPMENT_ENVIRONMENTS = new Set(['development', 'test'])

/** The signing secret of the mail provider's webhook (MAIL_WEBHOOK_SECRET, `whsec_…` from the
 * webhook's page at the provider), or the fixed one in development and tests, where the dev
 * mailbox's simulated bounces are signed with it; null anywhere else without it, and then the
 * endpoint refuses everything (an unsigned notification could suppress anyone). */
export function mailEventsSecret(
  env: Pick<Env, 'MAIL_WEBHOOK_SECRET'> & { ENVIRONMENT?: string },
): string | null {
  if (env.MAIL_WEBHOOK_SECRET) return env.MAIL_WEBHOOK_SECRET
  return DEVELOPMENT_ENVIRONMENTS.has(env.ENVIRONMENT ?? '') ? DEVELOPMENT_SECRET : null
}
