import { createMiddleware } from 'hono/factory'
import { NONCE, secureHeaders } from 'hono/secure-headers'
import { configuredPartners, partnerOrigins } from '../../shared/domain/analytics/partners'
import type { AppEnv } from '../http/app-env'
import { isLocalDevelopment } from '../../shared/domain/local-development'
import { urlCarriesSecret } from '../../shared/domain/analytics/secret-urls'
import { paymentConfig } from '../services/payments/payment-config'
import { NO_PAYMENT_HOSTS, paymentHosts, type PaymentHosts } from './payment-csp'
import { MAIL_HTML_PATH } from '../routes/dev-mailbox'

const ONE_YEAR = 31_536_000

/** DESIGN 'Shape' 2: a strict CSP with a fresh nonce per response and never 'unsafe-inline'
 * for scripts; React's streaming Suspense scripts carry the nonce, island state travels in
 * non-executed JSON blocks. */
function buildHeaders(
  google: boolean,
  tagManager: boolean,
  partners: readonly string[] = [],
  secretUrl = false,
  framedBySelf = false,
  providers: PaymentHosts = NO_PAYMENT_HOSTS,
) {
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
        ...partners,
        ...providers.script,
      ],
      styleSrc: ["'self'", ...(google ? ['https://accounts.google.com/gsi/style'] : [])],
      imgSrc: ["'self'", 'data:', ...analytics, ...partners, ...providers.img],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...gsi, ...analytics, ...partners, ...providers.connect],
      frameSrc: ["'self'", ...gsi, ...providers.frame],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: [framedBySelf ? "'self'" : "'none'"],
    },
    strictTransportSecurity: `max-age=${ONE_YEAR}; includeSubDomains; preload`,
    // A page whose URL is a credential (secret-urls.ts) sends no Referer at all, not even to
    // its own origin's requests, whose logs would keep it.
    referrerPolicy: secretUrl ? 'no-referrer' : 'strict-origin-when-cross-origin',
    xFrameOptions: framedBySelf ? 'SAMEORIGIN' : 'DENY',
    xContentTypeOptions: 'nosniff',
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: google ? 'same-origin-allow-popups' : 'same-origin',
    permissionsPolicy: { camera: ['self'], geolocation: ['self'], microphone: [] },
  })
}

// Built once per combination, not per request: a deployment's vars are the same on every
// request, so each isolate builds one or two.
const HEADERS = new Map<string, ReturnType<typeof buildHeaders>>()

/** The §7 partners' script hosts (scripts, hits and pixels go to the same host). */
const partnerHosts = (env: AppEnv['Bindings'], requestUrl: string) =>
  partnerOrigins(configuredPartners(env, allowsHttpPartners(env, requestUrl)))

/** Plain-http partner scripts (the local partner stub) are a local-development relaxation. */
export const allowsHttpPartners = (env: AppEnv['Bindings'], requestUrl: string) =>
  isLocalDevelopment(env, requestUrl)

/** The sandbox's card pages, which the checkout frames as it would Braintree's (routes/
 * sandbox-card.tsx): only they may be framed, only by our own pages, and only where they exist. */
const SANDBOX_FRAME_PATHS = /^\/sandbox\/(hosted-fields$|3ds\/)/
const framedBySelf = (env: AppEnv['Bindings'], requestUrl: string) => {
  const path = new URL(requestUrl).pathname
  return (
    (SANDBOX_FRAME_PATHS.test(path) || MAIL_HTML_PATH.test(path)) &&
    isLocalDevelopment(env, requestUrl)
  )
}

/** A mail's HTML part in the dev mailbox's frame: inline styles and remote pictures as a mail
 * client shows them, and a sandbox that runs no script and has no origin of ours. */
const MAIL_HTML_CSP =
  "sandbox; default-src 'none'; img-src https: http: data:; style-src 'unsafe-inline'; frame-ancestors 'self'"

export const securityHeaders = () =>
  createMiddleware<AppEnv>(async function securityHeaders(c, next) {
    const google = Boolean(c.env.GOOGLE_CLIENT_ID)
    // A page whose URL carries a secret loads no third party (render/stream-page.tsx), so its
    // CSP opens no third-party host either: a script injected there could send nothing out.
    const secret = urlCarriesSecret(new URL(c.req.url))
    const gtm = !secret && Boolean(c.env.GTM_ID)
    const partners = secret ? [] : partnerHosts(c.env, c.req.url)
    const framed = framedBySelf(c.env, c.req.url)
    // Not on a page whose URL is a secret, like every other third party.
    const providers = secret ? NO_PAYMENT_HOSTS : paymentHosts(paymentConfig(c.env))
    const key = `${google}|${gtm}|${partners.join(' ')}|${secret}|${framed}|${providers.script.join(' ')}`
    let headers = HEADERS.get(key)
    if (!headers) {
      headers = buildHeaders(google, gtm, partners, secret, framed, providers)
      HEADERS.set(key, headers)
    }
    await headers(c, async () => {
      c.set('nonce', (c.get('secureHeadersNonce' as never) as string | undefined) ?? '')
      await next()
    })
    const path = new URL(c.req.url).pathname
    if (framed && MAIL_HTML_PATH.test(path)) {
      c.res.headers.set('content-security-policy', MAIL_HTML_CSP)
    }
    // Deal pictures and the mails' logo are shown by others too: mail clients (a mail's pictures
    // load from a page that is not ours) and share cards. Same-origin only, a webmail's page could not show them.
    if (PUBLIC_PICTURES.test(path)) {
      c.res.headers.set('cross-origin-resource-policy', 'cross-origin')
    }
    if (c.res.headers.get('content-type')?.startsWith('image/svg+xml')) {
      c.res.headers.set('content-security-policy', SVG_CSP)
    }
  })

/** Any SVG we answer (drawn or uploaded): shown through <img> it runs nothing anyway, but opened
 * directly it is a document of our origin. Uploads are checked (image-sniff.ts); this is the
 * second wall: no script, no fetch, no origin, whatever a checker missed. */
export const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

const PUBLIC_PICTURES = /^\/(?:images\/|mail-logo\.png$)/
