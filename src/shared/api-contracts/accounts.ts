import { z } from 'zod'
import {
  AuthenticatedResponse,
  ExpressBuyTokenRequest,
  ExpressBuyTokenResponse,
  ExpressRegisterRequest,
  LoginFirstStepRequest,
  LoginFirstStepResponse,
  LoginRequest,
  PasswordChangeRequest,
  PasswordResetRequest,
  PasswordResetRequestResponse,
  PasswordTokenRequest,
  PasswordUpdatedResponse,
  RegisterRequest,
  RegisterResponse,
  SessionResponse,
  SubscriptionDetailsRequest,
  SubscriptionDetailsResponse,
} from '../schemas/account'
import {
  AddressLookupQuery,
  AddressLookupResponse,
  AddressResolveQuery,
  AddressResolveResponse,
  AddressSuggestionsResponse,
  AddressSuggestQuery,
} from '../schemas/address'
import { LoyaltyExchangeResponse, LoyaltySummaryResponse } from '../schemas/loyalty'
import { IdempotencyKey } from '../schemas/place-order'
import {
  AccountDeletionRequest,
  AccountDeletionResponse,
  AccountStatusResponse,
  EligibleLocationResponse,
  EmailVerifyResponse,
  ProfileOriginResponse,
  ProfileResponse,
  ProfileUpdate,
  RafStatusResponse,
  ValidityResponse,
} from '../schemas/profile'
import { ReferralShareRequest, ReferralSummaryResponse } from '../schemas/referral'
import {
  FacebookAuthenticateRequest,
  GoogleSignInRequest,
  SocialSignInResponse,
} from '../schemas/social-login'
import {
  OwnSubscriptionUpdate,
  PreferencesUpdate,
  SubscribeRequest,
  SubscribeResponse,
  SubscriptionResponse,
  UnsubscribeRequest,
} from '../schemas/subscription'
import {
  VipCancelRequest,
  VipCancelResponse,
  VipMembershipResponse,
  VipSubscribeRequest,
  VipSubscribeResponse,
} from '../schemas/vip'
import { CreditClaimRequest, CreditClaimResponse } from '../schemas/wallet'
import {
  WishlistFlagResponse,
  WishlistFlagsResponse,
  WishlistPatchRequest,
  WishlistQuery,
  WishlistResponse,
} from '../schemas/wishlist'
import type { RouteContract } from './route-contract'

// The accounts area's route contracts: /customer/*, /subscriptions*,
// /wishlist*, /vip/*, /addresses and /credit-claims. Bodies and queries are the schemas the
// routes parse with; path parameters are the formats the routes accept (wishlist.ts, loyalty.ts).

/** A deal id as wishlist.ts reads it: digits of a positive safe integer. */
const DealIdParam = z.string().regex(/^[1-9]\d{0,8}$/)
/** A wishlist id: hex, as the cookie and the list's own id (wishlist-cookie.ts). */
const WishlistIdParam = z.string().regex(/^[0-9a-f]{16,64}$/)
/** Points to exchange: loyalty.ts reads 1–9 digits; anything else is §5's range message. */
const PointsParam = z.string().regex(/^\d{1,5}$/)

/** A token passed in the query (§7 `?ct=`), the cookie's own when absent. */
const CustomerTokenQuery = z
  .object({ ct: z.string().max(200) })
  .partial()
  .strict()
const EmailQuery = z.object({ email: z.string().min(1).max(320) }).strict()
const SubscriptionTokenQuery = z.object({ token: z.string().max(200) }).strict()

/** 204 No Content: the runner accepts a 204 only with an empty body; any JSON would fail. */
const NoContent = z.never()

export const accountsRoutes = [
  // Registration, sign-in and the session (accounts.ts, account-registration.ts, social-login.ts).
  {
    method: 'POST',
    path: '/customer/register',
    actor: 'anonymous',
    body: RegisterRequest,
    response: RegisterResponse,
  },
  {
    method: 'POST',
    path: '/customer/express-register',
    actor: 'anonymous',
    body: ExpressRegisterRequest,
    response: AuthenticatedResponse,
  },
  {
    method: 'POST',
    path: '/customer/paypal-register',
    actor: 'anonymous',
    body: ExpressRegisterRequest,
    response: AuthenticatedResponse,
  },
  {
    method: 'POST',
    path: '/customer/login/first-step',
    actor: 'anonymous',
    body: LoginFirstStepRequest,
    response: LoginFirstStepResponse,
  },
  {
    method: 'POST',
    path: '/customer/login',
    actor: 'anonymous',
    body: LoginRequest,
    response: AuthenticatedResponse,
  },
  {
    method: 'POST',
    path: '/customer/session/pre-step',
    actor: 'customer',
    response: AuthenticatedResponse,
  },
  { method: 'POST', path: '/customer/logout', actor: 'customer', response: NoContent },
  { method: 'GET', path: '/customer/session', actor: 'customer', response: SessionResponse },
  {
    method: 'POST',
    path: '/customer/subscription-details',
    actor: 'anonymous',
    body: SubscriptionDetailsRequest,
    response: SubscriptionDetailsResponse,
  },
  {
    method: 'POST',
    path: '/customer/express-buy-token',
    actor: 'anonymous',
    body: ExpressBuyTokenRequest,
    response: ExpressBuyTokenResponse,
  },
  {
    method: 'POST',
    path: '/customer/google/register',
    actor: 'anonymous',
    body: GoogleSignInRequest,
    response: SocialSignInResponse,
  },
  {
    method: 'POST',
    path: '/customer/google/login',
    actor: 'anonymous',
    body: GoogleSignInRequest,
    response: SocialSignInResponse,
  },
  {
    method: 'POST',
    path: '/customer/facebook/authenticate',
    actor: 'anonymous',
    body: FacebookAuthenticateRequest,
    response: SocialSignInResponse,
  },

  // Passwords (account-passwords.ts).
  {
    method: 'POST',
    path: '/customer/password-reset',
    actor: 'anonymous',
    body: PasswordResetRequest,
    response: PasswordResetRequestResponse,
  },
  {
    method: 'POST',
    path: '/customer/password_reset',
    actor: 'anonymous',
    body: PasswordTokenRequest,
    response: PasswordUpdatedResponse,
  },
  {
    method: 'POST',
    path: '/customer/password_activate',
    actor: 'anonymous',
    body: PasswordTokenRequest,
    response: PasswordUpdatedResponse,
  },
  {
    method: 'PATCH',
    path: '/customer/password',
    actor: 'customer',
    body: PasswordChangeRequest,
    response: PasswordUpdatedResponse,
  },

  // Profile, token checks, subscriptions and deletion (profile.ts).
  { method: 'GET', path: '/customer/profile', actor: 'customer', response: ProfileResponse },
  {
    method: 'PUT',
    path: '/customer/profile',
    actor: 'customer',
    body: ProfileUpdate,
    response: ProfileResponse,
  },
  {
    method: 'GET',
    path: '/customer/profile/origin',
    actor: 'customer',
    response: ProfileOriginResponse,
  },
  { method: 'GET', path: '/customer/raf-status', actor: 'customer', response: RafStatusResponse },
  {
    method: 'GET',
    path: '/customer/validity',
    actor: 'customer',
    query: CustomerTokenQuery,
    response: ValidityResponse,
  },
  {
    method: 'GET',
    path: '/customer/eligible-locations',
    actor: 'customer',
    query: CustomerTokenQuery,
    response: EligibleLocationResponse,
  },
  {
    method: 'GET',
    path: '/customer/email-verify',
    actor: 'anonymous',
    query: EmailQuery,
    response: EmailVerifyResponse,
  },
  {
    method: 'GET',
    path: '/customer/subscriptions',
    actor: 'customer',
    response: SubscriptionResponse,
  },
  {
    method: 'PUT',
    path: '/customer/subscriptions',
    actor: 'customer',
    body: OwnSubscriptionUpdate,
    response: SubscriptionResponse,
  },
  {
    method: 'POST',
    path: '/subscriptions',
    actor: 'anonymous',
    body: SubscribeRequest,
    response: SubscribeResponse,
  },
  {
    method: 'GET',
    path: '/subscriptions/preferences',
    actor: 'anonymous',
    query: SubscriptionTokenQuery,
    response: SubscriptionResponse,
  },
  {
    method: 'PUT',
    path: '/subscriptions/preferences',
    actor: 'anonymous',
    body: PreferencesUpdate,
    response: SubscriptionResponse,
  },
  {
    method: 'POST',
    path: '/subscriptions/unsubscribe',
    actor: 'anonymous',
    body: UnsubscribeRequest,
    response: SubscriptionResponse,
  },
  {
    method: 'DELETE',
    path: '/customer',
    actor: 'customer',
    body: AccountDeletionRequest,
    response: AccountDeletionResponse,
  },
  {
    method: 'POST',
    path: '/customer/anonymize',
    actor: 'customer',
    body: AccountDeletionRequest,
    response: AccountDeletionResponse,
  },
  {
    method: 'GET',
    path: '/customer/account-status',
    actor: 'customer',
    response: AccountStatusResponse,
  },

  // Loyalty club and refer a friend (loyalty.ts, referral.ts).
  { method: 'GET', path: '/customer/loyalty', actor: 'customer', response: LoyaltySummaryResponse },
  {
    method: 'POST',
    path: '/customer/loyalty/exchange/:points',
    actor: 'customer',
    params: { points: PointsParam },
    headers: { 'idempotency-key': IdempotencyKey },
    response: LoyaltyExchangeResponse,
  },
  {
    method: 'GET',
    path: '/customer/referral',
    actor: 'customer',
    response: ReferralSummaryResponse,
  },
  {
    method: 'POST',
    path: '/customer/referral/share',
    actor: 'customer',
    body: ReferralShareRequest,
    response: NoContent,
  },

  // Wishlist (wishlist.ts): the customer's own list; anonymous lists are the cookie's.
  {
    method: 'GET',
    path: '/wishlist',
    actor: 'customer',
    query: WishlistQuery,
    response: WishlistResponse,
  },
  { method: 'GET', path: '/wishlist/flags', actor: 'customer', response: WishlistFlagsResponse },
  {
    method: 'GET',
    path: '/wishlist/deal/:dealId',
    actor: 'customer',
    params: { dealId: DealIdParam },
    response: WishlistFlagResponse,
  },
  {
    method: 'GET',
    path: '/wishlist/:id',
    actor: 'customer',
    params: { id: WishlistIdParam },
    query: WishlistQuery.omit({ customerToken: true }),
    response: WishlistResponse,
  },
  {
    method: 'POST',
    path: '/wishlist/deal/:dealId',
    actor: 'customer',
    params: { dealId: DealIdParam },
    response: WishlistFlagsResponse,
  },
  {
    method: 'POST',
    path: '/wishlist/:id/deal/:dealId',
    actor: 'customer',
    params: { id: WishlistIdParam, dealId: DealIdParam },
    response: WishlistFlagsResponse,
  },
  {
    method: 'DELETE',
    path: '/wishlist/:id/deal/all',
    actor: 'customer',
    params: { id: WishlistIdParam },
    response: WishlistFlagsResponse,
  },
  {
    method: 'DELETE',
    path: '/wishlist/:id/deal/:dealId',
    actor: 'customer',
    params: { id: WishlistIdParam, dealId: DealIdParam },
    response: WishlistFlagsResponse,
  },
  {
    method: 'PATCH',
    path: '/wishlist/:id',
    actor: 'customer',
    params: { id: WishlistIdParam },
    body: WishlistPatchRequest,
    response: WishlistResponse,
  },

  // VIP membership (vip.ts).
  { method: 'GET', path: '/vip/membership', actor: 'customer', response: VipMembershipResponse },
  {
    method: 'POST',
    path: '/vip/subscribe',
    actor: 'customer',
    body: VipSubscribeRequest,
    response: VipSubscribeResponse,
  },
  {
    method: 'POST',
    path: '/vip/cancel',
    actor: 'customer',
    body: VipCancelRequest,
    response: VipCancelResponse,
  },

  // Postcode lookup and campaign credit (addresses.ts, credit-claims.ts).
  {
    method: 'GET',
    path: '/addresses',
    actor: 'anonymous',
    query: AddressLookupQuery,
    response: AddressLookupResponse,
  },
  {
    method: 'GET',
    path: '/addresses/autocomplete',
    actor: 'anonymous',
    query: AddressSuggestQuery,
    response: AddressSuggestionsResponse,
  },
  {
    method: 'GET',
    path: '/addresses/format',
    actor: 'anonymous',
    query: AddressResolveQuery,
    response: AddressResolveResponse,
  },
  {
    method: 'POST',
    path: '/credit-claims',
    actor: 'customer',
    body: CreditClaimRequest,
    response: CreditClaimResponse,
  },
] as const satisfies readonly RouteContract[]
