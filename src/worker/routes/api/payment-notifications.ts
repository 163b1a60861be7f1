import { respond } from '../../http/respond'
import { Hono } from 'hono'
import { z } from 'zod'
import { PaymentNotificationResponse } from '../../../shared/schemas/payment-notification'
import type { AppEnv } from '../../http/app-env'
import { clock } from '../../clock'
import { DomainError } from '../../errors'
import { firstIssue } from '../../http/validate'
import { BraintreeWebhookForm } from '../../services/payments/notifications/braintree-webhook'
import { ClearpayNotificationBody } from '../../services/payments/notifications/clearpay-notification'
import {
  KlarnaNotificationBody,
  KlarnaNotificationQuery,
} from '../../services/payments/notifications/klarna-notification'

/** The providers' notifications (server to server): `/api/v1/payments/notifications/{provider}`.
 * Not personal and without the CSRF origin check (routes/api/index.ts): the providers post forms
 * from their own hosts, and each notification's own check is its signature or the read-back.
 * Every answer but a refusal is 200, so a provider stops retrying what we have handled. */
export const paymentNotifications = new Hono<AppEnv>()

function parsed<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value)
  if (!result.success) throw new DomainError('INVALID', firstIssue(result.error))
  return result.data
}

const jsonBody = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : {}
  } catch {
    throw new DomainError('INVALID', 'The body must be JSON')
  }
}

paymentNotifications.post('/braintree', async (c) => {
  const form = parsed(BraintreeWebhookForm, await c.req.parseBody().catch(() => ({})))
  const data = await c.var.services.paymentNotifications.braintree(form, clock.now())
  return respond(c, PaymentNotificationResponse, { data })
})

// Braintree proves a new webhook URL is ours by asking for its challenge to be signed.
paymentNotifications.get('/braintree', async (c) => {
  const challenge = c.req.query('bt_challenge') ?? ''
  return c.text(await c.var.services.paymentNotifications.braintreeChallenge(challenge))
})

paymentNotifications.post('/klarna', async (c) => {
  const query = parsed(KlarnaNotificationQuery, c.req.query())
  const text = await c.req.text()
  // The push form names the order in the query and sends no body.
  const body =
    query.klarna_order_id && !text
      ? { order_id: query.klarna_order_id, event_type: 'push' }
      : parsed(KlarnaNotificationBody, jsonBody(text))
  const data = await c.var.services.paymentNotifications.klarna(
    body.order_id,
    body.event_type ?? 'notification',
    clock.now(),
  )
  return respond(c, PaymentNotificationResponse, { data })
})

paymentNotifications.post('/clearpay', async (c) => {
  const body = parsed(ClearpayNotificationBody, jsonBody(await c.req.text()))
  const data = await c.var.services.paymentNotifications.clearpay(
    body.id,
    body.event ?? 'notification',
    clock.now(),
  )
  return respond(c, PaymentNotificationResponse, { data })
})
