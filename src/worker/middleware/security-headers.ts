import { createMiddleware } from 'hono/factory'
import { NONCE, secureHeaders } from 'hono/secure-headers'
import type { AppEnv } from '../env'

const ONE_YEAR = 31_536_000

/** DESIGN 'Shape' 2: a strict CSP with a fresh nonce per response and never 'unsafe-inline'
 * for scripts; React's streaming Suspense scripts carry the nonce, island state travels in
 * non-executed JSON blocks. */
const headers = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", NONCE],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
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
  permissionsPolicy: { camera: ['self'], geolocation: ['self'], microphone: [] },
})

export const securityHeaders = () =>
  createMiddleware<AppEnv>(async function securityHeaders(c, next) {
    await headers(c, async () => {
      c.set('nonce', (c.get('secureHeadersNonce' as never) as string | undefined) ?? '')
      await next()
    })
  })
