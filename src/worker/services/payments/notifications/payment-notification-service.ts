import type { D1Database } from '@cloudflare/workers-types'
import type { PaymentProvider } from '../../../../shared/domain/payment/payment-method'
import {
  nextPaymentState,
  type ProviderPaymentEvent,
} from '../../../../shared/domain/payment/provider-payment-state'
import type { PaymentNotificationResponse } from '../../../../shared/schemas/payment-notification'
import { DomainError } from '../../../errors'
import {
  PaymentNotificationRepository,
  type NewNotification,
  type NotifiedPayment,
} from '../../../storage/payments/payment-notification-repository'
import { BraintreeGateway } from '../braintree'
import { ClearpayGateway } from '../clearpay'
import { KlarnaGateway } from '../klarna'
import { paymentConfig } from '../payment-config'
import { GatewayUnavailableError } from '../payment-gateway'
import {
  braintreeChallengeAnswer,
  braintreeEvent,
  parseBraintreeNotification,
  verifyBraintreeSignature,
  type BraintreeWebhookForm,
} from './braintree-webhook'
import { clearpayEvent } from './clearpay-notification'
import { klarnaEvent } from './klarna-notification'

/** DUPLICATE: this notification was handled before and changed nothing now. */
export type NotificationResult = PaymentNotificationResponse['data']

const sha256 = async (text: string) =>
  [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')

// A provider that is not configured here has no notifications to give us.
const NOT_CONFIGURED = 'This payment provider takes no notifications here'

/** A provider we could not ask answers 503, so the provider sends the notification again. */
async function askProvider<T>(ask: () => Promise<T>): Promise<T> {
  try {
    return await ask()
  } catch (err) {
    if (err instanceof GatewayUnavailableError) {
      throw new DomainError('UNAVAILABLE', 'The payment provider could not be asked; try again')
    }
    throw err
  }
}

/**
 * What the providers tell us after the checkout: a payment settled, disputed, refunded or
 * cancelled. Braintree signs its notifications, so a verified one is taken at
 * its word. Klarna and Clearpay do not sign theirs, so theirs only say which payment to read
 * back through the adapter, and the state read back is what counts. Each notification is
 * handled once (payment_notifications), and a change of an order's payment_state lands with its
 * audit row.
 */
export class PaymentNotificationService {
  private readonly repo: PaymentNotificationRepository

  constructor(
    private readonly env: unknown,
    private readonly db: D1Database,
  ) {
    this.repo = new PaymentNotificationRepository(db)
  }

  async braintree(form: BraintreeWebhookForm, now: Date): Promise<NotificationResult> {
    const config = paymentConfig(this.env).braintree
    if (!config) throw new DomainError('NOT_FOUND', NOT_CONFIGURED)
    if (!(await verifyBraintreeSignature(config, form.bt_signature, form.bt_payload))) {
      throw new DomainError('UNAUTHORISED', 'The notification signature does not match')
    }
    const notification = parseBraintreeNotification(form.bt_payload)
    if (!notification) throw new DomainError('INVALID', 'The notification cannot be read')
    const row = {
      id: await sha256(`BRAINTREE:${form.bt_payload.trim()}`),
      gateway: 'BRAINTREE' as const,
      kind: notification.kind,
      gatewayReference: notification.transactionId,
      receivedAt: now.toISOString(),
    }
    const event = braintreeEvent(notification.kind)
    const legacyId = notification.transactionId
    if (!event || !legacyId || (await this.repo.seen(row.id))) {
      return this.handle(row, null, null)
    }
    const reference = await askProvider(() =>
      new BraintreeGateway(config).transactionIdOf(legacyId),
    )
    return this.handle(row, await this.repo.paymentOf('BRAINTREE', [reference, legacyId]), event)
  }

  /** The signed answer to the challenge Braintree sends when a webhook URL is registered. */
  async braintreeChallenge(challenge: string): Promise<string> {
    const config = paymentConfig(this.env).braintree
    if (!config) throw new DomainError('NOT_FOUND', NOT_CONFIGURED)
    const answer = await braintreeChallengeAnswer(config, challenge)
    if (!answer)
      throw new DomainError('INVALID', 'A bt_challenge of 20 to 32 hex digits is required')
    return answer
  }

  async klarna(orderId: string, kind: string, now: Date): Promise<NotificationResult> {
    return this.readBack('KLARNA', orderId, kind, now, async () => {
      const config = paymentConfig(this.env).klarna
      if (!config) throw new DomainError('NOT_FOUND', NOT_CONFIGURED)
      const order = await new KlarnaGateway(config).orderState(orderId)
      return order && klarnaEvent(order)
    })
  }

  async clearpay(paymentId: string, kind: string, now: Date): Promise<NotificationResult> {
    return this.readBack('CLEARPAY', paymentId, kind, now, async () => {
      const config = paymentConfig(this.env).clearpay
      if (!config) throw new DomainError('NOT_FOUND', NOT_CONFIGURED)
      const payment = await new ClearpayGateway(config).paymentState(paymentId)
      return payment && clearpayEvent(payment)
    })
  }

  /** An unsigned notification: it names a payment, and only one of our orders makes us ask the
   * provider (so a stranger's posts cost us no provider calls and no rows). Its identity is the
   * payment and the state read back: the same hint twice, or a forged one, changes nothing. */
  private async readBack(
    gateway: PaymentProvider,
    reference: string,
    kind: string,
    now: Date,
    read: () => Promise<ProviderPaymentEvent | null>,
  ): Promise<NotificationResult> {
    const payment = await this.repo.paymentOf(gateway, [reference])
    if (!payment) return { outcome: 'IGNORED', paymentState: null }
    const event = await askProvider(read)
    const row = {
      id: await sha256(`${gateway}:${reference}:${event ?? 'NONE'}`),
      gateway,
      kind,
      gatewayReference: reference,
      receivedAt: now.toISOString(),
    }
    return this.handle(row, payment, event)
  }

  /** `payment` is the order's or a deposit balance's: each keeps its own payment_state. */
  private async handle(
    base: Omit<NewNotification, 'orderId' | 'orderLineId'>,
    order: NotifiedPayment | null,
    event: ProviderPaymentEvent | null,
  ): Promise<NotificationResult> {
    const row = {
      ...base,
      orderId: order?.orderId ?? null,
      orderLineId: order?.kind === 'DEPOSIT_BALANCE' ? order.orderLineId : null,
    }
    if (await this.repo.seen(row.id)) return { outcome: 'DUPLICATE', paymentState: null }
    const next = order && event ? nextPaymentState(order.paymentState, event) : null
    try {
      if (!order || !event) {
        await this.repo.recordStatement(row, 'IGNORED').run()
        return { outcome: 'IGNORED', paymentState: order?.paymentState ?? null }
      }
      if (!next) {
        await this.repo.recordStatement(row, 'UNCHANGED').run()
        return { outcome: 'UNCHANGED', paymentState: order.paymentState }
      }
      const [moved] = await this.db.batch(
        this.repo.applyStatements(row, {
          payment: order,
          before: order.paymentState,
          after: next,
          notificationId: row.id,
          gateway: row.gateway,
          kind: row.kind,
        }),
      )
      return (moved?.meta.changes ?? 0) === 1
        ? { outcome: 'APPLIED', paymentState: next }
        : { outcome: 'UNCHANGED', paymentState: order.paymentState }
    } catch (err) {
      // The same notification, delivered twice at once: the other delivery recorded it first.
      if (await this.repo.seen(row.id)) return { outcome: 'DUPLICATE', paymentState: null }
      throw err
    }
  }
}
