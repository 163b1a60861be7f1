import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { paymentErrorMessage } from '../../shared/domain/payment/payment-errors'
import { DomainError, errorBody, errorStatus, PaymentDeclinedError } from '../errors'
import { errorFields, log } from '../observability/logger'
import { reportError } from '../observability/error-tracker'
import type { AppEnv } from './app-env'

/** Logs an error no handler expected, with the request id the 500 answer carries. */
export function logUnknownError(err: Error, c: Context<AppEnv>): void {
  log.error('unhandled-error', { requestId: c.get('requestId'), ...errorFields(err, true) })
  reportError(c.env, err, { requestId: c.get('requestId') ?? 'none' })
}

/** One place that turns errors into `{ error: { code, message } }`. Unknown errors are logged
 * with the request id and answer a generic 500 that reveals nothing. */
export function handleError(err: Error, c: Context<AppEnv>): Response {
  if (err instanceof DomainError) return c.json(errorBody(err.code, err.message), errorStatus(err))
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
