import type { Brand } from '../../config/brands'

/** Where development and the tests run: links follow the request (localhost, `*.localhost`). */
const LOCAL_ENVIRONMENTS = new Set(['development', 'test'])

/** The origin mail links (reset, activation, subscription, order confirmation…) are built on.
 * Outside development and the tests it is the brand's own production host, never the request's:
 * a forged Host header must not put a reset token into a link to another site (issue 9). The
 * brand itself comes from a host map that falls back to the main brand for unknown hosts.
 * @example mailOrigin('https://evil.example/x', dealio, 'production') === 'https://dealio.co.uk' */
export function mailOrigin(requestUrl: string, brand: Pick<Brand, 'host'>, environment: string) {
  return LOCAL_ENVIRONMENTS.has(environment) ? new URL(requestUrl).origin : `https://${brand.host}`
}
