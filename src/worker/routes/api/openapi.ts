import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { apiContracts } from './contracts'
import { openApiDocument } from './contracts/openapi-document'

/** GET /api/v1/openapi.json: the API document, built once per isolate from the route
 * contracts (a few ms of JSON Schema generation that no other request pays). */
export const openapi = new Hono<AppEnv>()

let document: string | undefined

openapi.get('/', (c) => {
  document ??= JSON.stringify(openApiDocument(apiContracts))
  c.header('cache-control', 'public, max-age=300')
  return c.body(document, 200, { 'content-type': 'application/json; charset=utf-8' })
})
