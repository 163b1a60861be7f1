import type { Context } from 'hono'
import type { AppEnv } from '../../env'
import { DomainError } from '../../errors'

/** The storefront origin the request came to: mail links send the shopper back to the same brand. */
export const originOf = (c: Context<AppEnv>) => new URL(c.req.url).origin

/** A 400 with the first field's §5 message when `errors` has any. */
export function refuseFieldErrors(errors: Record<string, string | undefined>, message?: string) {
  const first = Object.values(errors).find(Boolean)
  if (first) throw new DomainError('INVALID', message ?? first)
}
