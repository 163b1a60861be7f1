import { paymentErrorMessage } from '../../../../shared/domain/payment/payment-errors'
import { cancelledMessage } from '../../../../shared/domain/payment/sandbox-approval'
import { BRAINTREE_COMPONENTS, type GooglePayment } from './braintree-sdk'
import { formatDecimalAmount } from './decimal-amount'
import { METHOD_UNAVAILABLE, type ApprovalClient, type ApprovalOutcome } from './pay-client'
import { browserWalletDeps, type WalletDeps } from './wallet-deps'

export const GOOGLE_PAY_JS = 'https://pay.google.com/gp/p/js/pay.js'

interface GooglePayApi {
  payments: {
    api: {
      PaymentsClient: new (options: { environment: 'PRODUCTION' | 'TEST' }) => {
        loadPaymentData: (request: unknown) => Promise<unknown>
      }
    }
  }
}

type Prepared =
  | {
      ok: true
      payment: GooglePayment
      client: { loadPaymentData: (r: unknown) => Promise<unknown> }
    }
  | { ok: false; message: string }

/** Google Pay through Braintree's google-payment: Google's pay.js shows its sheet for the
 * payment data request braintree-web builds (Braintree as the gateway, our Google merchant id),
 * and parseResponse makes the shopper's choice a nonce the order call authorises through
 * Braintree. Google answers a closed sheet with statusCode 'CANCELED'. The SDKs are readied when
 * the client is made (the checkout makes it when Google Pay is chosen): the browser opens the
 * sheet only soon after the shopper's press. */
export function braintreeGooglePayClient(
  currency: 'GBP' | 'EUR',
  deps: WalletDeps = browserWalletDeps,
): ApprovalClient {
  const declined = { ok: false, message: paymentErrorMessage('DECLINED') } as const
  const preparing: Promise<Prepared> = (async () => {
    try {
      const session = await deps.session(currency, BRAINTREE_COMPONENTS.google_pay)
      const { googleMerchantId, googlePayEnvironment } = session.settings
      if (!googleMerchantId) return { ok: false, message: METHOD_UNAVAILABLE }
      const [payment] = await Promise.all([
        session.sdk.googlePayment.create({
          client: session.client,
          googlePayVersion: 2,
          googleMerchantId,
        }),
        deps.loadScript(GOOGLE_PAY_JS),
      ])
      const google = deps.globals().google as GooglePayApi | undefined
      if (!google) return { ok: false, message: METHOD_UNAVAILABLE }
      const client = new google.payments.api.PaymentsClient({ environment: googlePayEnvironment })
      return { ok: true, payment, client }
    } catch {
      return { ok: false, message: paymentErrorMessage('GATEWAY_UNREACHABLE') }
    }
  })()

  return {
    async authorise({ amount }): Promise<ApprovalOutcome> {
      const prepared = await preparing
      if (!prepared.ok) return prepared
      const { payment, client } = prepared
      const request = payment.createPaymentDataRequest({
        transactionInfo: {
          currencyCode: currency,
          totalPriceStatus: 'FINAL',
          totalPrice: formatDecimalAmount(amount),
        },
      })
      let data: unknown
      try {
        data = await client.loadPaymentData(request)
      } catch (error) {
        const cancelled = (error as { statusCode?: string } | null)?.statusCode === 'CANCELED'
        return cancelled ? { ok: false, message: cancelledMessage('google_pay') } : declined
      }
      try {
        return { ok: true, value: (await payment.parseResponse(data)).nonce }
      } catch {
        return declined
      }
    },
  }
}
