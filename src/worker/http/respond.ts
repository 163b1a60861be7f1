import type { Context } from 'hono'
import { routePath } from 'hono/route'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { z } from 'zod'
import { isDevelopmentEnvironment } from '../../shared/domain/local-development'
import { describeIssues } from '../errors'
import { apiContracts } from '../routes/api/contracts'

/** An answer that does not match the schema its route declares: a bug of ours, so the one error
 * handler logs it and answers 500, and the test or the developer sees which field drifted. */
export class UndeclaredAnswer extends Error {
  override name = 'UndeclaredAnswer'
}

/**
 * A route's JSON answer, typed by the schema it declares (the same one its route contract in
 * routes/api/contracts names): `data` must be the schema's input type, so a field the service
 * stops returning fails the compiler. In development and the tests the answer is also parsed,
 * which catches what types cannot (a refinement, a string that is not a date); production
 * sends it unparsed, so the hot path pays nothing. The body sent is `data` as given either way.
 * @example return respond(c, BasketResponse, { data: basket })
 */
export function respond<S extends z.ZodType>(
  c: Context,
  schema: S,
  data: z.input<S>,
  status: ContentfulStatusCode = 200,
  headers?: Record<string, string>,
) {
  checkInDevelopment(c, schema, () => data)
  return c.json(data as object, status, headers)
}

/** An answer already serialised (a feed or calendar kept as JSON text, sent without a parse on
 * the hot path): the compiler cannot see inside the text, so only development and the tests
 * check it, by parsing it there. */
export function respondSerialised(
  c: Context,
  schema: z.ZodType,
  json: string,
  headers: Record<string, string> = {},
) {
  checkInDevelopment(c, schema, () => JSON.parse(json) as unknown)
  return c.body(json, 200, { 'content-type': 'application/json', ...headers })
}

let declared: Map<string, unknown> | undefined

/** The response its contract declares for the route being answered (`METHOD /api/v1/path` as
 * Hono matched it), or undefined for a route outside the API's contracts. */
const declaredResponse = (c: Context) => {
  declared ??= new Map(apiContracts.map((r) => [`${r.method} /api/v1${r.path}`, r.response]))
  return declared.get(`${c.req.method} ${routePath(c)}`)
}

function checkInDevelopment(c: Context, schema: z.ZodType, data: () => unknown) {
  if (!isDevelopmentEnvironment((c.env as { ENVIRONMENT?: string } | undefined)?.ENVIRONMENT)) {
    return
  }
  // The document says what the contract declares: a route answering with another schema
  // would make it lie, so development and the tests refuse that too.
  const expected = declaredResponse(c)
  if (expected !== undefined && expected !== schema) {
    throw new UndeclaredAnswer(
      `${c.req.method} ${routePath(c)} answers with a schema its contract does not declare`,
    )
  }
  const result = schema.safeParse(data())
  if (!result.success) {
    throw new UndeclaredAnswer(
      `${c.req.method} ${c.req.path} answered outside its schema: ${describeIssues(result.error)}`,
    )
  }
}
