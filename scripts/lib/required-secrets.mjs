// The secrets a deployed environment needs, checked by `npm run deploy` against
// `wrangler secret list` before anything is built or migrated. One list: the payment providers'
// (payment-secrets.mjs, kept equal to the adapters' configuration by its test) and the rest.
import { missingPaymentSecrets } from './payment-secrets.mjs'

/** Secrets without which a feature refuses to work in a deployed environment: the marketing
 * mail's unsubscribe links are signed with MAIL_LINK_SECRET (no secret, no marketing mail). */
export const REQUIRED_SECRETS = ['MAIL_LINK_SECRET']

/** Secrets whose absence a deploy only warns about: the environment still serves, with less
 * (no error tracker, no deep health check for a monitor, mail kept in the outbox, the log
 * service closed). */
export const RECOMMENDED_SECRETS = [
  'SENTRY_DSN',
  'HEALTH_TOKEN',
  'MAIL_API_URL',
  'MAIL_API_KEY',
  'LOG_TOKEN',
]

/**
 * What `secretNames` (the names `wrangler secret list` reports) lack for `environment`: `missing`
 * refuses a production deploy (and warns on staging), `recommended` only warns.
 * @example secretProblems('production', []) // { missing: ['BRAINTREE lacks …', …], recommended: […] }
 */
export function secretProblems(environment, secretNames) {
  const present = new Set(secretNames)
  const absent = (names) => names.filter((name) => !present.has(name))
  const required = absent(REQUIRED_SECRETS)
  return {
    missing: [
      ...missingPaymentSecrets(environment, secretNames),
      ...(required.length ? [`${required.join(', ')} not set`] : []),
    ],
    recommended: absent(RECOMMENDED_SECRETS),
  }
}
