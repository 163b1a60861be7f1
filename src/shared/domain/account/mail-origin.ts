import type { Brand } from '../../config/brands'
import { isDevelopmentEnvironment, isLocalDevelopment } from '../local-development'

/** What the origin depends on: the environment and, for staging, the prefix its brand hosts
 * carry (wrangler.toml `BRAND_HOST_PREFIX = "staging."`). */
export interface MailOriginEnv {
  ENVIRONMENT?: string
  BRAND_HOST_PREFIX?: string
  /** The port `wrangler dev` serves on (scripts/lib/server.mjs sets it): mail made locally
   * without a request (the daily deals job, parcel updates) links to the brand's dev host there. */
  LOCAL_PORT?: string
}

/** Only a leading DNS label or nothing: a stray value must not move links to another site. */
const PREFIX = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)?$/

/** The brand's configured origin for this deployment: https, its host, the environment's prefix.
 * @example brandOrigin(dealio, { BRAND_HOST_PREFIX: 'staging.' }) === 'https://staging.dealio.co.uk' */
export function brandOrigin(brand: Pick<Brand, 'host' | 'devHost'>, env: MailOriginEnv): string {
  const port = Number(env.LOCAL_PORT)
  // Never outside development: a LOCAL_PORT left in a deployed config changes nothing.
  if (isDevelopmentEnvironment(env.ENVIRONMENT) && Number.isInteger(port) && port > 0) {
    return `http://${brand.devHost}:${port}`
  }
  const prefix = env.BRAND_HOST_PREFIX?.trim().toLowerCase() ?? ''
  return `https://${PREFIX.test(prefix) ? prefix : ''}${brand.host}`
}

/** The origin mail links (reset, activation, subscription, order confirmation…) are built on.
 * Outside local development (local-development.ts) it is the brand's configured host, never the
 * request's: a forged Host header must not put a reset token into a link to another site,
 * and an unset or misspelt ENVIRONMENT counts as production. Locally links follow the request
 * (localhost, `*.localhost`), so they work on the machine they were made on.
 * @example mailOrigin('https://evil.example/x', dealio, { ENVIRONMENT: 'development' }) === 'https://dealio.co.uk' */
export function mailOrigin(
  requestUrl: string,
  brand: Pick<Brand, 'host' | 'devHost'>,
  env: MailOriginEnv,
) {
  return isLocalDevelopment(env, requestUrl) ? new URL(requestUrl).origin : brandOrigin(brand, env)
}
