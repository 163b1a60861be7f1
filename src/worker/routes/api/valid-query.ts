import { zValidator } from '@hono/zod-validator'
import type { z } from 'zod'
import { DomainError } from '../../errors'

interface Issues {
  issues: readonly { path: readonly PropertyKey[]; message: string }[]
}

/** The first few problems of a failed parse, for the 400's message. */
export const describeIssues = (error: Issues): string =>
  error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join('.') || 'query'}: ${issue.message}`)
    .join('; ')

/** The request's query parsed by `schema` (a repeated parameter arrives as a list), or a
 * DomainError INVALID (400 through the one error handler). `message` replaces the parse's own
 * description where the spec fixes the wording. */
export const validQuery = <T extends z.ZodType>(schema: T, message?: string) =>
  zValidator('query', schema, (result) => {
    if (!result.success) throw new DomainError('INVALID', message ?? describeIssues(result.error))
  })
