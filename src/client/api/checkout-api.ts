import type { CheckoutView, GiftingRequest } from '../../shared/schemas/checkout-view'
import type {
  OrderDetailsResponse,
  PlaceOrderRequest,
  PlaceOrderResponse,
} from '../../shared/schemas/place-order'
import type { SubscriptionDetailsResponse } from '../../shared/schemas/account'
import type { AddressLookupResponse } from '../../shared/schemas/address'
import type { Basket } from '../../shared/schemas/basket'
import { announceBasket } from './basket-count'
import type {
  OpenApprovalRequest,
  OpenApprovalResponse,
} from '../../shared/schemas/sandbox-approval'
import { walletHeaders } from './browser-wallets'
import { callRoute } from './typed-call'
import type { ApiResult } from './account-api'

// The checkout page's calls. Types come from the shared zod schemas; the island does not parse
// with zod at run time (it would double the checkout chunk), the worker validates every body.

export type CheckoutResult = ApiResult<{ data: CheckoutView }>

// A checkout call's answer carries the payment methods on offer: each says which wallets the
// browser has (browser-wallets.ts).

/** GET checkout/{token} with §7's cache-busters: timestamp, and timerElapsed once the countdown
 * has run out. */
export const fetchCheckout = (token: string, timerElapsed = false): Promise<CheckoutResult> =>
  callRoute('GET /checkout/:token', {
    params: { token },
    query: {
      timestamp: String(Date.now()),
      ...(timerElapsed ? { timerElapsed: 'true' as const } : {}),
    },
    headers: walletHeaders(),
  })

export const applyPromoCode = (token: string, code: string): Promise<CheckoutResult> =>
  callRoute('POST /checkout/:token/promocode', {
    params: { token },
    body: { code },
    headers: walletHeaders(),
  })

export const removePromoCode = (token: string): Promise<CheckoutResult> =>
  callRoute('DELETE /checkout/:token/promocode', { params: { token }, headers: walletHeaders() })

export const setGifting = (token: string, body: GiftingRequest): Promise<CheckoutResult> =>
  callRoute('POST /checkout/:token/gifting', { params: { token }, body, headers: walletHeaders() })

export const setWalletCredit = (token: string, use: boolean): Promise<CheckoutResult> =>
  callRoute('POST /checkout/:token/wallet', {
    params: { token },
    body: { use },
    headers: walletHeaders(),
  })

/** POST checkout/{token}/vip: adds or removes 'VIP membership 4.99 a year' (signed in only). */
export const setVipMembership = (token: string, add: boolean): Promise<CheckoutResult> =>
  callRoute('POST /checkout/:token/vip', {
    params: { token },
    body: { add },
    headers: walletHeaders(),
  })

/** GET addresses?postcode=: 400 for a malformed code, 404 for one not known (then the shopper
 * types the address). */
export const lookupAddresses = (postcode: string): Promise<ApiResult<AddressLookupResponse>> =>
  callRoute('GET /addresses', { query: { postcode } })

// A line edit answers the basket: the header's count follows it without a reload.
const announced = <T extends ApiResult<{ data: Basket }>>(result: T): T => {
  if (result.ok) announceBasket(result.data?.data?.products)
  return result
}

/** A line's quantity; 0 removes it (basket PATCH …/product/{id}). */
export const setLineQuantity = async (token: string, lineId: string, quantity: number) =>
  announced(
    await callRoute('PATCH /basket/:token/product/:id', {
      params: { token, id: lineId },
      body: { quantity },
    }),
  )

export const removeLine = async (token: string, lineId: string) =>
  announced(
    await callRoute('DELETE /basket/:token/product/:productId', {
      params: { token, productId: lineId },
    }),
  )

export const subscriptionDetails = (
  email: string,
): Promise<ApiResult<SubscriptionDetailsResponse>> =>
  callRoute('POST /customer/subscription-details', {
    body: { requestSubscriptionDetails: { email } },
  })

export const expressRegister = (email: string, firstName: string, lastName?: string) =>
  callRoute('POST /customer/express-register', {
    body: {
      requestRegistration: { email, firstName, ...(lastName ? { lastName } : {}) },
      // The express step shows the consent line by its Continue button.
      emailConsent: true,
    },
  })

export interface OrderAttempt {
  token: string
  /** One per payment attempt; the same key again for a retry of the same attempt. */
  idempotencyKey: string
  body: PlaceOrderRequest
}

/** POST checkout/{token}/order with the attempt's Idempotency-Key. */
export const placeOrder = ({
  token,
  idempotencyKey,
  body,
}: OrderAttempt): Promise<ApiResult<PlaceOrderResponse>> =>
  callRoute('POST /checkout/:token/order', {
    params: { token },
    body,
    headers: { 'idempotency-key': idempotencyKey },
  })

export const fetchOrder = (orderId: string): Promise<ApiResult<OrderDetailsResponse>> =>
  callRoute('GET /orders/:id', { params: { id: orderId } })

/** POST payments/approvals: opens the sandbox's approval of an alternative method for what the
 * basket asks now; the page then goes to the answer's approvalPath. */
export const openPaymentApproval = (
  body: OpenApprovalRequest,
): Promise<ApiResult<OpenApprovalResponse>> =>
  callRoute('POST /payments/approvals', { body, headers: walletHeaders() })
