import { z } from 'zod'
import { PaymentNotificationResponse } from '../../../../shared/schemas/payment-notification'
import { BraintreeWebhookForm } from '../../../services/payments/notifications/braintree-webhook'
import { ClearpayNotificationBody } from '../../../services/payments/notifications/clearpay-notification'
import { ResendEvent } from '../../../services/email/mail-events/resend-event'
import { MailEventResponse } from '../../../../shared/schemas/mail-event'
import {
  KlarnaNotificationBody,
  KlarnaNotificationQuery,
} from '../../../services/payments/notifications/klarna-notification'
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
} from '../../../../shared/schemas/basket'
import { CheckoutQuery } from '../../../../shared/schemas/checkout'
import {
  CheckoutViewResponse,
  GiftingRequest,
  PromoCodeRequest,
  VipRequest,
  WalletRequest,
} from '../../../../shared/schemas/checkout-view'
import {
  IdempotencyKey,
  OrderDetailsResponse,
  PlaceOrderRequest,
  PlaceOrderResponse,
} from '../../../../shared/schemas/place-order'
import {
  AfterSaleResponse,
  PayBalanceRequest,
  PayBalanceResponse,
  RefundRequest,
  RefundResponse,
  ReturnRequest,
  ReturnResponse,
} from '../../../../shared/schemas/refund'
import {
  VoucherDetailResponse,
  VoucherListQuery,
  VoucherListResponse,
} from '../../../../shared/schemas/voucher'
import {
  BookingRequestBody,
  VoucherBookingResponse,
} from '../../../../shared/schemas/voucher-booking'
import {
  CodeRequest,
  GiftCardIssueResponse,
  GiftCardRedeemResponse,
  GiftClaimResponse,
  WalletQuery,
  WalletResponse,
} from '../../../../shared/schemas/wallet'
import type { RouteContract } from './route-contract'

// The commerce area's route contracts: basket, checkout, orders, vouchers,
// refunds and returns, wallet, gift cards and gifts. Request schemas are the ones the routes
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

const basketRoutes: RouteContract[] = [
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
]

const checkoutEdit = (
  method: 'POST' | 'DELETE',
  path: string,
  body?: z.ZodType,
): RouteContract => ({
  method,
  path,
  actor: 'customer',
  params: token,
  ...(body ? { body } : {}),
  headers: checkoutHeaders,
  response: CheckoutViewResponse,
})

const checkoutRoutes: RouteContract[] = [
  {
    method: 'GET',
    path: '/checkout/:token',
    actor: 'customer',
    params: token,
    query: CheckoutQuery,
    headers: checkoutHeaders,
    response: CheckoutViewResponse,
  },
  checkoutEdit('POST', '/checkout/:token/promocode', PromoCodeRequest),
  checkoutEdit('DELETE', '/checkout/:token/promocode'),
  checkoutEdit('POST', '/checkout/:token/gifting', GiftingRequest),
  checkoutEdit('POST', '/checkout/:token/wallet', WalletRequest),
  checkoutEdit('POST', '/checkout/:token/vip', VipRequest),
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
]

const voucherId = { id: NumericId }

const afterPurchaseRoutes: RouteContract[] = [
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
]

// The providers' notifications: no provider is configured in the tests' own env, so Braintree's
// answer 404 (and its form, sent as JSON here, 400), and Klarna's and Clearpay's name no order
// of ours and are acknowledged as IGNORED without asking anyone.
const notificationRoutes: RouteContract[] = [
  {
    method: 'POST',
    path: '/payments/notifications/braintree',
    actor: 'anonymous',
    body: BraintreeWebhookForm,
    response: PaymentNotificationResponse,
  },
  {
    method: 'GET',
    path: '/payments/notifications/braintree',
    actor: 'anonymous',
    query: z.object({ bt_challenge: z.string().regex(/^[a-f0-9]{20,32}$/) }).strict(),
    response: { contentType: 'text/plain' },
  },
  {
    method: 'POST',
    path: '/payments/notifications/klarna',
    actor: 'anonymous',
    query: KlarnaNotificationQuery.strict(),
    body: KlarnaNotificationBody.strict(),
    response: PaymentNotificationResponse,
  },
  {
    method: 'POST',
    path: '/payments/notifications/clearpay',
    actor: 'anonymous',
    body: ClearpayNotificationBody.strict(),
    response: PaymentNotificationResponse,
  },
  // The mail provider's bounces and complaints: the fuzzer cannot sign, so a body in Resend's
  // shape with Svix's headers must be refused with 401 and the error body, never a 5xx.
  {
    method: 'POST',
    path: '/mail/events',
    actor: 'anonymous',
    body: ResendEvent,
    headers: {
      'svix-id': z.string().regex(/^msg_[A-Za-z0-9]{1,40}$/),
      'svix-timestamp': z.string().regex(/^\d{1,12}$/),
      'svix-signature': z.string().regex(/^v1,[A-Za-z0-9+/]{43}=$/),
    },
    response: MailEventResponse,
  },
]

export const commerceRoutes: RouteContract[] = [
  ...basketRoutes,
  ...checkoutRoutes,
  ...afterPurchaseRoutes,
  ...notificationRoutes,
]
