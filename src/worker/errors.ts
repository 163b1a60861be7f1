import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { PaymentFailure } from '../shared/domain/payment/payment-errors'

export type DomainErrorCode =
  | 'INVALID'
  | 'NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'UNAUTHORISED'
  | 'FORBIDDEN'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNPROCESSABLE'
  | 'RATE_LIMITED'
  | 'UNAVAILABLE'

const STATUS: Record<DomainErrorCode, ContentfulStatusCode> = {
  INVALID: 400,
  UNAUTHORISED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
}

/** The errors services throw and the status each answers with. The answer itself is written in
 * the HTTP layer (http/error-handler.ts): services import this file, so it names no request. */

/** Thrown by services; `onError` maps the code to a status (CONVENTIONS 6). */
export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
  ) {
    super(message)
    this.name = 'DomainError'
  }
}

/** A payment the gateway refused: `onError` answers 402 with paymentErrorMessage(code). Not a
 * DomainError because its body's code is the gateway's outcome, not a status class. */
export class PaymentDeclinedError extends Error {
  constructor(readonly code: PaymentFailure) {
    super(`payment declined: ${code}`)
    this.name = 'PaymentDeclinedError'
  }
}

interface Issues {
  issues: readonly { path: readonly PropertyKey[]; message: string }[]
}

/** The first few problems of a failed parse, for the 400's message. Here rather than in the
 * routes because services that validate a merged edit (admin deals) word it the same way. */
export const describeIssues = (error: Issues): string =>
  error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join('.') || 'query'}: ${issue.message}`)
    .join('; ')

export const errorBody = (code: string, message: string) => ({ error: { code, message } })

/** The status an error answers with: its code's for a DomainError, 402 for a refused payment,
 * an HTTPException's own, else 500. */
export function errorStatus(err: Error): ContentfulStatusCode {
  if (err instanceof DomainError) return STATUS[err.code]
  if (err instanceof PaymentDeclinedError) return 402
  if (err instanceof HTTPException) return err.status as ContentfulStatusCode
  return 500
}
