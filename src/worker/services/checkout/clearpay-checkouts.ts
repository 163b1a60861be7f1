import type { D1Database } from '@cloudflare/workers-types'
import { checkoutPath } from '../../../shared/domain/checkout/status'
import { paymentErrorMessage } from '../../../shared/domain/payment/payment-errors'
import { DomainError } from '../../errors'
import type { Viewer } from '../basket/basket-access'
import { basketSubject } from '../../../shared/domain/payment/payment-binding'
import { ClearpayGateway } from '../payments/clearpay'
import { bindProviderSession } from '../payments/provider-bound-gateway'
import { paymentConfig } from '../payments/payment-config'
import { CheckoutService, type BrowserWallets } from './checkout-service'
import { clock as workerClock } from '../../clock'

/** Where Clearpay sends the shopper back: the checkout, which places the kept order with the
 * `orderToken` Clearpay adds (checkout-approval.ts), or says nothing was taken. */
const CLEARPAY_RETURN = { confirm: 'clearpay', cancel: 'clearpay' } as const

/** Clearpay's checkout for a basket (Afterpay API v2): the server names the amount and the
 * return URLs, the shopper approves on Clearpay's page, and the order call authorises the
 * token it comes back with (clearpay.ts). Only where Clearpay is configured. */
export class ClearpayCheckoutService {
  constructor(
    private readonly env: unknown,
    private readonly db: D1Database,
    private readonly now: () => Date = () => workerClock.now(),
  ) {}

  async open(input: {
    basketToken: string
    viewer: Viewer
    email: string | null
    browser: BrowserWallets
    origin: string
  }): Promise<string> {
    const config = paymentConfig(this.env).clearpay
    if (!config) throw new DomainError('NOT_FOUND', 'No such resource')
    const shopperId = input.viewer.userId
    if (!input.email || shopperId === null) {
      throw new DomainError('UNAUTHORISED', 'Please log in or register to pay.')
    }
    const view = await new CheckoutService(this.db, this.now).checkoutData(
      input.basketToken,
      input.viewer,
      input.browser,
      { load: false },
    )
    if (!view.paymentMethods.methods.clearpay) {
      throw new DomainError(
        'UNPROCESSABLE',
        'Clearpay is not available for this basket. Please choose another way to pay.',
      )
    }
    const back = `${input.origin}${checkoutPath(input.basketToken)}`
    const amount = view.wallet?.cardAmount ?? view.orderSummary.totalOrderAmount
    const checkout = await new ClearpayGateway(config).createCheckout({
      amount,
      // The order number does not exist yet; the order call names it.
      orderReference: 'checkout',
      consumerEmail: input.email,
      redirectConfirmUrl: `${back}?clearpay=${CLEARPAY_RETURN.confirm}`,
      redirectCancelUrl: `${back}?cancelled=${CLEARPAY_RETURN.cancel}`,
    })
    if (!checkout) throw new DomainError('UNPROCESSABLE', paymentErrorMessage('CLEARPAY_FAILED'))
    // The token the shopper comes back with pays only for what this checkout was made for.
    await bindProviderSession(
      this.db,
      {
        gateway: 'CLEARPAY',
        token: checkout.token,
        purpose: { method: 'clearpay', subject: basketSubject(input.basketToken), shopperId },
        amount,
        currency: view.orderSummary.currency,
      },
      this.now(),
    )
    return checkout.redirectCheckoutUrl
  }
}
