import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { api } from '../../src/worker/routes/api'
import { apiContracts } from '../../src/worker/routes/api/contracts'
import { openApiPath } from '../../src/worker/routes/api/contracts/openapi-document'
import { stock } from '../../src/worker/routes/api/stock'
import { makeStaff } from '../fixtures/make-staff'
import { ORIGIN } from './account-client'

// Typed answers and an API document: /api/v1/openapi.json is OpenAPI 3.1 in shape and has an
// operation for every route the Hono router has, so a route added without a declared request
// and response fails here (and in api-fuzz-coverage).

interface Operation {
  operationId: string
  parameters?: { name: string; in: string; required: boolean; schema: object }[]
  requestBody?: { content: Record<string, { schema: object }> }
  responses: Record<string, { $ref?: string; description?: string; content?: object }>
}
interface Document {
  openapi: string
  info: { title: string; version: string }
  paths: Record<string, Record<string, Operation>>
  components: {
    schemas: Record<string, object>
    responses: Record<string, object>
    securitySchemes: Record<string, object>
  }
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']

/** `METHOD /api/v1/path/{param}` of every handler Hono has, less `ALL` (middleware, the 404).
 * The stock call is mounted at /api/v1/stock beside the api app (src/worker/app.ts). */
const routerOperations = () =>
  new Set(
    [
      ...api.routes,
      ...stock.routes.map((r) => ({ ...r, path: `/stock${r.path.replace(/^\/$/, '')}` })),
    ]
      .filter((r) => r.method !== 'ALL')
      .map((r) => `${r.method} ${openApiPath(r.path)}`),
  )

async function fetchDocument() {
  const res = await SELF.fetch(`${ORIGIN}/api/v1/openapi.json`)
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toMatch(/^application\/json/)
  return (await res.json()) as Document
}

const operationsOf = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({
      key: `${method.toUpperCase()} ${path}`,
      path,
      method,
      op,
    })),
  )

describe('GET /api/v1/openapi.json', () => {
  it('is an OpenAPI 3.1 document: version, info, paths and components', async () => {
    const doc = await fetchDocument()
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/)
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) })
    expect(Object.keys(doc.paths).length).toBeGreaterThan(100)
    expect(doc.components.schemas.ErrorBody).toBeDefined()
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual([
      'customerSession',
      'staffSession',
    ])
  })

  it('has an operation for every /api/v1 route in the router, and none for a route that is not', async () => {
    const doc = await fetchDocument()
    const documented = new Set(operationsOf(doc).map((o) => o.key))
    const routes = routerOperations()
    // A guard against a vacuous pass: the API has well over a hundred and fifty routes.
    expect(routes.size).toBeGreaterThan(150)
    expect([...routes].filter((k) => !documented.has(k)).sort()).toEqual([])
    expect([...documented].filter((k) => !routes.has(k)).sort()).toEqual([])
    // The fuzzer's contracts are the same declarations: every fuzzed route is documented.
    const fuzzed = apiContracts.map((r) => `${r.method} ${openApiPath(r.path)}`)
    expect(fuzzed.filter((k) => !documented.has(k))).toEqual([])
  })

  it('declares each operation well: path parameters, a success answer, refs that resolve', async () => {
    const doc = await fetchDocument()
    const problems: string[] = []
    const operationIds = new Set<string>()
    for (const { key, path, method, op } of operationsOf(doc)) {
      if (!METHODS.includes(method)) problems.push(`${key}: not an HTTP method`)
      if (operationIds.has(op.operationId)) problems.push(`${key}: operationId repeated`)
      operationIds.add(op.operationId)
      const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort()
      const declared = (op.parameters ?? []).filter((p) => p.in === 'path')
      if (JSON.stringify(declared.map((p) => p.name).sort()) !== JSON.stringify(templated))
        problems.push(`${key}: path parameters ${JSON.stringify(declared.map((p) => p.name))}`)
      if (declared.some((p) => !p.required)) problems.push(`${key}: optional path parameter`)
      const statuses = Object.keys(op.responses)
      if (!statuses.some((s) => /^2(\d\d|XX)$/.test(s))) problems.push(`${key}: no success answer`)
      for (const answer of Object.values(op.responses)) {
        if (answer.$ref && !resolves(doc, answer.$ref)) problems.push(`${key}: ${answer.$ref}`)
        if (!answer.$ref && typeof answer.description !== 'string')
          problems.push(`${key}: an answer without a description`)
        for (const media of Object.keys(answer.content ?? {}))
          if (!/^[a-z]+\/([a-z0-9.+-]+|\*)$/.test(media)) problems.push(`${key}: media ${media}`)
      }
    }
    expect(problems).toEqual([])
  })

  it('describes an answer by its schema: the basket carries its token and lines', async () => {
    const doc = await fetchDocument()
    const answer = doc.paths['/api/v1/basket/{token}']!.get!.responses['2XX'] as {
      content: {
        'application/json': { schema: { properties: Record<string, { properties?: object }> } }
      }
    }
    const data = answer.content['application/json'].schema.properties.data!
    expect(Object.keys(data.properties ?? {})).toEqual(expect.arrayContaining(['basketToken']))
  })
})

function resolves(doc: Document, ref: string) {
  let node: unknown = doc
  for (const part of ref.replace(/^#\//, '').split('/')) {
    node = (node as Record<string, unknown> | undefined)?.[part]
  }
  return node !== undefined
}

describe('/admin/api, the API reference for staff', () => {
  it('lists every documented operation with its caller, what it takes and answers', async () => {
    const admin = await makeStaff(env.DB, { role: 'admin' })
    const res = await SELF.fetch(`${ORIGIN}/admin/api`, { headers: { cookie: admin.cookie } })
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('href="/api/v1/openapi.json"')
    const doc = await fetchDocument()
    const count = operationsOf(doc).length
    expect(html).toContain(`${count} operations`)
    expect(html.match(/<tr>/g)?.length).toBe(count + Object.keys(tagsOf(doc)).length)
    // A row: the basket's read, for a customer, taking the token and answering the basket.
    expect(html).toMatch(
      /<code>\/api\/v1\/basket\/\{token\}<\/code><\/td><td>customer<\/td><td>token \(path\)/,
    )
  })

  it('is not open to a visitor', async () => {
    const res = await SELF.fetch(`${ORIGIN}/admin/api`, { redirect: 'manual' })
    expect(res.status).not.toBe(200)
    expect(await res.text()).not.toContain('/api/v1/openapi.json')
  })
})

const tagsOf = (doc: Document) =>
  Object.fromEntries(Object.keys(doc.paths).map((path) => [path.split('/')[3], true]))
