import { paymentErrorMessage } from '../../../../shared/domain/payment/payment-errors'
import { callRoute } from '../../../api/typed-call'
import { walletHeaders } from '../../../api/browser-wallets'
import { loadScript } from './load-script'
import type { ApprovalClient, ApprovalOutcome } from './pay-client'

const KLARNA_SDK = 'https://x.klarnacdn.net/kp/lib/v1/api.js'
/** Klarna's single category for its own choice of Pay in 3, Pay later and financing. */
const CATEGORY = 'klarna'
const CONTAINER_ID = 'klarna-payments-container'

interface KlarnaPayments {
  init: (options: { client_token: string }) => void
  load: (options: { container: string; payment_method_category: string }, done: () => void) => void
  authorize: (
    options: { payment_method_category: string },
    data: object,
    done: (result: { approved: boolean; authorization_token?: string }) => void,
  ) => void
}

const FAILED = paymentErrorMessage('KLARNA_FAILED')

/** Klarna Payments: the server opens a session for the basket, Klarna's widget (from Klarna's
 * host, only now) is loaded with its client token, and authorize shows Klarna's own dialog;
 * the authorization_token it gives is what the order call places the Klarna order from. */
export function klarnaApprovalClient(): ApprovalClient {
  return {
    async authorise({ basketToken }): Promise<ApprovalOutcome> {
      const session = await callRoute('POST /payments/klarna/session', {
        body: { basketToken },
        headers: walletHeaders(),
      })
      if (!session.ok || !session.data) return { ok: false, message: session.message ?? FAILED }
      try {
        await loadScript(KLARNA_SDK)
      } catch {
        return { ok: false, message: paymentErrorMessage('GATEWAY_UNREACHABLE') }
      }
      const klarna = (window as unknown as { Klarna?: { Payments?: KlarnaPayments } }).Klarna
        ?.Payments
      if (!klarna) return { ok: false, message: FAILED }
      klarna.init({ client_token: session.data.data.clientToken })
      await new Promise<void>((resolve) =>
        klarna.load(
          { container: `#${container().id}`, payment_method_category: CATEGORY },
          resolve,
        ),
      )
      return new Promise((resolve) =>
        klarna.authorize({ payment_method_category: CATEGORY }, {}, (result) =>
          resolve(
            result.approved && result.authorization_token
              ? { ok: true, value: result.authorization_token }
              : { ok: false, message: FAILED },
          ),
        ),
      )
    },
  }
}

/** Where Klarna's widget renders: under the payment methods, made once. */
function container(): HTMLElement {
  const found = document.getElementById(CONTAINER_ID)
  if (found) return found
  const element = document.createElement('div')
  element.id = CONTAINER_ID
  const form = document.getElementById('checkout-pay-form')
  ;(form ?? document.body).append(element)
  return element
}
