import { useEffect, useState } from 'react'
import type { CheckedAddress } from '../../../shared/domain/address/delivery-address'
import {
  canEditCheckout,
  checkoutPath,
  nextCheckoutStatus,
  type CheckoutEvent,
  type CheckoutStatus,
} from '../../../shared/domain/checkout/status'
import { needsDeliveryAddress } from '../../../shared/domain/checkout/needs-delivery-address'
import type { CheckoutView } from '../../../shared/schemas/checkout-view'
import { BASKET_TOKEN_COOKIE } from '../../../shared/config/cookies'
import type { ApiResult } from '../../api/account-api'
import { basketTokenFromCookie, createBasket } from '../../api/basket-api'
import { clearCookie } from '../../api/browser-cookies'
import * as api from '../../api/checkout-api'
import { trackBeginCheckout } from '../../analytics/track'
import { showToast } from '../../components/toast/toast-store'
import { useHydrated } from '../forms/account-form-parts'
import type { CheckoutAppProps } from './checkout-app'
import { usePayStep } from './checkout-pay-step'
import { focusField } from './checkout-focus'
import { CHECKOUT_EMAIL_ID } from './checkout-sign-in'

export type Section = 'lines' | 'gifting' | 'promo' | 'wallet' | 'vip'

/** GA4 begin_checkout, once per checkout page. */
function useBeginCheckout(initial: CheckoutView) {
  useEffect(() => {
    const { currency } = initial.orderSummary
    trackBeginCheckout(
      currency,
      initial.deals.flatMap((deal) =>
        deal.lines.map((line) => ({
          dealId: deal.dealId,
          productId: line.dealProductId,
          name: line.title,
          unitPriceMinor: line.unitPrice,
          quantity: line.quantity,
        })),
      ),
      initial.promoCode?.code ?? null,
    )
  }, [initial])
}

/** §8: "Checkout HTTP 422 on load: clear basket token cookie, create an empty basket,
 * redirect to checkout with the new token". */
async function recover(brand: CheckoutAppProps['brand']) {
  clearCookie(BASKET_TOKEN_COOKIE)
  const fresh = await createBasket(brand, [])
  window.location.replace(fresh.ok ? fresh.checkoutPath : '/checkout')
}

/** The checkout view, and a refetch that keeps it (or starts the §8 recovery on a 422). */
function useCheckoutView(props: CheckoutAppProps) {
  const [view, setView] = useState(props.initial)
  async function refetch(timerElapsed = false): Promise<boolean> {
    const result = await api.fetchCheckout(props.token, timerElapsed)
    if (result.status === 422) {
      await recover(props.brand)
      return false
    }
    if (!result.ok || !result.data) return false
    setView(result.data.data)
    return true
  }
  return { view, setView, refetch }
}

/** The checkout's state machine (transactions §4): the view, its status, each section's
 * error, who is signed in, the basket hold and the pay step. */
export function useCheckout(props: CheckoutAppProps) {
  const hydrated = useHydrated()
  const { view, setView, refetch } = useCheckoutView(props)
  const [status, setStatus] = useState<CheckoutStatus>('READY')
  const [errors, setErrors] = useState<Partial<Record<Section, string>>>({})
  const [signedIn, setSignedIn] = useState(props.signedIn)
  const [passwordless, setPasswordless] = useState(props.passwordless)
  const [startedAt, setStartedAt] = useState(props.startedAt)
  // The delivery address stays in the page until the order body carries it.
  const [address, setAddress] = useState<CheckedAddress | null>(null)
  const move = (event: CheckoutEvent) => setStatus((current) => nextCheckoutStatus(current, event))
  const editable = hydrated && canEditCheckout(status)

  useBeginCheckout(props.initial)

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
      await recover(props.brand)
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
    payClients: props.payClients,
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

  return {
    hydrated,
    view,
    status,
    errors,
    signedIn,
    startedAt,
    address,
    setAddress,
    editable,
    edit,
    afterSignIn,
    restartHold,
    pay,
  }
}

export type CheckoutState = ReturnType<typeof useCheckout>
