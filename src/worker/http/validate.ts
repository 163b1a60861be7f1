import { zValidator } from '@hono/zod-validator'
import type { Context, MiddlewareHandler } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { z } from 'zod'
import type { AppEnv } from '../env'
import { describeIssues, DomainError, type DomainErrorCode } from '../errors'

type Issues = Parameters<typeof describeIssues>[0]

export { describeIssues }

export const NOT_JSON = 'The body must be a JSON object'

type Target = 'json' | 'query' | 'param'
type Checked<T extends z.ZodType, K extends Target> = MiddlewareHandler<
  AppEnv,
  string,
  { in: { [key in K]: z.input<T> }; out: { [key in K]: z.output<T> } }
>

/** What a failed check answers: by default INVALID (400 through the one error handler) with
 * the parse's own description; `message` replaces it where the spec fixes the wording, and a
 * path parameter that names nothing may answer NOT_FOUND instead. */
export interface Refusal {
  message?: string
  code?: DomainErrorCode
}

const refuse =
  ({ message, code = 'INVALID' }: Refusal = {}) =>
  (result: { success: boolean; error?: Issues }): void => {
    if (!result.success) throw new DomainError(code, message ?? describeIssues(result.error!))
  }

/** The request's query parsed by `schema` (a repeated parameter arrives as a list). */
export const validQuery = <T extends z.ZodType>(schema: T, message?: string) =>
  zValidator('query', schema, refuse({ message })) as unknown as Checked<T, 'query'>

/** The path's parameters parsed by `schema`. */
export const validParams = <T extends z.ZodType>(schema: T, refusal?: Refusal) =>
  zValidator('param', schema, refuse(refusal)) as unknown as Checked<T, 'param'>

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i

/** The request's JSON body parsed by `schema`. The body is read as JSON whatever its content
 * type, as the API always has (beacons post text/plain; hono's json validator would see `{}`
 * there), and a body that is not JSON is a 400 with NOT_JSON, never a 500. */
export const validJson = <T extends z.ZodType>(
  schema: T,
  { notJson = NOT_JSON, ...refusal }: Refusal & { notJson?: string } = {},
): Checked<T, 'json'> => {
  const check = zValidator('json', schema, refuse(refusal))
  return createMiddleware<AppEnv>(async (c, next) => {
    const body = await jsonOf(c, notJson)
    const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim()
    if (JSON_TYPE.test(type)) return (check as unknown as MiddlewareHandler<AppEnv>)(c, next)
    const parsed = await schema.safeParseAsync(body)
    refuse(refusal)(parsed)
    c.req.addValidatedData('json', parsed.data as object)
    await next()
  }) as unknown as Checked<T, 'json'>
}

async function jsonOf(c: Context<AppEnv>, notJson: string): Promise<unknown> {
  try {
    // Cached by the request: the validator's own read answers from the cache.
    return await c.req.json()
  } catch {
    throw new DomainError('INVALID', notJson)
  }
}
