import { z } from 'zod'

/** An outbox row that is not sent: who to, what, how often tried and the last error. Never the
 * body (reset links and tokens). */
export const StuckMail = z
  .object({
    id: z.number().int().positive(),
    to: z.string(),
    subject: z.string(),
    kind: z.string(),
    attempts: z.number().int().nonnegative(),
    lastError: z.string().nullable(),
    createdAt: z.string(),
  })
  .strict()
export type StuckMail = z.infer<typeof StuckMail>

/** A message the mail queue dead-lettered, with the outbox row it named (null when it named
 * none, or the row is gone). */
export const DeadLetter = z
  .object({
    messageId: z.string(),
    outboxId: z.number().int().nullable(),
    attempts: z.number().int().nonnegative(),
    receivedAt: z.string(),
    mail: StuckMail.nullable(),
  })
  .strict()
export type DeadLetter = z.infer<typeof DeadLetter>

/** GET /api/v1/admin/stuck-mail. */
export const StuckMailResponse = z
  .object({ gaveUp: z.array(StuckMail), deadLetters: z.array(DeadLetter) })
  .strict()
export type StuckMailResponse = z.infer<typeof StuckMailResponse>

/** POST /api/v1/admin/stuck-mail/:id/retry. */
export const StuckMailRetryResponse = z
  .object({ data: z.object({ id: z.number().int().positive(), queued: z.boolean() }).strict() })
  .strict()
export type StuckMailRetryResponse = z.infer<typeof StuckMailRetryResponse>

/** GET /api/v1/health/deep: each check's outcome; `ok` only when every bound one passed. */
export const HealthCheck = z.enum(['ok', 'failed', 'not-bound'])
export const DeepHealthResponse = z
  .object({
    ok: z.boolean(),
    checks: z
      .object({ d1: HealthCheck, kv: HealthCheck, r2: HealthCheck, queue: HealthCheck })
      .strict(),
  })
  .strict()
export type DeepHealthResponse = z.infer<typeof DeepHealthResponse>
