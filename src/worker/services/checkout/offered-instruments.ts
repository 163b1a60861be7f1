import type { Viewer } from '../basket/basket-access'
import { PAYMENT_METHODS } from '../../../shared/domain/payment/payment-method'
import type { PaymentInstrument } from '../../../shared/schemas/checkout'
import { PROVIDER_FOR } from '../payments/gateway-selection'

/** A NEW instrument of every §1 method, each through its provider: every method can take a
 * payment, as the sandbox stands in for a provider that is not configured (gateway-selection). */
const NEW_INSTRUMENTS: readonly PaymentInstrument[] = PAYMENT_METHODS.map((type) => ({
  type,
  kind: 'NEW',
  gateway: PROVIDER_FOR[type],
  // Nothing saved yet, so nothing to charge a VIP renewal to (§5 subscription rule).
  allowSubscription: false,
  default: false,
  label: null,
}))

/** userInfo.paymentOptions.paymentInstruments: what the payment service offers the viewer.
 * §6: "authenticated users depend on saved instruments"; with no saved ones kept yet, a
 * signed-in shopper is offered a new instrument of each method, and §5's eligibility rules
 * then decide which show. Anonymous shoppers need none (§6: wallets show by default). */
export const offeredInstruments = (viewer: Viewer): PaymentInstrument[] =>
  viewer.userId === null ? [] : NEW_INSTRUMENTS.map((instrument) => ({ ...instrument }))
