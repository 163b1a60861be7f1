import { z } from 'zod'
import { MailEventResponse } from '../../../../shared/schemas/mail-event'
import { PaymentNotificationResponse } from '../../../../shared/schemas/payment-notification'
import { ResendEvent } from '../../../services/email/mail-events/resend-event'
import { BraintreeWebhookForm } from '../../../services/payments/notifications/braintree-webhook'
import { ClearpayNotificationBody } from '../../../services/payments/notifications/clearpay-notification'
import {
  KlarnaNotificationBody,
  KlarnaNotificationQuery,
} from '../../../services/payments/notifications/klarna-notification'
import type { RouteContract } from './route-contract'

// Server-to-server routes: the payment and mail providers call them, the browser never does, so
// they are declared here beside the services' schemas and not in src/shared/api-contracts.

// The providers' notifications: no provider is configured in the tests' own env, so Braintree's
// answer 404 (and its form, sent as JSON here, 400), and Klarna's and Clearpay's name no order
// of ours and are acknowledged as IGNORED without asking anyone.
export const notificationRoutes: RouteContract[] = [
  {
    method: 'POST',
    path: '/payments/notifications/braintree',
    actor: 'anonymous',
    body: BraintreeWebhookForm,
    response: PaymentNotificationResponse,
  },
  {
    method: 'GET',
    path: '/payments/notifications/braintree',
    actor: 'anonymous',
    query: z.object({ bt_challenge: z.string().regex(/^[a-f0-9]{20,32}$/) }).strict(),
    response: { contentType: 'text/plain' },
  },
  {
    method: 'POST',
    path: '/payments/notifications/klarna',
    actor: 'anonymous',
    query: KlarnaNotificationQuery.strict(),
    body: KlarnaNotificationBody.strict(),
    response: PaymentNotificationResponse,
  },
  {
    method: 'POST',
    path: '/payments/notifications/clearpay',
    actor: 'anonymous',
    body: ClearpayNotificationBody.strict(),
    response: PaymentNotificationResponse,
  },
  // The mail provider's bounces and complaints: the fuzzer cannot sign, so a body in Resend's
  // shape with Svix's headers must be refused with 401 and the error body, never a 5xx.
  {
    method: 'POST',
    path: '/mail/events',
    actor: 'anonymous',
    body: ResendEvent,
    headers: {
      'svix-id': z.string().regex(/^msg_[A-Za-z0-9]{1,40}$/),
      'svix-timestamp': z.string().regex(/^\d{1,12}$/),
      'svix-signature': z.string().regex(/^v1,[A-Za-z0-9+/]{43}=$/),
    },
    response: MailEventResponse,
  },
]
