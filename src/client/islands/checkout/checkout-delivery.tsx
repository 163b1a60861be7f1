import { lazy, Suspense } from 'react'
import type { CheckedAddress } from '../../../shared/domain/address/delivery-address'
import * as s from './checkout.styles'

const CheckoutAddressLookup = lazy(() =>
  import('./checkout-address-lookup').then((m) => ({ default: m.CheckoutAddressLookup })),
)

interface Props {
  address: CheckedAddress | null
  hydrated: boolean
  disabled: boolean
  error: string
  onAddress: (address: CheckedAddress | null) => void
}

/** The delivery address step, shown only when the order posts something. The finder loads on
 * first render in the browser (its own chunk); the server renders the heading alone, since the
 * form needs the browser anyway. */
export function CheckoutDelivery({ address, hydrated, disabled, error, onAddress }: Props) {
  return (
    <section className={s.section} aria-labelledby="checkout-delivery-title" data-testid="delivery">
      <h2 id="checkout-delivery-title">Delivery address</h2>
      {address ? (
        <div className={s.summaryRow} data-testid="delivery-address">
          <address>
            {[address.line1, address.line2, address.town, address.county, address.postcode]
              .filter(Boolean)
              .map((part, index) => (
                <span key={index}>
                  {part}
                  <br />
                </span>
              ))}
          </address>
          <button
            type="button"
            className={s.linkButton}
            disabled={disabled}
            onClick={() => onAddress(null)}
          >
            Change
          </button>
        </div>
      ) : hydrated ? (
        <Suspense fallback={<p className={s.muted}>Loading the address finder…</p>}>
          <CheckoutAddressLookup disabled={disabled} onAddress={onAddress} />
        </Suspense>
      ) : (
        <p className={s.muted}>Loading the address finder…</p>
      )}
      <p className={s.error} role="alert">
        {error}
      </p>
    </section>
  )
}
