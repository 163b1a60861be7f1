/**
 * The one rule for development-only features, which fail closed: the dev mailbox, minting
 * gift cards, the partner stub, the bench's bare route, seeded staff sign-ins, mail links that
 * follow the request's host, open /insights, the pinned clock, the fake address lookup, plain
 * http partner scripts and the sandbox card tokenizer. Each is on only when BOTH hold:
 *
 * - ENVIRONMENT is explicitly `development` (wrangler.toml's top level) or `test` (the worker
 *   tests). Unset, misspelt or any other value behaves as production: a deploy that lost or
 *   mistyped its vars must not open anything.
 * - The request is to a local host: localhost, *.localhost, 127.0.0.1 or [::1]. A deployed
 *   worker is only reached through its brand hosts, so even a development ENVIRONMENT left in a
 *   deployed config opens nothing.
 */
const DEVELOPMENT_ENVIRONMENTS: ReadonlySet<string> = new Set(['development', 'test'])

/** ENVIRONMENT names development or the tests. Alone it decides only where there is no
 * request (the scheduled handler); every request-driven feature uses isLocalDevelopment. */
export function isDevelopmentEnvironment(environment: string | undefined | null): boolean {
  return DEVELOPMENT_ENVIRONMENTS.has(environment ?? '')
}

/** A URL's hostname is this machine: `localhost`, a `*.localhost` brand host, 127.0.0.1, [::1].
 * @example isLocalHostname('ie.localhost') === true */
export function isLocalHostname(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '')
  return (
    name === 'localhost' || name.endsWith('.localhost') || name === '127.0.0.1' || name === '[::1]'
  )
}

/** Development features are on for this request.
 * @example isLocalDevelopment({ ENVIRONMENT: 'development' }, 'http://localhost:8787/x') === true
 * @example isLocalDevelopment({ ENVIRONMENT: 'development' }, 'https://dealio.co.uk/x') === false
 * @example isLocalDevelopment({}, 'http://localhost:8787/x') === false */
export function isLocalDevelopment(
  env: { ENVIRONMENT?: string | null },
  requestUrl: string | URL,
): boolean {
  if (!isDevelopmentEnvironment(env.ENVIRONMENT)) return false
  let hostname: string
  try {
    hostname = new URL(requestUrl).hostname
  } catch {
    return false
  }
  return isLocalHostname(hostname)
}
