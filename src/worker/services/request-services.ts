import type { Brand } from '../../shared/config/brands'
import type { Env } from '../env'
import { sessionDatabase, type D1SessionStart } from '../storage/d1-session'
import { AccountDeletionService } from './accounts/account-deletion-service'
import { AccountService } from './accounts/account-service'
import { ExpressBuyTokenService } from './accounts/express-buy-token-service'
import { PasswordService } from './accounts/password-service'
import { ProfileService } from './accounts/profile-service'
import { RegistrationService } from './accounts/registration-service'
import { SocialLoginService, socialLoginConfig } from './accounts/social-login-service'
import { SubscriptionService } from './accounts/subscription-service'
import { addressLookupFor } from './addresses/address-lookup-selection'
import { AddressService } from './addresses/address-service'
import { AdminCustomerService } from './accounts/admin/admin-customer-service'
import { AdminDealMediaService } from './catalog/admin/admin-deal-media'
import { AdminDealService } from './catalog/admin/admin-deal-service'
import { AdminGiftCardService } from './giftcards/admin/admin-giftcard-service'
import { AdminPromotionService } from './promotions/admin/admin-promotion-service'
import { AdminReturnService } from './refunds/admin/admin-return-service'
import { ReturnLegService } from './refunds/admin/return-leg-service'
import { AvailabilityService } from './availability/availability-service'
import { BasketService } from './basket/basket-service'
import { CheckoutService } from './checkout/checkout-service'
import { CatalogService } from './catalog/catalog-service'
import { CreditClaimService } from './credit-claims/credit-claim-service'
import { ContentService } from './discovery/content-service'
import { LogService } from './discovery/log-service'
import { MenuService } from './discovery/menu-service'
import { RailsService } from './discovery/rails-service'
import { RecommendationService } from './discovery/recommendation-service'
import { TilesService } from './discovery/tiles-service'
import { TravelFacetsService } from './discovery/travel-facets-service'
import { DealResourceService } from './feeds/deal-resource-service'
import { FeedService, type WaitUntil } from './feeds/feed-service'
import { GiftCardService } from './giftcards/gift-card-service'
import { GiftClaimService } from './giftcards/gift-claim-service'
import { LoyaltyService } from './loyalty/loyalty-service'
import { MerchantArrivalService } from './merchant/merchant-arrivals'
import { MerchantBookingService } from './merchant/merchant-bookings'
import { MerchantReportService } from './merchant/merchant-reports'
import { MerchantVoucherService } from './merchant/merchant-vouchers'
import { OrderAttributionService } from './orders/order-attribution'
import { OrderService } from './orders/order-service'
import { ParcelService } from './parcels/parcel-service'
import { ExpressBuyService } from './payments/express-buy-service'
import { MailEventService } from './email/mail-events/mail-event-service'
import { mailEventsSecret } from './email/mail-events/mail-events-secret'
import { PaymentNotificationService } from './payments/notifications/payment-notification-service'
import { SandboxApprovalService } from './checkout/sandbox-approvals'
import { TokenizerService } from './payments/tokenizer'
import { SandboxThreeDSecure } from './payments/sandbox-three-d-secure'
import { KlarnaSessionService } from './checkout/klarna-sessions'
import { ClearpayCheckoutService } from './checkout/clearpay-checkouts'
import { ReferralService } from './referral/referral-service'
import { AfterSaleService } from './refunds/after-sale-service'
import { RefundService } from './refunds/refund-service'
import { ReviewService } from './reviews/review-service'
import { SearchService } from './search/search-service'
import { StaffService } from './staff/staff-service'
import { BackInStockService } from './stock/back-in-stock-service'
import { StockService } from './stock/stock-service'
import { insightsSourceFor, metricsFor } from './metrics/metrics-selection'
import { InsightsService } from './tracking/insights-service'
import { TrackingService } from './tracking/tracking-service'
import { VoucherBookingService } from './vouchers/voucher-bookings'
import { VoucherService } from './vouchers/voucher-service'
import { WalletService } from './wallet/wallet-service'
import { WishlistService } from './wishlist/wishlist-service'
import { clock } from '../clock'

/** What a request's services are built from: its bindings, its brand and its waitUntil. */
export interface ServiceContext {
  env: Env
  brand: Brand
  /** Development stand-ins (the fake address lookup) may answer: local-development.ts for the
   * request. Absent means no. */
  localDevelopment?: boolean
  /** Background work that may outlive the response (feed cache writes); absent in a bare app
   * call without an execution context. */
  waitUntil?: WaitUntil
}

interface Built extends ServiceContext {
  db: Env['DB']
}

/** How each service is built from the request's context. */
const FACTORIES = {
  accountDeletion: (c: Built) => new AccountDeletionService(c.db),
  accounts: (c: Built) => new AccountService(c.db),
  addresses: (c: Built) =>
    new AddressService(c.db, addressLookupFor(c.env, c.localDevelopment === true)),
  adminCustomers: (c: Built) => new AdminCustomerService(c.db),
  adminDealMedia: (c: Built) => new AdminDealMediaService(c.db, c.env.FEED_CACHE, c.env.IMAGES),
  adminDeals: (c: Built) => new AdminDealService(c.db, c.env.FEED_CACHE),
  adminGiftCards: (c: Built) => new AdminGiftCardService(c.db),
  adminPromotions: (c: Built) => new AdminPromotionService(c.db),
  adminReturns: (c: Built) => new AdminReturnService(c.env),
  afterSale: (c: Built) => new AfterSaleService(c.env),
  availability: (c: Built) => new AvailabilityService(c.db),
  basket: (c: Built) => new BasketService(c.db),
  backInStock: (c: Built) => new BackInStockService(c.db),
  catalog: (c: Built) => new CatalogService(c.db),
  checkout: (c: Built) => new CheckoutService(c.db),
  content: (c: Built) => new ContentService(c.db),
  creditClaims: (c: Built) => new CreditClaimService(c.db),
  dealResources: (c: Built) => new DealResourceService(c.db),
  expressBuy: (c: Built) => new ExpressBuyService(c.db),
  expressBuyTokens: (c: Built) => new ExpressBuyTokenService(c.db),
  feeds: (c: Built) => new FeedService(c.env, c.waitUntil),
  giftCards: (c: Built) => new GiftCardService(c.db),
  giftClaims: (c: Built) => new GiftClaimService(c.db, c.env.BRAND_HOST_PREFIX),
  insights: (c: Built) => new InsightsService(insightsSourceFor(c.env)),
  logs: (c: Built) => new LogService(c.db),
  loyalty: (c: Built) => new LoyaltyService(c.db),
  mailEvents: (c: Built) => new MailEventService(c.db, mailEventsSecret(c.env)),
  menus: (c: Built) => new MenuService(c.db),
  merchantArrivals: (c: Built) => new MerchantArrivalService(c.db),
  merchantBookings: (c: Built) => new MerchantBookingService(c.db),
  merchantReports: (c: Built) => new MerchantReportService(c.db),
  merchantVouchers: (c: Built) => new MerchantVoucherService(c.db),
  orderAttributions: (c: Built) => new OrderAttributionService(c.db),
  orders: (c: Built) => new OrderService(c.env, c.db),
  parcels: (c: Built) => new ParcelService(c.db),
  passwords: (c: Built) => new PasswordService(c.db),
  paymentNotifications: (c: Built) => new PaymentNotificationService(c.env, c.db),
  profiles: (c: Built) => new ProfileService(c.db, c.brand),
  rails: (c: Built) => new RailsService(c.db),
  recommendations: (c: Built) => new RecommendationService(c.db),
  referrals: (c: Built) => new ReferralService(c.db),
  refunds: (c: Built) => new RefundService(c.env),
  registrations: (c: Built) => new RegistrationService(c.db),
  returnLegs: (c: Built) => new ReturnLegService(c.db),
  reviews: (c: Built) => new ReviewService(c.db),
  sandboxApprovals: (c: Built) => new SandboxApprovalService(c.env, c.db),
  klarnaSessions: (c: Built) => new KlarnaSessionService(c.env, c.db),
  clearpayCheckouts: (c: Built) => new ClearpayCheckoutService(c.env, c.db),
  sandboxThreeDSecure: (c: Built) => new SandboxThreeDSecure(c.db, () => clock.now()),
  search: (c: Built) => new SearchService(c.db),
  socialLogins: (c: Built) => new SocialLoginService(c.db, socialLoginConfig(c.env)),
  staff: (c: Built) => new StaffService(c.db),
  stock: (c: Built) => new StockService(c.db),
  subscriptions: (c: Built) => new SubscriptionService(c.db, c.brand),
  tiles: (c: Built) => new TilesService(c.db),
  tokenizer: (c: Built) => new TokenizerService(c.db),
  tracking: (c: Built) => new TrackingService(c.db, metricsFor(c.env)),
  travelFacets: (c: Built) => new TravelFacetsService(c.db),
  voucherBookings: (c: Built) => new VoucherBookingService(c.db),
  vouchers: (c: Built) => new VoucherService(c.db),
  wallet: (c: Built) => new WalletService(c.db),
  wishlist: (c: Built) => new WishlistService(c.db),
}

/** The request's services, built once per request from one context (Hydrogen's
 * `createHydrogenRouterContext` is the model): routes and pages read `c.var.services.catalog`
 * instead of constructing services over the bindings themselves. Each is built on first use and
 * kept for the rest of the request. */
export type RequestServices = {
  readonly [K in keyof typeof FACTORIES]: ReturnType<(typeof FACTORIES)[K]>
}

const CONTEXT = Symbol('service context')

/** The lazy getters live on one prototype, defined once at start-up: a request only creates
 * an object holding its context, however many services the worker has. */
const PROTOTYPE: object = {}
for (const [name, make] of Object.entries(FACTORIES) as [string, (c: Built) => unknown][]) {
  Object.defineProperty(PROTOTYPE, name, {
    enumerable: true,
    get(this: { [CONTEXT]: Built }) {
      const service = make(this[CONTEXT])
      Object.defineProperty(this, name, { value: service, enumerable: true })
      return service
    },
  })
}

export function createRequestServices({
  env,
  brand,
  waitUntil,
  localDevelopment,
}: ServiceContext): RequestServices {
  const services = Object.create(PROTOTYPE) as { [CONTEXT]: Built }
  services[CONTEXT] = { env, brand, waitUntil, localDevelopment, db: env.DB }
  return services as unknown as RequestServices
}

/** The request's bindings with D1 read through one session started at `start` (opened on the
 * first query), and the bookmark that session reaches. The request-services middleware decides
 * `start` (http/d1-consistency.ts) and puts these bindings on `c.env`, so services, routes and
 * the session all read the same way. */
export function requestDatabase(
  env: Env,
  start: D1SessionStart,
): { env: Env; bookmark: () => string | null } {
  const { db, bookmark } = sessionDatabase(env.DB, start)
  return { env: { ...env, DB: db }, bookmark }
}
