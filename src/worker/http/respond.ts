import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { z } from 'zod'
import { isDevelopmentEnvironment } from '../../shared/domain/local-development'
import { describeIssues } from '../errors'

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

function checkInDevelopment(c: Context, schema: z.ZodType, data: () => unknown) {
  if (!isDevelopmentEnvironment((c.env as { ENVIRONMENT?: string } | undefined)?.ENVIRONMENT)) {
    return
  }
  const result = schema.safeParse(data())
  if (!result.success) {
    throw new UndeclaredAnswer(
      `${c.req.method} ${c.req.path} answered outside its schema: ${describeIssues(result.error)}`,
    )
  }
}
