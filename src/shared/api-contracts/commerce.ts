import { z } from 'zod'
import {
  AddBasketProductRequest,
  BasketQuery,
  CustomerBasketQuery,
  AddonRequest,
  BasketResponse,
  BasketToken,
  CreateBasketRequest,
  LinkBasketRequest,
  PatchBasketProductRequest,
  PutBasketRequest,
  VipStatusRequest,
} from '../schemas/basket'
import { CheckoutQuery } from '../schemas/checkout'
import {
  CheckoutViewResponse,
  GiftingRequest,
  PromoCodeRequest,
  VipRequest,
  WalletRequest,
} from '../schemas/checkout-view'
import {
  IdempotencyKey,
  OrderDetailsResponse,
  PlaceOrderRequest,
  PlaceOrderResponse,
} from '../schemas/place-order'
import {
  AfterSaleResponse,
  PayBalanceRequest,
  PayBalanceResponse,
  RefundRequest,
  RefundResponse,
  ReturnRequest,
  ReturnResponse,
} from '../schemas/refund'
import { VoucherDetailResponse, VoucherListQuery, VoucherListResponse } from '../schemas/voucher'
import { BookingRequestBody, VoucherBookingResponse } from '../schemas/voucher-booking'
import {
  CodeRequest,
  GiftCardIssueResponse,
  GiftCardRedeemResponse,
  GiftClaimResponse,
  WalletQuery,
  WalletResponse,
} from '../schemas/wallet'
import type { RouteContract } from './route-contract'

// The commerce area's route contracts: basket, checkout, orders, vouchers,
// refunds and returns, wallet, gift cards and gifts (the shopper's side). Request schemas are the ones the routes
// validate with; path parameters are what the routes accept (anything else is their 404).

const token = { token: BasketToken }
const NumericId = z.string().regex(/^[1-9]\d{0,14}$/)
/** Basket line ids are UUIDs; a line is also found by its product id (§7). */
const LineId = z.union([z.uuid(), NumericId])
/** §7: the checkout call names the browser's alternative payment methods. */
const AltPaymentMethods = z.enum(['apple_pay', 'google_pay', 'apple_pay, google_pay', 'legacy'])
const checkoutHeaders = { 'alt-payment-methods': AltPaymentMethods }

/** A 204: the runner checks that its body is empty. */
const NoContent = z.undefined()

const basketRoutes = [
  {
    method: 'POST',
    path: '/basket',
    actor: 'customer',
    body: CreateBasketRequest,
    response: BasketResponse,
  },
  {
    method: 'GET',
    path: '/basket',
    actor: 'customer',
    query: CustomerBasketQuery,
    response: BasketResponse,
  },
  {
    method: 'GET',
    path: '/basket/:token',
    actor: 'customer',
    params: token,
    query: BasketQuery,
    response: BasketResponse,
  },
  {
    method: 'PUT',
    path: '/basket/:token',
    actor: 'customer',
    params: token,
    body: PutBasketRequest,
    response: BasketResponse,
  },
  {
    method: 'PATCH',
    path: '/basket/:token',
    actor: 'customer',
    params: token,
    body: LinkBasketRequest,
    response: BasketResponse,
  },
  {
    method: 'POST',
    path: '/basket/:token/product',
    actor: 'customer',
    params: token,
    body: AddBasketProductRequest,
    response: BasketResponse,
  },
  {
    method: 'PATCH',
    path: '/basket/:token/product/:id',
    actor: 'customer',
    params: { ...token, id: LineId },
    body: PatchBasketProductRequest,
    response: BasketResponse,
  },
  {
    method: 'DELETE',
    path: '/basket/:token/product/:productId',
    actor: 'customer',
    params: { ...token, productId: LineId },
    response: BasketResponse,
  },
  {
    method: 'POST',
    path: '/basket/:token/addon',
    actor: 'customer',
    params: token,
    body: AddonRequest,
    response: BasketResponse,
  },
  {
    method: 'POST',
    path: '/basket/:token/vip-status',
    actor: 'customer',
    params: token,
    body: VipStatusRequest,
    response: BasketResponse,
  },
  {
    method: 'POST',
    path: '/basket/:token/basketabandon',
    actor: 'customer',
    params: token,
    response: NoContent,
  },
] as const satisfies readonly RouteContract[]

/** What every checkout edit shares: it answers the checkout view with the payment methods. */
const checkoutEdit = {
  actor: 'customer',
  params: token,
  headers: checkoutHeaders,
  response: CheckoutViewResponse,
} as const

const checkoutRoutes = [
  {
    method: 'GET',
    path: '/checkout/:token',
    actor: 'customer',
    params: token,
    query: CheckoutQuery,
    headers: checkoutHeaders,
    response: CheckoutViewResponse,
  },
  { method: 'POST', path: '/checkout/:token/promocode', ...checkoutEdit, body: PromoCodeRequest },
  { method: 'DELETE', path: '/checkout/:token/promocode', ...checkoutEdit },
  { method: 'POST', path: '/checkout/:token/gifting', ...checkoutEdit, body: GiftingRequest },
  { method: 'POST', path: '/checkout/:token/wallet', ...checkoutEdit, body: WalletRequest },
  { method: 'POST', path: '/checkout/:token/vip', ...checkoutEdit, body: VipRequest },
  {
    method: 'POST',
    path: '/checkout/:token/order',
    actor: 'customer',
    params: token,
    body: PlaceOrderRequest,
    headers: { 'idempotency-key': IdempotencyKey },
    response: PlaceOrderResponse,
  },
  {
    method: 'GET',
    path: '/orders/:id',
    actor: 'customer',
    params: { id: NumericId },
    response: OrderDetailsResponse,
  },
] as const satisfies readonly RouteContract[]

const voucherId = { id: NumericId }

const afterPurchaseRoutes = [
  {
    method: 'GET',
    path: '/vouchers/sw.js',
    actor: 'anonymous',
    response: { contentType: 'text/javascript' },
  },
  {
    method: 'GET',
    path: '/vouchers',
    actor: 'customer',
    query: VoucherListQuery,
    response: VoucherListResponse,
  },
  {
    method: 'GET',
    path: '/vouchers/:id',
    actor: 'customer',
    params: voucherId,
    response: VoucherDetailResponse,
  },
  {
    method: 'GET',
    path: '/vouchers/:id/after-sale',
    actor: 'customer',
    params: voucherId,
    response: AfterSaleResponse,
  },
  {
    method: 'POST',
    path: '/vouchers/:id/pay-balance',
    actor: 'customer',
    params: voucherId,
    body: PayBalanceRequest,
    response: PayBalanceResponse,
  },
  {
    method: 'GET',
    path: '/vouchers/:id/booking',
    actor: 'customer',
    params: voucherId,
    response: VoucherBookingResponse,
  },
  {
    method: 'POST',
    path: '/vouchers/:id/booking-request',
    actor: 'customer',
    params: voucherId,
    body: BookingRequestBody,
    response: VoucherBookingResponse,
  },
  {
    method: 'POST',
    path: '/vouchers/:id/booking-request/accept',
    actor: 'customer',
    params: voucherId,
    response: VoucherBookingResponse,
  },
  {
    method: 'POST',
    path: '/refunds',
    actor: 'customer',
    body: RefundRequest,
    response: RefundResponse,
  },
  {
    method: 'POST',
    path: '/returns',
    actor: 'customer',
    body: ReturnRequest,
    response: ReturnResponse,
  },
  {
    method: 'GET',
    path: '/wallet',
    actor: 'customer',
    query: z.object({ page: WalletQuery.shape.page.optional() }).strict(),
    response: WalletResponse,
  },
  {
    method: 'POST',
    path: '/giftcards/redeem',
    actor: 'customer',
    body: CodeRequest,
    response: GiftCardRedeemResponse,
  },
  {
    method: 'POST',
    path: '/giftcards/dev-issue',
    actor: 'anonymous',
    response: GiftCardIssueResponse,
  },
  {
    method: 'POST',
    path: '/gifts/claim',
    actor: 'customer',
    body: CodeRequest,
    response: GiftClaimResponse,
  },
] as const satisfies readonly RouteContract[]

/** The routes a shopper's browser calls (the providers' notifications are declared worker-side,
 * in routes/api/contracts/notifications.ts: their schemas live with the services). */
export const commerceRoutes = [
  ...basketRoutes,
  ...checkoutRoutes,
  ...afterPurchaseRoutes,
] as const satisfies readonly RouteContract[]
