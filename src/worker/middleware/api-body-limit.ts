import { bodyLimit } from 'hono/body-limit'
import { createMiddleware } from 'hono/factory'
import { MAX_IMAGE_BYTES } from '../../shared/domain/admin/image-sniff'
import type { AppEnv } from '../http/app-env'
import { DomainError } from '../errors'

/** The most a request body may be: every JSON call the storefront makes is a few KB (a basket,
 * an order with passengers, a review), and the few forms (sandbox approval) less, so 64 KB
 * refuses only abuse. */
export const API_BODY_LIMIT = 64 * 1024

// A deal picture's upload is the one large body: the file plus the multipart form around it.
const IMAGE_UPLOAD = /^\/api\/v1\/admin\/deals\/[^/]+\/images$/
const IMAGE_UPLOAD_LIMIT = MAX_IMAGE_BYTES + 64_000

const limitFor = (path: string) => (IMAGE_UPLOAD.test(path) ? IMAGE_UPLOAD_LIMIT : API_BODY_LIMIT)

/** Refuses any request body over its limit with 413 and the usual error shape, before the
 * worker holds it: by Content-Length when sent, else while it streams (hono/body-limit). The
 * whole worker, not only /api/v1: a POST elsewhere (sandbox approval, whatever is added later)
 * would otherwise read an unbounded body. Routes with a tighter limit of their own (the log
 * beacons) keep it. Three 60 MB bodies once took workerd from 440 MB to 1.1 GB. */
export const bodyLimits = () =>
  createMiddleware<AppEnv>(async function bodyLimits(c, next) {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    const maxSize = limitFor(c.req.path)
    return bodyLimit({
      maxSize,
      // Thrown, not answered here: the one error handler answers the API's JSON and a browser's
      // form post the brand's page.
      onError: () => {
        throw new DomainError(
          'PAYLOAD_TOO_LARGE',
          `The request body is over ${Math.round(maxSize / 1024)} KB`,
        )
      },
    })(c, next)
  })
