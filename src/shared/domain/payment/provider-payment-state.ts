/** What a provider can tell us about a payment after the checkout took it. */
export const PROVIDER_PAYMENT_STATES = ['SETTLED', 'DISPUTED', 'REFUNDED', 'CANCELLED'] as const
export type ProviderPaymentState = (typeof PROVIDER_PAYMENT_STATES)[number]

/** One provider event, in words common to the providers: Braintree's notification kinds and
 * what Klarna's and Clearpay's APIs answer map onto these. A lost dispute returned the money
 * through the card scheme, so it leaves the payment REFUNDED as a refund would. */
export type ProviderPaymentEvent =
  'SETTLED' | 'DISPUTE_OPENED' | 'DISPUTE_WON' | 'DISPUTE_LOST' | 'REFUNDED' | 'CANCELLED'

/** From which states each event moves the payment, and where to. Notifications arrive late and
 * out of order (a settlement after the dispute it preceded), so an event only moves a payment
 * forward: REFUNDED and CANCELLED are final, a dispute is left only by its outcome. */
const MOVES: Record<
  ProviderPaymentEvent,
  { from: (ProviderPaymentState | null)[]; to: ProviderPaymentState }
> = {
  SETTLED: { from: [null], to: 'SETTLED' },
  DISPUTE_OPENED: { from: [null, 'SETTLED'], to: 'DISPUTED' },
  DISPUTE_WON: { from: [null, 'DISPUTED'], to: 'SETTLED' },
  DISPUTE_LOST: { from: [null, 'SETTLED', 'DISPUTED'], to: 'REFUNDED' },
  REFUNDED: { from: [null, 'SETTLED', 'DISPUTED'], to: 'REFUNDED' },
  CANCELLED: { from: [null], to: 'CANCELLED' },
}

/** The payment's state after `event`, or null when the event does not move it.
 * @example nextPaymentState('DISPUTED', 'SETTLED') // null: a late settlement undoes no dispute */
export function nextPaymentState(
  current: ProviderPaymentState | null,
  event: ProviderPaymentEvent,
): ProviderPaymentState | null {
  const move = MOVES[event]
  return move.from.includes(current) && move.to !== current ? move.to : null
}
