import { z } from 'zod'
import { CUSTOMER_TOKEN_COOKIES, STAFF_COOKIES } from '../../../../shared/config/cookies'
import type { Actor, NonJsonResponse, RouteContract } from './route-contract'

type JsonSchema = Record<string, unknown>

/** The one error shape of the API (CONVENTIONS 6): every 4xx and 5xx answers it. */
const ErrorBody = z
  .object({ error: z.object({ code: z.string(), message: z.string() }).strict() })
  .strict()

// OpenAPI 3.1's schema dialect is JSON Schema 2020-12, zod 4's default target. Requests are
// described as they are sent (`io: 'input'`: before coercion and defaults), answers as they
// come back. A refinement or transform JSON Schema cannot say is left open, not refused.
// Many routes share a schema (the basket's answer, the feed query): each is converted once.
const converted = {
  input: new WeakMap<z.ZodType, JsonSchema>(),
  output: new WeakMap<z.ZodType, JsonSchema>(),
}

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const known = converted[io].get(schema)
  if (known) return known
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    reused: 'inline',
  }) as JsonSchema
  converted[io].set(schema, rest)
  return rest
}

const isNonJson = (response: RouteContract['response']): response is NonJsonResponse =>
  'contentType' in response && typeof response.contentType === 'string'

/** 204 answers are declared as a schema nothing matches (`z.never()` or `z.undefined()`). */
const isNoContent = (schema: z.ZodType) =>
  schema instanceof z.ZodNever || schema instanceof z.ZodUndefined

/** Hono's `/basket/:token` is OpenAPI's `/api/v1/basket/{token}`. */
export const openApiPath = (honoPath: string) =>
  `/api/v1${honoPath.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?\??/g, '{$1}')}`

const SECURITY: Record<Actor, Record<string, string[]>[] | undefined> = {
  anonymous: undefined,
  customer: [{ customerSession: [] }],
  admin: [{ staffSession: [] }],
  merchant: [{ staffSession: [] }],
}

type Parameter = {
  name: string
  in: 'path' | 'query' | 'header'
  required: boolean
  schema: JsonSchema
}

function queryParameters(query: z.ZodType): Parameter[] {
  const schema = toSchema(query, 'input')
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>
  const required = new Set((schema.required ?? []) as string[])
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }))
}

function parameters(route: RouteContract): Parameter[] {
  const fromRecord = (record: Record<string, z.ZodType> | undefined, place: 'path' | 'header') =>
    Object.entries(record ?? {}).map(([name, schema]) => ({
      name,
      in: place,
      required: true,
      schema: toSchema(schema, 'input'),
    }))
  return [
    ...fromRecord(route.params, 'path'),
    ...(route.query ? queryParameters(route.query) : []),
    ...fromRecord(route.headers, 'header'),
  ]
}

function success(response: RouteContract['response']) {
  if (isNonJson(response) ? response.contentType === '' : isNoContent(response)) {
    return { '204': { description: 'No Content' } }
  }
  if (isNonJson(response)) {
    // A contract names a content type or its prefix (`image/`); OpenAPI wants a media range.
    const media = response.contentType.endsWith('/')
      ? `${response.contentType}*`
      : response.contentType
    return { '2XX': { description: 'OK', content: { [media]: { schema: {} } } } }
  }
  return {
    '2XX': {
      description: 'OK',
      content: { 'application/json': { schema: toSchema(response, 'output') } },
    },
  }
}

function operation(route: RouteContract) {
  const params = parameters(route)
  const security = SECURITY[route.actor]
  return {
    operationId: `${route.method.toLowerCase()} ${route.path}`,
    tags: [route.path.split('/')[1] ?? ''],
    ...(params.length ? { parameters: params } : {}),
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: toSchema(route.body, 'input') } },
          },
        }
      : {}),
    responses: {
      ...success(route.response),
      ...Object.fromEntries(
        (route.allowStatus ?? []).map((s) => [String(s), { description: 'See the route' }]),
      ),
      '4XX': { $ref: '#/components/responses/Error' },
      '5XX': { $ref: '#/components/responses/Error' },
    },
    ...(security ? { security } : {}),
  }
}

/** The OpenAPI 3.1 document of `/api/v1`, built from the routes' declarations. */
export function openApiDocument(routes: readonly RouteContract[]) {
  const paths: Record<string, Record<string, ReturnType<typeof operation>>> = {}
  for (const route of routes) {
    const path = openApiPath(route.path)
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route) }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Dealio API',
      version: '1',
      description:
        'The JSON API of the storefront (storefront §7) and the back offices. Generated from the zod schemas the routes validate and answer with.',
    },
    paths,
    components: {
      schemas: { ErrorBody: toSchema(ErrorBody, 'output') },
      responses: {
        Error: {
          description: 'Refused or failed: `{ error: { code, message } }`',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
        },
      },
      securitySchemes: {
        customerSession: { type: 'apiKey', in: 'cookie', name: CUSTOMER_TOKEN_COOKIES[1] },
        staffSession: { type: 'apiKey', in: 'cookie', name: STAFF_COOKIES[1] },
      },
    },
  }
}
