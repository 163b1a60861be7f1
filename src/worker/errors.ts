import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { paymentErrorMessage, type PaymentFailure } from '../shared/domain/payment/payment-errors'
import type { AppEnv } from './http/app-env'
import { errorFields, log } from './observability/logger'
import { reportError } from './observability/error-tracker'

export type DomainErrorCode =
  | 'INVALID'
  | 'NOT_FOUND'
  | 'UNAUTHORISED'
  | 'FORBIDDEN'
  | 'CONFLICT'
  | 'UNPROCESSABLE'
  | 'RATE_LIMITED'
  | 'UNAVAILABLE'

const STATUS: Record<DomainErrorCode, ContentfulStatusCode> = {
  INVALID: 400,
  UNAUTHORISED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
}

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

/** Logs an error no handler expected, with the request id the 500 answer carries. */
export function logUnknownError(err: Error, c: Context<AppEnv>): void {
  log.error('unhandled-error', { requestId: c.get('requestId'), ...errorFields(err, true) })
  reportError(c.env, err, { requestId: c.get('requestId') ?? 'none' })
}

/** One place that turns errors into `{ error: { code, message } }`. Unknown errors are logged
 * with the request id and answer a generic 500 that reveals nothing. */
export function handleError(err: Error, c: Context<AppEnv>): Response {
  if (err instanceof DomainError) return c.json(errorBody(err.code, err.message), STATUS[err.code])
  // A refused payment is 402 with §8's words for the gateway's code, not the error's message.
  if (err instanceof PaymentDeclinedError) {
    return c.json(errorBody(err.code, paymentErrorMessage(err.code)), 402)
  }
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode
    // hono/csrf throws a bare 403 with no message: it is the same refusal as sameOriginWrites.
    if (status === 403) {
      return c.json(
        errorBody('FORBIDDEN', err.message || 'Requests from another site are refused'),
        403,
      )
    }
    return c.json(
      errorBody(status === 404 ? 'NOT_FOUND' : 'INVALID', err.message || 'The request was refused'),
      status,
    )
  }
  logUnknownError(err, c)
  return c.json(errorBody('INTERNAL', 'Something went wrong on our side. Please try again.'), 500)
}
