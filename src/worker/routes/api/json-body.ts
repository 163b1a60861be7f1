import type { Context } from 'hono'
import type { z } from 'zod'
import type { AppEnv } from '../../env'
import { DomainError } from '../../errors'
import { describeIssues, NOT_JSON } from '../../http/validate'

/** The request's JSON body checked against its zod schema; anything else is a 400 with the
 * schema's own messages (never a 500 for a user's mistake). */
export async function bodyOf<T extends z.ZodType>(
  c: Context<AppEnv>,
  schema: T,
): Promise<z.infer<T>> {
  let json: unknown
  try {
    json = await c.req.json()
  } catch {
    throw new DomainError('INVALID', NOT_JSON)
  }
  const parsed = schema.safeParse(json)
  if (!parsed.success) throw new DomainError('INVALID', describeIssues(parsed.error))
  return parsed.data
}
