import { zValidator } from '@hono/zod-validator'
import type { z } from 'zod'
import { describeIssues, DomainError } from '../../errors'

export { describeIssues }

/** The request's query parsed by `schema` (a repeated parameter arrives as a list), or a
 * DomainError INVALID (400 through the one error handler). `message` replaces the parse's own
 * description where the spec fixes the wording. */
export const validQuery = <T extends z.ZodType>(schema: T, message?: string) =>
  zValidator('query', schema, (result) => {
    if (!result.success) throw new DomainError('INVALID', message ?? describeIssues(result.error))
  })
