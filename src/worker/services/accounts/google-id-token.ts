import { createLocalJWKSet, errors, jwtVerify, type JSONWebKeySet } from 'jose'
import { clock as workerClock } from '../../clock'

const DEFAULT_GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs'
const DEFAULT_GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com']

/** Google rotates its keys about weekly and publishes new ones well ahead, so an hour-old copy
 * is always good enough; an unknown key id still triggers one early refresh. */
const JWKS_TTL_MS = 60 * 60 * 1000
const JWKS_MIN_REFRESH_MS = 60 * 1000
const FETCH_TIMEOUT_MS = 5000
/** Seconds of clock difference forgiven on `exp`/`iat` between Google and us. */
const CLOCK_TOLERANCE_S = 60

export interface GoogleIdTokenOptions {
  clientId: string
  jwksUrl?: string
  /** Comma-separated, as the GOOGLE_ISSUERS binding holds them. */
  issuers?: string
  /** Late-bound by default so tests can intercept the global fetch. */
  fetch?: typeof fetch
  now?: () => Date
}

/** What sign-in needs from a verified Google ID token. */
export interface GoogleIdentity {
  subject: string
  email: string
  firstName: string
  lastName: string
}

/** Any reason a token is refused, kept apart from the network failing. */
export class InvalidGoogleToken extends Error {
  override name = 'InvalidGoogleToken'
}

interface CachedJwks {
  keys: ReturnType<typeof createLocalJWKSet>
  fetchedAt: number
}

// Per isolate, by URL: one fetch an hour rather than one per sign-in.
const jwksCache = new Map<string, CachedJwks>()

async function jwksFor(url: string, fetcher: typeof fetch, now: number, refresh = false) {
  const cached = jwksCache.get(url)
  if (cached && !refresh && now - cached.fetchedAt < JWKS_TTL_MS) return cached
  if (cached && refresh && now - cached.fetchedAt < JWKS_MIN_REFRESH_MS) return cached
  const res = await fetcher(url, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  })
  if (!res.ok) throw new Error(`Google JWKS answered ${res.status}`)
  const fresh = { keys: createLocalJWKSet((await res.json()) as JSONWebKeySet), fetchedAt: now }
  jwksCache.set(url, fresh)
  return fresh
}

/** Checks a Google ID token the way Google asks (signature by a published key, issuer,
 * audience = our client id, not expired) and that the email is verified: only a verified email
 * may be trusted to join or create an account. Throws InvalidGoogleToken when refused, and
 * rethrows network errors from fetching the keys. */
export async function verifyGoogleIdToken(
  idToken: string,
  options: GoogleIdTokenOptions,
): Promise<GoogleIdentity> {
  const fetcher = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const now = options.now?.() ?? workerClock.now()
  const url = options.jwksUrl || DEFAULT_GOOGLE_JWKS_URL
  const issuers = options.issuers
    ? options.issuers
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : DEFAULT_GOOGLE_ISSUERS
  const verify = async (refresh: boolean) => {
    const { keys } = await jwksFor(url, fetcher, now.getTime(), refresh)
    return jwtVerify(idToken, keys, {
      issuer: issuers,
      audience: options.clientId,
      algorithms: ['RS256'],
      clockTolerance: CLOCK_TOLERANCE_S,
      currentDate: now,
      requiredClaims: ['sub', 'exp'],
    })
  }
  let payload
  try {
    payload = (await verify(false)).payload
  } catch (err) {
    if (err instanceof errors.JWKSNoMatchingKey) {
      payload = await verify(true).then((r) => r.payload, refused)
    } else {
      refused(err)
    }
  }
  const claims = payload as Record<string, unknown>
  if (typeof claims.email !== 'string' || !claims.email) {
    throw new InvalidGoogleToken('no email')
  }
  if (claims.email_verified !== true && claims.email_verified !== 'true') {
    throw new InvalidGoogleToken('email not verified')
  }
  return {
    subject: String(claims.sub),
    email: claims.email,
    firstName: typeof claims.given_name === 'string' ? claims.given_name : '',
    lastName: typeof claims.family_name === 'string' ? claims.family_name : '',
  }
}

/** jose's own errors mean the token is bad; anything else (network) passes through. */
function refused(err: unknown): never {
  if (err instanceof errors.JOSEError) throw new InvalidGoogleToken(err.code)
  throw err
}
