import type { CheckoutView } from '../../../shared/schemas/checkout-view'
import { Field } from '../forms/account-form-parts'
import { CheckoutPassengers } from './checkout-passengers'
import type { PayStep } from './checkout-pay-step'
import { CheckoutPayment } from './checkout-payment'
import * as s from './checkout.styles'

interface Props {
  view: CheckoutView
  step: PayStep
  disabled: boolean
}

/** The form the Place order button submits: passengers for stays, the passwordless shopper's
 * email confirmation (§5), and the payment method with the card client's fields. */
export function CheckoutPayOptions({ view, step, disabled }: Props) {
  return (
    <form id="checkout-pay-form" className={s.main} noValidate onSubmit={step.submit}>
      {step.passengers.length > 0 ? (
        <CheckoutPassengers
          drafts={step.passengers}
          errors={step.passengerErrors}
          disabled={disabled}
          onChange={step.setPassenger}
        />
      ) : null}
      {step.passwordless ? (
        <section className={s.section} aria-labelledby="confirm-email-title">
          <h2 id="confirm-email-title">Confirm your email</h2>
          <p className={s.muted}>Your vouchers go to this address, so please type it once more.</p>
          <Field
            id="confirm-email"
            label="Email address"
            type="email"
            autoComplete="email"
            value={step.confirmEmail}
            onValue={step.setConfirmEmail}
            error={step.confirmEmailError || undefined}
            disabled={disabled}
          />
        </section>
      ) : null}
      <CheckoutPayment
        view={view}
        method={step.method}
        cardMode={step.cardMode}
        cardHost={step.cardHost}
        disabled={disabled}
        onMethod={step.setMethod}
      />
    </form>
  )
}
