import { useEffect, useState } from 'react'
import type { BrandId } from '../../../shared/config/brands'
import type { CheckedAddress } from '../../../shared/domain/address/delivery-address'
import {
  canEditCheckout,
  checkoutPath,
  nextCheckoutStatus,
  type CheckoutEvent,
  type CheckoutStatus,
} from '../../../shared/domain/checkout/status'
import { needsDeliveryAddress } from '../../../shared/domain/checkout/needs-delivery-address'
import { PAYMENT_FAILED_HEADING } from '../../../shared/domain/payment/payment-errors'
import { formatMoney } from '../../../shared/format/money'
import type { CheckoutView, GiftingRequest } from '../../../shared/schemas/checkout-view'
import type { ApiResult } from '../../api/account-api'
import { BASKET_TOKEN_COOKIE } from '../../../shared/config/cookies'
import { basketTokenFromCookie, createBasket } from '../../api/basket-api'
import { clearCookie } from '../../api/browser-cookies'
import * as api from '../../api/checkout-api'
import { useHydrated } from '../forms/account-form-parts'
import { checkoutNotices, vipOffer } from '../../pages/checkout/checkout-view-extras'
import { CheckoutCountdown } from './checkout-countdown'
import { CheckoutDelivery } from './checkout-delivery'
import { CheckoutGifting } from './checkout-gifting'
import { CheckoutLines } from './checkout-lines'
import { CheckoutNotices } from './checkout-notices'
import { CheckoutPayOptions } from './checkout-pay-options'
import { CheckoutPromo } from './checkout-promo'
import { CHECKOUT_EMAIL_ID, CheckoutSignIn } from './checkout-sign-in'
import { amountToPay, CheckoutSummary } from './checkout-summary'
import { usePayStep } from './checkout-pay-step'
import { focusField } from './checkout-focus'
import { CheckoutVip } from './checkout-vip'
import * as s from './checkout.styles'
import { trackBeginCheckout } from '../../analytics/track'
import { showToast } from '../../components/toast/toast-store'

export interface CheckoutAppProps {
  token: string
  brand: BrandId
  initial: CheckoutView
  signedIn: boolean
  /** Signed in without a password or social login (§5): the order asks for the email again. */
  passwordless: boolean
  /** When the basket hold began (server render time, epoch ms). */
  startedAt: number
}

type Section = 'lines' | 'gifting' | 'promo' | 'wallet' | 'vip'

/** Island 'checkout-app': the whole checkout for one basket (transactions §2–§5). Status follows
 * §4: LOADING → READY (the server renders READY data), each edit UPDATING → refetch → READY, a
 * countdown refresh REFRESHING → REFRESHED. A 422 starts the §8 recovery. */
export function CheckoutApp(props: CheckoutAppProps) {
  const hydrated = useHydrated()
  const [view, setView] = useState(props.initial)
  const [status, setStatus] = useState<CheckoutStatus>('READY')
  const [errors, setErrors] = useState<Partial<Record<Section, string>>>({})
  const [signedIn, setSignedIn] = useState(props.signedIn)
  const [passwordless, setPasswordless] = useState(props.passwordless)
  const [startedAt, setStartedAt] = useState(props.startedAt)
  // The delivery address stays in the page until the order body carries it.
  const [address, setAddress] = useState<CheckedAddress | null>(null)
  const move = (event: CheckoutEvent) => setStatus((current) => nextCheckoutStatus(current, event))
  const editable = hydrated && canEditCheckout(status)

  // GA4 begin_checkout, once per checkout page.
  useEffect(() => {
    const { currency } = props.initial.orderSummary
    trackBeginCheckout(
      currency,
      props.initial.deals.flatMap((deal) =>
        deal.lines.map((line) => ({
          dealId: deal.dealId,
          productId: line.dealProductId,
          name: line.title,
          unitPriceMinor: line.unitPrice,
          quantity: line.quantity,
        })),
      ),
      props.initial.promoCode?.code ?? null,
    )
  }, [props.initial])

  /** §8: "Checkout HTTP 422 on load: clear basket token cookie, create an empty basket,
   * redirect to checkout with the new token". */
  async function recover() {
    clearCookie(BASKET_TOKEN_COOKIE)
    const fresh = await createBasket(props.brand, [])
    window.location.replace(fresh.ok ? fresh.checkoutPath : '/checkout')
  }

  async function refetch(timerElapsed = false): Promise<boolean> {
    const result = await api.fetchCheckout(props.token, timerElapsed)
    if (result.status === 422) {
      await recover()
      return false
    }
    if (!result.ok || !result.data) return false
    setView(result.data.data)
    return true
  }

  /** One edit: UPDATING, the call, the checkout again (edits of the basket answer the basket,
   * the checkout calls answer checkoutData), READY. A failure keeps the old data and shows its
   * message in the section edited. */
  async function edit(section: Section, call: () => Promise<ApiResult<unknown>>) {
    if (!editable) return false
    move('EDIT')
    setErrors((current) => ({ ...current, [section]: '' }))
    const result = await call()
    const data = (result.data as { data?: Partial<CheckoutView> } | null)?.data
    let ok = result.ok
    if (ok && data && 'orderSummary' in data) {
      setView(data as CheckoutView)
      if (data.toast) showToast(data.toast, { tone: 'success' })
    } else if (ok) {
      ok = await refetch()
    } else if (result.status === 422) {
      await recover()
    } else {
      setErrors((current) => ({ ...current, [section]: result.message ?? '' }))
      if (result.status === 409) await refetch()
    }
    move(ok ? 'REFETCHED' : 'FAILED')
    return ok
  }

  async function afterSignIn(isPasswordless: boolean) {
    // Signing in adopts this basket into the customer's (§4 'Auth'); the cookie names the
    // basket that holds it now.
    const adopted = basketTokenFromCookie()
    if (adopted && adopted !== props.token) {
      window.location.assign(checkoutPath(adopted))
      return
    }
    setSignedIn(true)
    setPasswordless(isPasswordless)
    move('REFRESH')
    move((await refetch()) ? 'REFETCHED' : 'FAILED')
  }

  async function restartHold() {
    move('REFRESH')
    const ok = await refetch(true)
    move(ok ? 'REFETCHED' : 'FAILED')
    setStartedAt(Date.now())
  }

  const pay = usePayStep({
    token: props.token,
    view,
    signedIn,
    passwordless,
    onSignInNeeded: () => {
      setSignedIn(false)
      focusField(CHECKOUT_EMAIL_ID)
    },
    onPasswordless: () => setPasswordless(true),
    onBasketChanged: () => void refetch(),
    addressNeeded: needsDeliveryAddress(view),
    deliveryAddress: address,
  })

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

  const { currency } = view.orderSummary
  const balance = view.userInfo.paymentOptions.creditBalances.find(
    (credit) => credit.currency === currency && credit.balance > 0,
  )
  const updating = status === 'UPDATING' || status === 'REFRESHING'
  const vip = vipOffer(view)
  return (
    <div className={s.page} data-testid="checkout" data-status={status}>
      <div className={`${s.main} ${updating ? s.updating : ''}`} aria-busy={updating}>
        <CheckoutNotices notices={checkoutNotices(view)} />
        <CheckoutLines
          view={view}
          disabled={!editable}
          error={errors.lines ?? ''}
          onQuantity={(lineId, quantity) =>
            void edit('lines', () => api.setLineQuantity(props.token, lineId, quantity))
          }
          onRemove={(lineId) => void edit('lines', () => api.removeLine(props.token, lineId))}
        />
        {signedIn ? null : (
          <CheckoutSignIn checkoutPath={checkoutPath(props.token)} onSignedIn={afterSignIn} />
        )}
        <CheckoutGifting
          view={view}
          disabled={!editable}
          error={errors.gifting ?? ''}
          onChange={(request: GiftingRequest) =>
            edit('gifting', () => api.setGifting(props.token, request))
          }
        />
        {needsDeliveryAddress(view) ? (
          <CheckoutDelivery
            address={address}
            hydrated={hydrated}
            disabled={!editable}
            error={pay.addressError}
            onAddress={setAddress}
          />
        ) : null}
        <CheckoutVip
          vip={vip}
          signedIn={signedIn}
          disabled={!editable}
          error={errors.vip ?? ''}
          onToggle={(add) => void edit('vip', () => api.setVipMembership(props.token, add))}
        />
        <CheckoutPromo
          promoCode={view.promoCode}
          signedIn={signedIn}
          disabled={!editable}
          error={errors.promo ?? ''}
          onApply={(code) => edit('promo', () => api.applyPromoCode(props.token, code))}
          onRemove={() => void edit('promo', () => api.removePromoCode(props.token))}
          onSignInFirst={() => focusField(CHECKOUT_EMAIL_ID)}
        />
        {signedIn && balance ? (
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
                  void edit('wallet', () => api.setWalletCredit(props.token, event.target.checked))
                }
              />
            </label>
            <p className={s.error} role="alert">
              {errors.wallet ?? ''}
            </p>
          </section>
        ) : null}
        <CheckoutPayOptions view={view} step={pay} disabled={!editable || pay.submitting} />
      </div>
      <aside className={`${s.section} ${s.summary}`} aria-labelledby="checkout-summary-title">
        <h2 id="checkout-summary-title">Order summary</h2>
        <CheckoutSummary view={view} />
        <CheckoutCountdown startedAt={startedAt} onContinue={() => void restartHold()} />
        <div className={s.stickyBar}>
          <p className={s.total} aria-live="polite" data-testid="checkout-total">
            <span>Total</span>
            <span>
              {formatMoney(view.orderSummary.totalOrderAmount, currency, { zeroAsAmount: true })}
            </span>
          </p>
          {view.wallet?.applied ? (
            <p className={s.muted}>
              To pay by card: {formatMoney(amountToPay(view), currency, { zeroAsAmount: true })}
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
    </div>
  )
}
