import { csrf } from 'hono/csrf'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from './app-env'

export const PRIVATE_NO_STORE = 'private, no-store'

const sameOriginForms = csrf()

/** A personal route (DESIGN 'Caching': "personal data never enters a shared cache"): a form or
 * text body is taken only from this site's own origin (hono/csrf), and the answer, an error
 * included, is never stored. A request the CSRF check refuses gets no cache header, as before:
 * the check throws before the route runs. Declared once per group in routes/api/index.ts. */
export const personal = () =>
  createMiddleware<AppEnv>(async function personal(c, next) {
    await sameOriginForms(c, async () => {
      await next()
      c.header('cache-control', PRIVATE_NO_STORE)
    })
  })
