import type { BrandId } from '../../../shared/config/brands'
import { checkoutPath } from '../../../shared/domain/checkout/status'
import { needsDeliveryAddress } from '../../../shared/domain/checkout/needs-delivery-address'
import { PAYMENT_FAILED_HEADING } from '../../../shared/domain/payment/payment-errors'
import { formatMoney } from '../../../shared/format/money'
import type { CheckoutView, GiftingRequest } from '../../../shared/schemas/checkout-view'
import type { PayClients } from '../../../shared/schemas/pay-clients'
import * as api from '../../api/checkout-api'
import { checkoutNotices, vipOffer } from '../../pages/checkout/checkout-view-extras'
import { CheckoutCountdown } from './checkout-countdown'
import { CheckoutDelivery } from './checkout-delivery'
import { CheckoutGifting } from './checkout-gifting'
import { CheckoutLines } from './checkout-lines'
import { CheckoutNotices } from './checkout-notices'
import { CheckoutPayOptions } from './checkout-pay-options'
import { CheckoutPromo } from './checkout-promo'
import { CHECKOUT_EMAIL_ID, CheckoutSignIn } from './checkout-sign-in'
import { amountToPay, CheckoutSummary, totalLabel } from './checkout-summary'
import { focusField } from './checkout-focus'
import { CheckoutVip } from './checkout-vip'
import { useCheckout, type CheckoutState } from './use-checkout'
import { useFocusAfterSignIn } from './use-focus-after-sign-in'
import * as s from './checkout.styles'

export interface CheckoutAppProps {
  token: string
  brand: BrandId
  initial: CheckoutView
  signedIn: boolean
  /** Signed in without a password or social login (§5): the order asks for the email again. */
  passwordless: boolean
  /** When the basket hold began (server render time, epoch ms). */
  startedAt: number
  /** Which browser implementation each way to pay uses: the server's config decides. */
  payClients: PayClients
}

/** Island 'checkout-app': the whole checkout for one basket (transactions §2–§5). Status follows
 * §4: LOADING → READY (the server renders READY data), each edit UPDATING → refetch → READY, a
 * countdown refresh REFRESHING → REFRESHED. A 422 starts the §8 recovery. */
export function CheckoutApp(props: CheckoutAppProps) {
  const checkout = useCheckout(props)
  const { view, status } = checkout
  if (view.deals.length === 0) {
    return (
      <section className={s.section} data-testid="checkout-empty">
        <h2>Your basket is empty</h2>
        <p>
          Have a look at <a href="/">today&apos;s deals</a> and pick something you like.
        </p>
      </section>
    )
  }
  const updating = status === 'UPDATING' || status === 'REFRESHING'
  return (
    <div className={s.page} data-testid="checkout" data-status={status}>
      <div className={`${s.main} ${updating ? s.updating : ''}`} aria-busy={updating}>
        <CheckoutSections checkout={checkout} token={props.token} />
      </div>
      <CheckoutAside checkout={checkout} />
    </div>
  )
}

/** The editable sections, in page order, each edit going through the checkout's `edit`. */
function CheckoutSections({ checkout, token }: { checkout: CheckoutState; token: string }) {
  const { view, editable, errors, signedIn, edit, pay } = checkout
  useFocusAfterSignIn(signedIn, editable && !pay.submitting)
  return (
    <>
      <CheckoutNotices notices={checkoutNotices(view)} />
      <CheckoutLines
        view={view}
        disabled={!editable}
        error={errors.lines ?? ''}
        onQuantity={(lineId, quantity) =>
          edit('lines', () => api.setLineQuantity(token, lineId, quantity))
        }
        onRemove={(lineId) => void edit('lines', () => api.removeLine(token, lineId))}
      />
      {signedIn ? null : (
        <CheckoutSignIn checkoutPath={checkoutPath(token)} onSignedIn={checkout.afterSignIn} />
      )}
      <CheckoutGifting
        view={view}
        disabled={!editable}
        error={errors.gifting ?? ''}
        onChange={(request: GiftingRequest) =>
          edit('gifting', () => api.setGifting(token, request))
        }
      />
      {needsDeliveryAddress(view) ? (
        <CheckoutDelivery
          address={checkout.address}
          hydrated={checkout.hydrated}
          disabled={!editable}
          error={pay.addressError}
          onAddress={checkout.setAddress}
        />
      ) : null}
      <CheckoutVip
        vip={vipOffer(view)}
        signedIn={signedIn}
        disabled={!editable}
        error={errors.vip ?? ''}
        onToggle={(add) => void edit('vip', () => api.setVipMembership(token, add))}
      />
      <CheckoutPromo
        promoCode={view.promoCode}
        signedIn={signedIn}
        disabled={!editable}
        error={errors.promo ?? ''}
        onApply={(code) => edit('promo', () => api.applyPromoCode(token, code))}
        onRemove={() => void edit('promo', () => api.removePromoCode(token))}
        onSignInFirst={() => focusField(CHECKOUT_EMAIL_ID)}
      />
      <CheckoutWallet checkout={checkout} token={token} />
      <CheckoutPayOptions view={view} step={pay} disabled={!editable || pay.submitting} />
    </>
  )
}

/** The wallet switch, for a signed-in shopper with credit in the checkout's currency. */
function CheckoutWallet({ checkout, token }: { checkout: CheckoutState; token: string }) {
  const { view, editable, errors, signedIn, edit } = checkout
  const { currency } = view.orderSummary
  const balance = view.userInfo.paymentOptions.creditBalances.find(
    (credit) => credit.currency === currency && credit.balance > 0,
  )
  if (!signedIn || !balance) return null
  return (
    <section className={s.section} aria-labelledby="checkout-wallet-title">
      <h2 id="checkout-wallet-title">Wallet</h2>
      <label className={s.switchRow}>
        <span>Use my wallet credit ({formatMoney(balance.balance, currency)} available)</span>
        <input
          type="checkbox"
          role="switch"
          checked={view.wallet?.applied ?? false}
          disabled={!editable}
          onChange={(event) =>
            void edit('wallet', () => api.setWalletCredit(token, event.target.checked))
          }
        />
      </label>
      <p className={s.error} role="alert">
        {errors.wallet ?? ''}
      </p>
    </section>
  )
}

/** The order summary, the hold's countdown and the sticky total with the Place order button. */
function CheckoutAside({ checkout }: { checkout: CheckoutState }) {
  const { view, status, editable, pay } = checkout
  const { currency } = view.orderSummary
  return (
    <aside className={`${s.section} ${s.summary}`} aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">Order summary</h2>
      <CheckoutSummary view={view} />
      <CheckoutCountdown
        startedAt={checkout.startedAt}
        onContinue={() => void checkout.restartHold()}
      />
      <div className={s.stickyBar}>
        <p className={s.total} aria-live="polite" data-testid="checkout-total">
          <span>{totalLabel(view)}</span>
          <span>
            {formatMoney(view.orderSummary.totalOrderAmount, currency, { zeroAsAmount: true })}
          </span>
        </p>
        {view.wallet?.applied ? (
          <p className={s.muted} data-testid="checkout-wallet-split">
            From your wallet:{' '}
            {formatMoney(view.wallet.walletAmountUsed, currency, { zeroAsAmount: true })}. To pay by
            card: {formatMoney(amountToPay(view), currency, { zeroAsAmount: true })}
          </p>
        ) : null}
        <div role="alert" data-testid="payment-error">
          {pay.error ? (
            <p className={s.error}>
              {pay.errorIsPayment ? `${PAYMENT_FAILED_HEADING}: ` : ''}
              {pay.error}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          form="checkout-pay-form"
          className={s.pay}
          disabled={!editable || pay.submitting}
          aria-busy={pay.submitting}
        >
          {pay.submitting
            ? 'Placing your order…'
            : status === 'UPDATING'
              ? 'Updating…'
              : 'Place order'}
        </button>
      </div>
    </aside>
  )
}
