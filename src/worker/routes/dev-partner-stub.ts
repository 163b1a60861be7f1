import { Hono } from 'hono'
import type { AppEnv } from '../http/app-env'
import { errorBody } from '../errors'
import { isLocalDevelopment } from '../../shared/domain/local-development'

/** A stand-in partner script for development and browser tests (storefront §7 partners): point
 * a partner var at another origin of the local server, e.g.
 * `http://127.0.0.1:8787/dev/partner-stub.js?name=search-tracker`, and the page records that
 * it ran. Only in local development (local-development.ts): production loads the real partners. */
export const devPartnerStub = new Hono<AppEnv>()

const NAME = /^[a-z-]{1,40}$/

devPartnerStub.get('/dev/partner-stub.js', (c) => {
  if (!isLocalDevelopment(c.env, c.req.url)) {
    return c.json(errorBody('NOT_FOUND', 'No such resource'), 404)
  }
  const name = c.req.query('name') ?? ''
  const safe = NAME.test(name) ? name : 'partner'
  const body = `(window.partnerStubsLoaded = window.partnerStubsLoaded || []).push(${JSON.stringify(safe)});`
  return c.body(body, 200, {
    'content-type': 'text/javascript; charset=utf-8',
    'cache-control': 'no-store',
    // Loaded cross-origin by the page; the stub itself carries no data.
    'cross-origin-resource-policy': 'cross-origin',
  })
})
