import { paymentErrorMessage } from '../../../../shared/domain/payment/payment-errors'
import { cancelledMessage } from '../../../../shared/domain/payment/sandbox-approval'
import { BRAINTREE_COMPONENTS } from './braintree-sdk'
import { formatDecimalAmount } from './decimal-amount'
import type { ApprovalClient, ApprovalOutcome } from './pay-client'
import { browserWalletDeps, type WalletDeps } from './wallet-deps'

interface PayPalButtons {
  Buttons: (options: {
    fundingSource: string
    createOrder: () => Promise<string>
    onApprove: (data: unknown) => Promise<void>
    onCancel: () => void
    onError: () => void
  }) => { render: (container: string) => Promise<void> }
  FUNDING: { PAYPAL: string; CREDIT: string }
}

/** PayPal and PayPal Credit through Braintree's PayPal Checkout: braintree-web's paypal-checkout
 * loads PayPal's JS SDK for the basket's currency with intent 'authorize' (the order is captured
 * when it ships, as every method is), PayPal's button is shown under the methods, and the
 * shopper's approval in PayPal's popup is made a single-use nonce, which the order call
 * authorises through Braintree like a card's. Credit is the same flow with PayPal Credit's
 * button and `offerCredit`, so PayPal shows its credit offer first. */
export function braintreePayPalClient(
  credit: boolean,
  deps: WalletDeps = browserWalletDeps,
): ApprovalClient {
  const choice = credit ? 'paypal_credit' : 'paypal'
  const rejected = { ok: false, message: paymentErrorMessage('PAYPAL_REJECTED') } as const
  return {
    async authorise({ amount, currency }): Promise<ApprovalOutcome> {
      let checkout
      try {
        const { sdk, client } = await deps.session(currency, BRAINTREE_COMPONENTS.paypal)
        checkout = await sdk.paypalCheckout.create({ client })
        await checkout.loadPayPalSDK({
          currency,
          intent: 'authorize',
          ...(credit ? { 'enable-funding': 'credit' } : {}),
        })
      } catch {
        return { ok: false, message: paymentErrorMessage('GATEWAY_UNREACHABLE') }
      }
      const paypal = deps.globals().paypal as PayPalButtons | undefined
      if (!paypal) return rejected
      const ready = checkout
      return new Promise<ApprovalOutcome>((resolve) => {
        const buttons = paypal.Buttons({
          fundingSource: credit ? paypal.FUNDING.CREDIT : paypal.FUNDING.PAYPAL,
          createOrder: () =>
            ready.createPayment({
              flow: 'checkout',
              amount: formatDecimalAmount(amount),
              currency,
              intent: 'authorize',
              ...(credit ? { offerCredit: true } : {}),
            }),
          onApprove: (data) =>
            ready.tokenizePayment(data).then(
              (payload) => resolve({ ok: true, value: payload.nonce }),
              () => resolve(rejected),
            ),
          onCancel: () => resolve({ ok: false, message: cancelledMessage(choice) }),
          onError: () => resolve(rejected),
        })
        buttons.render(deps.slot('paypal-button-container')).catch(() => resolve(rejected))
      })
    },
  }
}
