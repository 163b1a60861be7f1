import type { ExecutionContext, R2Bucket } from '@cloudflare/workers-types'

/** The worker's bindings. This file imports nothing of ours: every service and repository
 * imports `Env` from it, so anything it imported would reach them all (Hono's request type,
 * which names middleware and services, is http/app-env.ts).
 *
 * The bindings and vars of wrangler.toml come from `wrangler types` (`npm run types` writes
 * worker-configuration.d.ts; `npm run lint` fails when it is stale). Below: the secrets and
 * optional settings wrangler.toml does not declare (set in .dev.vars, tests or the dashboard). */
export interface EnvSettings {
  /** An ISO instant the worker's clock starts from (src/worker/clock.ts); honoured only in local
   * development and the tests (shared/domain/local-development.ts), for local time travel. */
  CLOCK_NOW?: string
  /** The port `wrangler dev` serves on (scripts/lib/server.mjs): where mail made locally by a job
   * links (shared/domain/account/mail-origin.ts); ignored outside development. */
  LOCAL_PORT?: string
  /** Seconds a cached page counts as fresh; overrides PAGE_CACHE.maxAgeSeconds (tests). */
  PAGE_CACHE_MAX_AGE?: string
  /** Bearer token the log service (POST /api/v1/log) requires when set (storefront §7). */
  LOG_TOKEN?: string
  /** The error tracker's (Sentry's) DSN; unset turns the tracker off (observability/
   * error-tracker.ts). */
  SENTRY_DSN?: string
  /** Bearer token that opens GET /api/v1/health/deep to a monitor (staff sessions need none). */
  HEALTH_TOKEN?: string
  /** Google sign-in and one-tap: the OAuth client id is the ID token's audience; unset hides
   * Google sign-in. JWKS URL and issuers default to Google's own (accounts §7). */
  GOOGLE_CLIENT_ID?: string
  GOOGLE_JWKS_URL?: string
  /** Comma-separated accepted `iss` values. */
  GOOGLE_ISSUERS?: string
  /** Facebook authenticate: the app id the access token must belong to, and the Graph API base
   * URL it is checked against; unset hides Facebook sign-in. */
  FACEBOOK_APP_ID?: string
  FACEBOOK_APP_SECRET?: string
  FACEBOOK_GRAPH_URL?: string
  /** Outbound email: an HTTP mail API the outbox sender posts to; unset keeps messages in the
   * outbox, readable at /dev/mailbox in local development only. */
  MAIL_API_URL?: string
  MAIL_API_KEY?: string
  /** HMAC key of the unsubscribe links in marketing mail (services/marketing/unsubscribe-link);
   * required outside development and tests, where unset sends no marketing mail. */
  MAIL_LINK_SECRET?: string
  /** Signing secret (`whsec_…`) of the mail provider's bounce and complaint webhook
   * (POST /api/v1/mail/events); a fixed one in development and tests, required elsewhere. */
  MAIL_WEBHOOK_SECRET?: string
  /** Payment providers; each is switched on only when all its settings are set, else the
   * embedded sandbox gateway answers (src/worker/services/payments/gateway-selection.ts). */
  BRAINTREE_URL?: string
  BRAINTREE_PUBLIC_KEY?: string
  BRAINTREE_PRIVATE_KEY?: string
  BRAINTREE_MERCHANT_ACCOUNT_ID?: string
  BRAINTREE_MERCHANT_ACCOUNT_ID_EUR?: string
  KLARNA_URL?: string
  KLARNA_USERNAME?: string
  KLARNA_PASSWORD?: string
  CLEARPAY_URL?: string
  CLEARPAY_MERCHANT_ID?: string
  CLEARPAY_SECRET_KEY?: string
  /** Opens /insights outside local development and tests (header x-insights-token or cookie
   * insights_token); unset keeps it closed there. */
  INSIGHTS_TOKEN?: string
  /** Workers Analytics Engine's SQL API, where /insights reads the beacons in a deployed worker
   * (services/metrics/metrics-selection.ts): the account id and an API token with Account
   * Analytics Read. Unset, /insights reads the local stand-in's (empty) tables. */
  ANALYTICS_ACCOUNT_ID?: string
  ANALYTICS_API_TOKEN?: string
  /** Address autocomplete provider (services/addresses/address-lookup-selection.ts): 'fake'
   * forces the local fake; unset uses it only in local development and tests. */
  ADDRESS_LOOKUP?: string
  /** Google Tag Manager container id (GTM-…); unset loads no third-party script. */
  GTM_ID?: string
  /** Storefront §7 partners (domain/analytics/partners.ts): each script URL configures one, the
   * CSP opens for its host alone; unset loads nothing. */
  ECOMMERCE_TRACKER_URL?: string
  SEARCH_TRACKER_URL?: string
  REPORTING_BEACON_URL?: string
  LINKING_SCRIPT_URL?: string
  FRAUD_PROFILING_URL?: string
  FRAUD_PROFILING_ORG_ID?: string
  /** Uploaded deal pictures (admin) in R2 where bound; unset keeps them in D1 (migrations/0027). */
  IMAGES?: R2Bucket
}

export type Env = Cloudflare.Env & EnvSettings

export type { ExecutionContext }
