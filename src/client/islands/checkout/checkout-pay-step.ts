import { useEffect, useState, type FormEvent } from 'react'
import type { CheckedAddress } from '../../../shared/domain/address/delivery-address'
import type { CheckoutView } from '../../../shared/schemas/checkout-view'
import type { PayClients } from '../../../shared/schemas/pay-clients'
import type { Passenger } from '../../../shared/schemas/place-order'
import {
  CONFIRM_EMAIL_MESSAGE,
  EMPTY_PASSENGER,
  emailError,
  passengerCheck,
  passengerCount,
  type PassengerDraft,
  type PassengerErrors,
} from '../../pages/checkout/checkout-rules'
import { offeredMethods, type MethodChoice } from './checkout-payment'
import { useApprovalReturn, type ReturnOutcome } from './checkout-approval'
import { loadApprovalClient } from './pay-clients/load-approval-client'
import { paymentMethodOf } from '../../../shared/domain/payment/sandbox-approval'
import { ADDRESS_POSTCODE_ID, focusField } from './checkout-focus'
import { usePlaceOrder, type PayOutcome } from './checkout-place-order'
import { useCardPayment } from './pay-clients/use-card-payment'
import { METHOD_UNAVAILABLE } from './pay-clients/pay-client'

interface Options {
  token: string
  view: CheckoutView
  payClients: PayClients
  signedIn: boolean
  passwordless: boolean
  onSignInNeeded: () => void
  onPasswordless: () => void
  onBasketChanged: () => void
  /** The order posts something (a postage deal or a gift pack) and this is where to. */
  addressNeeded: boolean
  deliveryAddress: CheckedAddress | null
}

const SIGN_IN_FIRST = 'Please enter your email to log in or register before you pay.'
const ADDRESS_FIRST = 'Please enter a delivery address.'

const focus = focusField

/** The pay step's state: method, passengers and the confirm-email field, checked in the
 * browser first (nothing leaves with a wrong field), then paid; the card itself is the card
 * client's, in its own frame (pay-clients/). Every error lands beside its
 * field and, summed up, beside the pay button where the shopper is looking. */
export function usePayStep(options: Options) {
  const { view } = options
  const offered = offeredMethods(view)
  const [method, setMethod] = useState<MethodChoice>(
    offered.includes('credit_card') ? 'credit_card' : (offered[0] ?? 'credit_card'),
  )
  const card = useCardPayment(
    options.payClients.credit_card,
    view.orderSummary.currency,
    method === 'credit_card',
    () => document.querySelector<HTMLFormElement>('#checkout-pay-form')?.requestSubmit(),
  )
  // The chosen provider's client is fetched (and a wallet's SDK readied) while the shopper
  // fills in the rest, so Place order opens its sheet at once.
  const approvalMode = method === 'credit_card' ? null : options.payClients[paymentMethodOf(method)]
  useEffect(() => {
    if (method === 'credit_card' || !approvalMode || approvalMode === 'unavailable') return
    loadApprovalClient(method, approvalMode, view.orderSummary.currency).catch(() => undefined)
  }, [method, approvalMode, view.orderSummary.currency])
  const count = passengerCount(view)
  const [drafts, setDrafts] = useState<PassengerDraft[]>([])
  const [passengerErrs, setPassengerErrs] = useState<PassengerErrors[]>([])
  const [confirmEmail, setConfirmEmail] = useState('')
  const [addressError, setAddressError] = useState('')
  const [confirmEmailError, setConfirmEmailError] = useState('')
  const [error, setError] = useState('')
  const [errorIsPayment, setErrorIsPayment] = useState(false)
  const { pay, submitting: paying } = usePlaceOrder()
  const [leaving, setLeaving] = useState(false)
  const returning = useApprovalReturn(options.token, (outcome) => void settle(outcome))
  const submitting = paying || leaving || returning.busy
  const passengers = Array.from({ length: count }, (_, index) => drafts[index] ?? EMPTY_PASSENGER)

  function fail(message: string, field: string | null, payment = false) {
    setError(message)
    setErrorIsPayment(payment)
    if (field) focus(field)
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (submitting) return
    setError('')
    if (!options.signedIn) {
      options.onSignInNeeded()
      return fail(SIGN_IN_FIRST, null)
    }
    const addressMissing = options.addressNeeded && !options.deliveryAddress
    setAddressError(addressMissing ? ADDRESS_FIRST : '')
    if (addressMissing) return fail(ADDRESS_FIRST, ADDRESS_POSTCODE_ID)
    const checked = passengers.map((draft) => passengerCheck(draft, new Date()))
    setPassengerErrs(checked.map((result) => (result.ok ? {} : result.errors)))
    const badPassenger = checked.findIndex((result) => !result.ok)
    if (badPassenger >= 0) {
      return fail('Please check the passenger details.', `passenger-${badPassenger + 1}-title`)
    }
    const emailProblem = options.passwordless ? (emailError(confirmEmail) ?? '') : ''
    setConfirmEmailError(emailProblem)
    if (emailProblem) return fail(CONFIRM_EMAIL_MESSAGE, 'confirm-email')
    const order = {
      expectedTotal: view.orderSummary.totalOrderAmount,
      ...(options.passwordless ? { confirmEmail: confirmEmail.trim() } : {}),
      ...(count > 0
        ? {
            passengers: checked.flatMap((result): Passenger[] =>
              result.ok ? [result.passenger] : [],
            ),
          }
        : {}),
      ...(options.addressNeeded && options.deliveryAddress
        ? { deliveryAddress: options.deliveryAddress }
        : {}),
    }
    const amount = view.wallet?.cardAmount ?? view.orderSummary.totalOrderAmount
    const { currency } = view.orderSummary
    const passengersChecked = checked.flatMap((result): Passenger[] =>
      result.ok ? [result.passenger] : [],
    )
    if (method !== 'credit_card') {
      // Approved with the provider: its client gives a token now (a popup, a widget), or takes
      // the shopper to its page and the order is placed on their return (checkout-approval.ts).
      const mode = options.payClients[method === 'paypal_credit' ? 'paypal' : method]
      if (mode === 'unavailable') return fail(METHOD_UNAVAILABLE, null, true)
      setLeaving(true)
      const client = await loadApprovalClient(method, mode, currency)
      const approved = await client.authorise({
        basketToken: options.token,
        order,
        amount,
        currency,
      })
      if (approved.ok === 'left') return
      setLeaving(false)
      if (!approved.ok) return fail(approved.message, null, true)
      const outcome = await pay({
        token: options.token,
        view,
        method: paymentMethodOf(method),
        cardVersion: card.version,
        authorise: () => Promise.resolve(approved),
        confirmEmail: options.passwordless ? confirmEmail.trim() : null,
        passengers: passengersChecked,
        deliveryAddress: options.addressNeeded ? options.deliveryAddress : null,
      })
      if (outcome !== null) settle(outcome)
      return
    }
    const email = options.passwordless ? confirmEmail.trim() : undefined
    const outcome = await pay({
      token: options.token,
      view,
      method: 'credit_card',
      cardVersion: card.version,
      authorise: () =>
        card.authorise({
          amount,
          currency,
          purpose: { kind: 'basket', basketToken: options.token },
          ...(email ? { email } : {}),
          returnFocus: document.querySelector<HTMLElement>(
            'button[type="submit"][form="checkout-pay-form"]',
          ),
        }),
      confirmEmail: options.passwordless ? confirmEmail.trim() : null,
      passengers: passengersChecked,
      deliveryAddress: options.addressNeeded ? options.deliveryAddress : null,
    })
    if (outcome !== null) settle(outcome)
  }

  /** What the page does with an order's answer, from the card or from an approval's return. */
  function settle(outcome: PayOutcome | ReturnOutcome) {
    if (outcome.ok) {
      window.location.assign(outcome.confirmationPath)
      return
    }
    if ('confirmEmail' in outcome && outcome.confirmEmail) setConfirmEmail(outcome.confirmEmail)
    switch (outcome.action) {
      case 'sign-in':
        options.onSignInNeeded()
        return fail(outcome.message, null)
      case 'confirm-email':
        options.onPasswordless()
        setConfirmEmailError(outcome.message)
        // The field appears with this render; focus it on the next frame.
        requestAnimationFrame(() => focus('confirm-email'))
        return fail(outcome.message, null)
      case 'refetch':
        options.onBasketChanged()
        return fail(outcome.message, null)
      case 'retry':
        return fail(`${outcome.message} Please press Place order again.`, null, true)
      case 'cancelled':
        return fail(outcome.message, null)
      default:
        return fail(outcome.message, null, true)
    }
  }

  return {
    method,
    setMethod: (next: MethodChoice) => {
      setMethod(next)
      setError('')
    },
    cardHost: card.host,
    cardMode: options.payClients.credit_card,
    passengers,
    passengerErrors: passengerErrs,
    setPassenger: (index: number, draft: PassengerDraft) =>
      setDrafts((current) => {
        const next = Array.from({ length: count }, (_, i) => current[i] ?? EMPTY_PASSENGER)
        next[index] = draft
        return next
      }),
    passwordless: options.passwordless,
    confirmEmail,
    setConfirmEmail,
    confirmEmailError,
    addressError: options.deliveryAddress ? '' : addressError,
    error,
    errorIsPayment,
    submitting,
    submit,
  }
}

export type PayStep = ReturnType<typeof usePayStep>
