import { paymentErrorMessage } from '../../../../shared/domain/payment/payment-errors'
import { cancelledMessage } from '../../../../shared/domain/payment/sandbox-approval'
import { BRAINTREE_COMPONENTS } from './braintree-sdk'
import { formatDecimalAmount } from './decimal-amount'
import { METHOD_UNAVAILABLE, type ApprovalClient, type ApprovalOutcome } from './pay-client'
import { browserWalletDeps, type WalletDeps } from './wallet-deps'

/** Apple Pay JS version 3: what braintree-web's apple-pay payment request is written for. */
export const APPLE_PAY_VERSION = 3

interface ApplePaySessionInstance {
  onvalidatemerchant: (event: { validationURL: string }) => void
  onpaymentauthorized: (event: { payment: { token: unknown } }) => void
  oncancel: () => void
  completeMerchantValidation: (merchantSession: unknown) => void
  completePayment: (status: number) => void
  abort: () => void
  begin: () => void
}

interface ApplePaySessionClass {
  new (version: number, request: unknown): ApplePaySessionInstance
  canMakePayments: () => boolean
  STATUS_SUCCESS: number
  STATUS_FAILURE: number
}

/** Apple Pay through Braintree's apple-pay: Safari's ApplePaySession shows Apple's sheet for the
 * payment request braintree-web builds (the account's currency and country), Apple's merchant
 * validation goes through Braintree (which holds our merchant identity certificate, for the
 * brand host whose domain association file we serve), and the authorised payment's token is
 * made a nonce the order call authorises through Braintree. */
export function braintreeApplePayClient(deps: WalletDeps = browserWalletDeps): ApprovalClient {
  const declined = { ok: false, message: paymentErrorMessage('DECLINED') } as const
  return {
    async authorise({ amount, currency }): Promise<ApprovalOutcome> {
      const Session = deps.globals().ApplePaySession as ApplePaySessionClass | undefined
      if (!Session?.canMakePayments()) return { ok: false, message: METHOD_UNAVAILABLE }
      let applePay, merchantName
      try {
        const session = await deps.session(currency, BRAINTREE_COMPONENTS.apple_pay)
        applePay = await session.sdk.applePay.create({ client: session.client })
        merchantName = session.settings.merchantName
      } catch {
        return { ok: false, message: paymentErrorMessage('GATEWAY_UNREACHABLE') }
      }
      const ready = applePay
      const request = ready.createPaymentRequest({
        total: { label: merchantName, amount: formatDecimalAmount(amount) },
      })
      return new Promise<ApprovalOutcome>((resolve) => {
        const sheet = new Session(APPLE_PAY_VERSION, request)
        sheet.onvalidatemerchant = (event) => {
          ready
            .performValidation({ validationURL: event.validationURL, displayName: merchantName })
            .then(
              (merchantSession) => sheet.completeMerchantValidation(merchantSession),
              () => {
                sheet.abort()
                resolve({ ok: false, message: paymentErrorMessage('GATEWAY_UNREACHABLE') })
              },
            )
        }
        sheet.onpaymentauthorized = (event) => {
          ready.tokenize({ token: event.payment.token }).then(
            (payload) => {
              sheet.completePayment(Session.STATUS_SUCCESS)
              resolve({ ok: true, value: payload.nonce })
            },
            () => {
              sheet.completePayment(Session.STATUS_FAILURE)
              resolve(declined)
            },
          )
        }
        sheet.oncancel = () => resolve({ ok: false, message: cancelledMessage('apple_pay') })
        sheet.begin()
      })
    },
  }
}
