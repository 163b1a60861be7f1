import { zValidator } from '@hono/zod-validator'
import type { Context, MiddlewareHandler } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { z } from 'zod'
import type { AppEnv } from './app-env'
import { describeIssues, DomainError, type DomainErrorCode } from '../errors'

type Issues = Parameters<typeof describeIssues>[0]

export { describeIssues }

const NOT_JSON = 'The body must be a JSON object'

type Target = 'json' | 'query' | 'param'
type Checked<T extends z.ZodType, K extends Target> = MiddlewareHandler<
  AppEnv,
  string,
  { in: { [key in K]: z.input<T> }; out: { [key in K]: z.output<T> } }
>

/** What a failed check answers: by default INVALID (400 through the one error handler) with
 * the parse's own description; `message` replaces it where the spec fixes the wording (a
 * function words it from the issues, which may name what was sent), a path parameter that names
 * nothing may answer NOT_FOUND instead, and `answer` gives a refusal the error codes do not
 * name its own response. */
export interface Refusal {
  message?: string | ((error: Issues) => string)
  code?: DomainErrorCode
  answer?: (c: Context) => Response
}

/** The first issue's own message, for a refusal worded by its schema. */
export const firstIssue = (error: Issues): string => error.issues[0]?.message ?? 'Invalid input'

const refuse =
  ({ message, code = 'INVALID', answer }: Refusal = {}) =>
  (result: { success: boolean; error?: Issues }, c: Context): Response | undefined => {
    if (result.success) return undefined
    if (answer) return answer(c)
    const error = result.error!
    throw new DomainError(
      code,
      typeof message === 'function' ? message(error) : (message ?? describeIssues(error)),
    )
  }

/** Checks of one target run in turn (a location before the rest of the query, a deal id before
 * a date), each adding its output to what the earlier ones kept, as the handler's type says;
 * hono's validator alone would replace it. */
const adding = (target: 'query' | 'param', check: MiddlewareHandler<AppEnv>) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const earlier = c.req.valid(target as never) as object | undefined
    return check(c, async () => {
      if (earlier) {
        c.req.addValidatedData(target, { ...earlier, ...(c.req.valid(target as never) as object) })
      }
      await next()
    })
  })

/** The request's query parsed by `schema` (a repeated parameter arrives as a list). */
export const validQuery = <T extends z.ZodType>(schema: T, refusal?: string | Refusal) =>
  adding(
    'query',
    zValidator(
      'query',
      schema,
      refuse(typeof refusal === 'string' ? { message: refusal } : refusal),
    ) as unknown as MiddlewareHandler<AppEnv>,
  ) as unknown as Checked<T, 'query'>

/** The path's parameters parsed by `schema`. */
export const validParams = <T extends z.ZodType>(schema: T, refusal?: Refusal) =>
  adding(
    'param',
    zValidator('param', schema, refuse(refusal)) as unknown as MiddlewareHandler<AppEnv>,
  ) as unknown as Checked<T, 'param'>

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
    const refused = refuse(refusal)(parsed, c)
    if (refused) return refused
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
