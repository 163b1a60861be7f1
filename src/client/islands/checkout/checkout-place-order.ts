import { useRef, useState } from 'react'
import type { CheckedAddress } from '../../../shared/domain/address/delivery-address'
import type { CheckoutView } from '../../../shared/schemas/checkout-view'
import type { Passenger } from '../../../shared/schemas/place-order'
import type { PaymentMethod } from '../../../shared/domain/payment/payment-method'
import { placeOrder } from '../../api/checkout-api'
import {
  keepIdempotencyKey,
  orderFailureAction,
  type OrderFailureAction,
} from '../../pages/checkout/checkout-rules'
import type { Step } from './pay-clients/pay-client'

export interface PayInput {
  token: string
  view: CheckoutView
  /** The card as the shopper left it (the card client's change count). */
  cardVersion: number
  /** The §1 method the token pays with (PayPal Credit is paid as PayPal). */
  method: PaymentMethod
  /** The way to pay's client: tokenise and authenticate the card, or the provider's approval
   * already given; a token the order call spends. */
  authorise: () => Promise<Step<string>>
  confirmEmail: string | null
  passengers: Passenger[]
  /** Where posted goods go (null when nothing is posted); part of the attempt, so changing it
   * makes a new one with a new key. */
  deliveryAddress: CheckedAddress | null
}

export type PayOutcome =
  | { ok: true; confirmationPath: string }
  | { ok: false; action: OrderFailureAction | 'card'; message: string }

interface Attempt {
  key: string
  paymentToken: string
  /** The card and basket it was made for: any change makes the next press a new attempt. */
  fingerprint: string
}

const fingerprintOf = (input: PayInput) =>
  JSON.stringify([
    input.method,
    input.cardVersion,
    input.view.orderSummary.totalOrderAmount,
    input.confirmEmail,
    input.passengers,
    input.deliveryAddress,
  ])

/** Paying: the card client's token (the order API never sees the number; 3-D Secure done),
 * then place the order with
 * one Idempotency-Key per attempt. A press after no answer (offline, 5xx) repeats the same
 * attempt with the same key and token, so the server cannot charge twice; after a refusal the
 * next press is a new attempt with a new key. */
export function usePlaceOrder() {
  const [submitting, setSubmitting] = useState(false)
  const attempt = useRef<Attempt | null>(null)

  // A second press before React re-renders the disabled button must not start a second attempt.
  const inFlight = useRef(false)

  async function pay(input: PayInput): Promise<PayOutcome | null> {
    if (inFlight.current) return null
    inFlight.current = true
    setSubmitting(true)
    const outcome = await attemptPayment(input)
    // On success the page moves to the confirmation: the button stays disabled until it does.
    if (!outcome.ok) {
      inFlight.current = false
      setSubmitting(false)
    }
    return outcome
  }

  async function attemptPayment(input: PayInput): Promise<PayOutcome> {
    const fingerprint = fingerprintOf(input)
    let current = attempt.current?.fingerprint === fingerprint ? attempt.current : null
    if (!current) {
      const authorised = await input.authorise()
      if (!authorised.ok) return { ok: false, action: 'card', message: authorised.message }
      current = { key: crypto.randomUUID(), paymentToken: authorised.value, fingerprint }
    }
    const result = await placeOrder({
      token: input.token,
      idempotencyKey: current.key,
      body: {
        payment: { method: input.method, paymentToken: current.paymentToken },
        expectedTotal: input.view.orderSummary.totalOrderAmount,
        ...(input.confirmEmail ? { confirmEmail: input.confirmEmail } : {}),
        ...(input.passengers.length > 0 ? { passengers: input.passengers } : {}),
        ...(input.deliveryAddress ? { deliveryAddress: input.deliveryAddress } : {}),
      },
    })
    if (result.ok && result.data) {
      return { ok: true, confirmationPath: result.data.data.confirmationPath }
    }
    const action = orderFailureAction(result.status, result.message)
    attempt.current = keepIdempotencyKey(action) ? current : null
    return { ok: false, action, message: result.message ?? 'Payment failed.' }
  }

  return { pay, submitting }
}
