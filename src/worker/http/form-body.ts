import type { Context } from 'hono'
import type { z } from 'zod'
import { DomainError } from '../errors'
import type { AppEnv } from './app-env'

const UNREADABLE = 'The form could not be read. Please go back and send it again.'

/** A posted HTML form's fields, checked with the route's schema. A body that is no form at all
 * (a broken multipart boundary, JSON sent as a form) is the sender's mistake like a missing
 * field: both answer 400 with `message`, never the 500 of the parser's own error. */
export async function formBody<T extends z.ZodType>(
  c: Context<AppEnv>,
  schema: T,
  message = UNREADABLE,
): Promise<z.output<T>> {
  const fields = await c.req.parseBody().catch(() => {
    throw new DomainError('INVALID', UNREADABLE)
  })
  const parsed = schema.safeParse(fields)
  if (!parsed.success) throw new DomainError('INVALID', message)
  return parsed.data
}
