import { createMiddleware } from 'hono/factory'
import { NONCE, secureHeaders } from 'hono/secure-headers'
import type { AppEnv } from '../env'

const ONE_YEAR = 31_536_000

/** DESIGN 'Shape' 2: a strict CSP with a fresh nonce per response and never 'unsafe-inline'
 * for scripts; React's streaming Suspense scripts carry the nonce, island state travels in
 * non-executed JSON blocks. */
function buildHeaders(google: boolean, tagManager: boolean) {
  // Google Identity Services (sign-in button and one-tap) needs its script, iframe, styles and
  // a popup that can talk back; only a deployment that configures a Google client id opens up.
  const gsi = google ? ['https://accounts.google.com/gsi/'] : []
  // A configured tag manager loads gtm.js (with the nonce) and sends analytics hits.
  const gtm = tagManager ? ['https://www.googletagmanager.com'] : []
  const analytics = tagManager
    ? ['https://*.google-analytics.com', 'https://*.analytics.google.com', ...gtm]
    : []
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: [
        "'self'",
        NONCE,
        ...(google ? ['https://accounts.google.com/gsi/client'] : []),
        ...gtm,
      ],
      styleSrc: ["'self'", ...(google ? ['https://accounts.google.com/gsi/style'] : [])],
      imgSrc: ["'self'", 'data:', ...analytics],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...gsi, ...analytics],
      frameSrc: ["'self'", ...gsi],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    strictTransportSecurity: `max-age=${ONE_YEAR}; includeSubDomains; preload`,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: google ? 'same-origin-allow-popups' : 'same-origin',
    permissionsPolicy: { camera: ['self'], geolocation: ['self'], microphone: [] },
  })
}

// Built once per combination, not per request.
const HEADERS = {
  strict: buildHeaders(false, false),
  google: buildHeaders(true, false),
  gtm: buildHeaders(false, true),
  googleAndGtm: buildHeaders(true, true),
}

export const securityHeaders = () =>
  createMiddleware<AppEnv>(async function securityHeaders(c, next) {
    const google = Boolean(c.env.GOOGLE_CLIENT_ID)
    const gtm = Boolean(c.env.GTM_ID)
    const headers = HEADERS[google ? (gtm ? 'googleAndGtm' : 'google') : gtm ? 'gtm' : 'strict']
    await headers(c, async () => {
      c.set('nonce', (c.get('secureHeadersNonce' as never) as string | undefined) ?? '')
      await next()
    })
  })
