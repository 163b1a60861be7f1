import type { D1Database } from '@cloudflare/workers-types'
import { paymentErrorMessage } from '../../../shared/domain/payment/payment-errors'
import { DomainError } from '../../errors'
import type { Viewer } from '../basket/basket-access'
import { basketSubject } from '../../../shared/domain/payment/payment-binding'
import { KlarnaGateway } from '../payments/klarna'
import { bindProviderSession } from '../payments/provider-bound-gateway'
import { paymentConfig } from '../payments/payment-config'
import { CheckoutService, type BrowserWallets } from './checkout-service'
import { clock as workerClock } from '../../clock'

/** Klarna Payments' session for a basket's checkout: the server names the amount (what the
 * checkout asks the shopper to pay now), Klarna answers with the client token its widget
 * authorises with; the order call then places the Klarna order from the authorization_token
 * (klarna.ts). Only where Klarna is configured; refused for a basket §5 keeps from Klarna. */
export class KlarnaSessionService {
  constructor(
    private readonly env: unknown,
    private readonly db: D1Database,
    private readonly now: () => Date = () => workerClock.now(),
  ) {}

  async open(basketToken: string, viewer: Viewer, browser: BrowserWallets): Promise<string> {
    const config = paymentConfig(this.env).klarna
    if (!config) throw new DomainError('NOT_FOUND', 'No such resource')
    const shopperId = viewer.userId
    if (shopperId === null)
      throw new DomainError('UNAUTHORISED', 'Please log in or register to pay.')
    const view = await new CheckoutService(this.db, this.now).checkoutData(
      basketToken,
      viewer,
      browser,
      { load: false },
    )
    if (!view.paymentMethods.methods.klarna) {
      throw new DomainError(
        'UNPROCESSABLE',
        'Klarna is not available for this basket. Please choose another way to pay.',
      )
    }
    const amount = view.wallet?.cardAmount ?? view.orderSummary.totalOrderAmount
    const { currency } = view.orderSummary
    const session = await new KlarnaGateway(config).createSession({
      amount,
      currency,
      // The order number does not exist yet; the order call names it (merchant_reference1).
      orderReference: 'checkout',
    })
    if (!session) throw new DomainError('UNPROCESSABLE', paymentErrorMessage('KLARNA_FAILED'))
    // The widget's authorization_token pays only for what this session was opened for.
    await bindProviderSession(
      this.db,
      {
        gateway: 'KLARNA',
        token: session.sessionId,
        purpose: { method: 'klarna', subject: basketSubject(basketToken), shopperId },
        amount,
        currency,
      },
      this.now(),
    )
    return session.clientToken
  }
}
