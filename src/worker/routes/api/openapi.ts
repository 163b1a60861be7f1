import { Hono } from 'hono'
import type { AppEnv } from '../../http/app-env'
import { apiContracts } from './contracts'
import { openApiDocument } from './contracts/openapi-document'

let document: ReturnType<typeof openApiDocument> | undefined
let documentJson: string | undefined

/** The API document, built once per isolate from the route contracts: JSON Schema generation
 * for some 190 routes costs 0.2 to 0.4 s of CPU (measured in Node), which only the first reader
 * of the document in an isolate pays; no other request builds it. */
export const apiDocument = () => (document ??= openApiDocument(apiContracts))

/** GET /api/v1/openapi.json: the API document (OpenAPI 3.1). */
export const openapi = new Hono<AppEnv>()

openapi.get('/', (c) => {
  documentJson ??= JSON.stringify(apiDocument())
  c.header('cache-control', 'public, max-age=300')
  return c.body(documentJson, 200, { 'content-type': 'application/json; charset=utf-8' })
})
