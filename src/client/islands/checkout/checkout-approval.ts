import { useEffect, useRef, useState } from 'react'
import {
  cancelledMessage,
  METHOD_NAMES,
  paymentMethodOf,
  type ApprovalMethod,
} from '../../../shared/domain/payment/sandbox-approval'
import type { PlaceOrderRequest } from '../../../shared/schemas/place-order'
import { openPaymentApproval, placeOrder } from '../../api/checkout-api'
import { orderFailureAction, type OrderFailureAction } from '../../pages/checkout/checkout-rules'

/** What the checkout keeps while the shopper is on the provider's page: the attempt's key and
 * the order as it will be posted, so the return places exactly this order, and a reload or a
 * second return replays it under the same key rather than charging again. */
interface PendingApproval {
  idempotencyKey: string
  method: ApprovalMethod
  body: Omit<PlaceOrderRequest, 'payment'>
}

const storageKey = (basketToken: string) => `dealio:approval:${basketToken}`

function loadPending(basketToken: string): PendingApproval | null {
  try {
    const raw = sessionStorage.getItem(storageKey(basketToken))
    return raw ? (JSON.parse(raw) as PendingApproval) : null
  } catch {
    return null
  }
}

const isApprovalMethod = (value: string | null): value is ApprovalMethod =>
  value !== null && value in METHOD_NAMES && value !== 'credit_card'

const APPROVAL_LOST =
  'We could not find the payment you approved in this browser tab. Nothing was taken: please press Place order again.'

export type ReturnOutcome =
  | { ok: true; confirmationPath: string }
  | {
      ok: false
      action: OrderFailureAction | 'cancelled'
      message: string
      /** What the shopper had typed to confirm, so they need not type it again. */
      confirmEmail?: string
    }

/** Sends the shopper to the provider's approval for `method`, keeping the order to place on
 * return. Resolves only when the approval could not be opened (the page moves otherwise). */
export async function startApproval(
  basketToken: string,
  method: ApprovalMethod,
  body: PendingApproval['body'],
): Promise<string> {
  const opened = await openPaymentApproval({ basketToken, method })
  if (!opened.ok || !opened.data) return opened.message ?? 'Payment failed.'
  leaveForApproval(basketToken, method, body, opened.data.data.approvalPath)
  return ''
}

/** Keeps the order to place on return, then sends the shopper to the provider's page. */
export function leaveForApproval(
  basketToken: string,
  method: ApprovalMethod,
  body: PendingApproval['body'],
  url: string,
): void {
  const pending: PendingApproval = { idempotencyKey: crypto.randomUUID(), method, body }
  try {
    sessionStorage.setItem(storageKey(basketToken), JSON.stringify(pending))
  } catch {
    // Private mode without storage: the return says so and nothing is taken.
  }
  window.location.assign(url)
}

/** The token the shopper came back with: the sandbox's `?approval=`, or Clearpay's
 * `?clearpay=…&orderToken=…&status=SUCCESS` (any other status is not an approval). */
function approvalTokenOf(params: URLSearchParams): string | null {
  if (params.has('clearpay')) {
    return params.get('status') === 'SUCCESS' ? params.get('orderToken') : null
  }
  return params.get('approval')
}

const isReturn = (params: URLSearchParams) =>
  params.has('approval') || params.has('cancelled') || params.has('clearpay')

/** On the checkout's load after the provider's page: `?approval=` places the kept order with
 * the approval's token under the kept key; `?cancelled=` says nothing was taken. The query is
 * dropped from the address bar either way, so Back and bookmarks do not repeat it. */
async function returnFromApproval(basketToken: string): Promise<ReturnOutcome | null> {
  const params = new URLSearchParams(window.location.search)
  const approval = approvalTokenOf(params)
  const cancelled =
    params.get('cancelled') ?? (params.has('clearpay') && !approval ? 'clearpay' : null)
  if (!approval && !cancelled) return null
  window.history.replaceState(null, '', window.location.pathname)
  const pending = loadPending(basketToken)
  const typed = pending?.body.confirmEmail ? { confirmEmail: pending.body.confirmEmail } : {}
  if (isApprovalMethod(cancelled)) {
    return { ok: false, action: 'cancelled', message: cancelledMessage(cancelled), ...typed }
  }
  if (!approval || !pending) return { ok: false, action: 'declined', message: APPROVAL_LOST }
  const result = await placeOrder({
    token: basketToken,
    idempotencyKey: pending.idempotencyKey,
    body: {
      ...pending.body,
      payment: { method: paymentMethodOf(pending.method), paymentToken: approval },
    },
  })
  if (result.ok && result.data) {
    return { ok: true, confirmationPath: result.data.data.confirmationPath }
  }
  const action = orderFailureAction(result.status, result.message)
  // A refused approval is spent: the next Place order opens a new one.
  if (action !== 'retry') sessionStorage.removeItem(storageKey(basketToken))
  return { ok: false, action, message: result.message ?? 'Payment failed.', ...typed }
}

/** Runs the return once on load; `busy` while the order is being placed. */
export function useApprovalReturn(
  basketToken: string,
  onOutcome: (outcome: ReturnOutcome) => void,
) {
  const [busy, setBusy] = useState(false)
  const ran = useRef(false)
  useEffect(() => {
    if (ran.current) return
    ran.current = true
    const params = new URLSearchParams(window.location.search)
    if (!isReturn(params)) return
    setBusy(true)
    void returnFromApproval(basketToken).then((outcome) => {
      if (!outcome) return setBusy(false)
      // On success the page moves on: stay busy until it does.
      if (!outcome.ok) setBusy(false)
      onOutcome(outcome)
    })
    // Once per page load, whatever re-renders follow.
  }, [])
  return { busy }
}
