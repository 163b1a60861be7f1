// The secrets a deployed environment needs, checked by `npm run deploy` against
// `wrangler secret list` before anything is built or migrated. One list: the payment providers'
// (payment-secrets.mjs, kept equal to the adapters' configuration by its test) and the rest.
import { missingPaymentSecrets } from './payment-secrets.mjs'

/** Secrets without which a feature a shop cannot open without refuses to work: mail (order
 * confirmations carry the vouchers), the marketing mail's signed unsubscribe links, the mail
 * provider's bounce and complaint webhook (without it bounced addresses keep getting mail) and
 * the browser's error log (docs/configuration-and-deploy.md 'Secrets' marks each required). */
export const REQUIRED_SECRETS = [
  'MAIL_API_URL',
  'MAIL_API_KEY',
  'MAIL_LINK_SECRET',
  'MAIL_WEBHOOK_SECRET',
  'LOG_TOKEN',
]

/** Secrets whose absence a deploy only warns about: the environment still serves, with less
 * (no error tracker, no deep health check for a monitor, an /insights that cannot read the
 * Analytics Engine data points). */
export const RECOMMENDED_SECRETS = [
  'SENTRY_DSN',
  'HEALTH_TOKEN',
  'ANALYTICS_ACCOUNT_ID',
  'ANALYTICS_API_TOKEN',
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
