import { paymentErrorMessage } from '../../../../shared/domain/payment/payment-errors'
import { cancelledMessage } from '../../../../shared/domain/payment/sandbox-approval'
import { BRAINTREE_COMPONENTS, type ApplePay } from './braintree-sdk'
import { formatDecimalAmount } from './decimal-amount'
import { METHOD_UNAVAILABLE, type ApprovalClient, type ApprovalOutcome } from './pay-client'
import { browserWalletDeps, type WalletDeps } from './wallet-deps'

/** Apple Pay JS version 3: what braintree-web's apple-pay payment request is written for. */
const APPLE_PAY_VERSION = 3

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
 * made a nonce the order call authorises through Braintree. Safari opens the sheet only from the
 * shopper's press, so everything asynchronous (braintree-web, the client token) is readied when
 * the client is made (the checkout makes it when Apple Pay is chosen), and authorise creates the
 * session before its first await once it is. */
export function braintreeApplePayClient(
  currency: 'GBP' | 'EUR',
  deps: WalletDeps = browserWalletDeps,
): ApprovalClient {
  const declined = { ok: false, message: paymentErrorMessage('DECLINED') } as const
  const unreachable = { ok: false, message: paymentErrorMessage('GATEWAY_UNREACHABLE') } as const
  const Session = deps.globals().ApplePaySession as ApplePaySessionClass | undefined
  const usable = Boolean(Session?.canMakePayments())
  let ready: { applePay: ApplePay; merchantName: string } | null = null
  const preparing = usable
    ? deps
        .session(currency, BRAINTREE_COMPONENTS.apple_pay)
        .then(async (session) => {
          const applePay = await session.sdk.applePay.create({ client: session.client })
          ready = { applePay, merchantName: session.settings.merchantName }
          return ready
        })
        .catch(() => null)
    : Promise.resolve(null)

  /** The sheet for `amount`, answered through `resolve`. */
  function open(
    Sheet: ApplePaySessionClass,
    prepared: { applePay: ApplePay; merchantName: string },
    amount: number,
    resolve: (outcome: ApprovalOutcome) => void,
  ) {
    const { applePay, merchantName } = prepared
    const request = applePay.createPaymentRequest({
      total: { label: merchantName, amount: formatDecimalAmount(amount) },
    })
    const sheet = new Sheet(APPLE_PAY_VERSION, request)
    sheet.onvalidatemerchant = (event) => {
      applePay
        .performValidation({ validationURL: event.validationURL, displayName: merchantName })
        .then(
          (merchantSession) => sheet.completeMerchantValidation(merchantSession),
          () => {
            sheet.abort()
            resolve(unreachable)
          },
        )
    }
    sheet.onpaymentauthorized = (event) => {
      applePay.tokenize({ token: event.payment.token }).then(
        (payload) => {
          sheet.completePayment(Sheet.STATUS_SUCCESS)
          resolve({ ok: true, value: payload.nonce })
        },
        () => {
          sheet.completePayment(Sheet.STATUS_FAILURE)
          resolve(declined)
        },
      )
    }
    sheet.oncancel = () => resolve({ ok: false, message: cancelledMessage('apple_pay') })
    sheet.begin()
  }

  return {
    authorise({ amount }): Promise<ApprovalOutcome> {
      if (!Session || !usable) return Promise.resolve({ ok: false, message: METHOD_UNAVAILABLE })
      return new Promise<ApprovalOutcome>((resolve) => {
        const start = (prepared: typeof ready) => {
          if (!prepared) return resolve(unreachable)
          try {
            open(Session, prepared, amount, resolve)
          } catch {
            // Safari refuses a session made outside the shopper's press.
            resolve(unreachable)
          }
        }
        // Within the press when ready; otherwise as soon as it is.
        if (ready) start(ready)
        else void preparing.then(start)
      })
    },
  }
}
