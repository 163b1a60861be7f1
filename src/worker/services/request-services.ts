import type { Brand } from '../../shared/config/brands'
import type { Env } from '../env'
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
import { MerchantBookingService } from './merchant/merchant-bookings'
import { MerchantReportService } from './merchant/merchant-reports'
import { MerchantVoucherService } from './merchant/merchant-vouchers'
import { OrderAttributionService } from './orders/order-attribution'
import { OrderService } from './orders/order-service'
import { ParcelService } from './parcels/parcel-service'
import { ExpressBuyService } from './payments/express-buy-service'
import { SandboxApprovalService } from './checkout/sandbox-approvals'
import { TokenizerService } from './payments/tokenizer'
import { ReferralService } from './referral/referral-service'
import { AfterSaleService } from './refunds/after-sale-service'
import { RefundService } from './refunds/refund-service'
import { ReviewService } from './reviews/review-service'
import { SearchService } from './search/search-service'
import { StaffService } from './staff/staff-service'
import { StockService } from './stock/stock-service'
import { InsightsService } from './tracking/insights-service'
import { TrackingService } from './tracking/tracking-service'
import { VoucherBookingService } from './vouchers/voucher-bookings'
import { VoucherService } from './vouchers/voucher-service'
import { WalletService } from './wallet/wallet-service'
import { WishlistService } from './wishlist/wishlist-service'

/** What a request's services are built from: its bindings, its brand and its waitUntil. */
export interface ServiceContext {
  env: Env
  brand: Brand
  /** Background work that may outlive the response (feed cache writes); absent in a bare app
   * call without an execution context. */
  waitUntil?: WaitUntil
}

/** Each getter builds its service on first use and keeps it for the rest of the request. */
function lazily<T extends Record<string, () => unknown>>(
  factories: T,
): { readonly [K in keyof T]: ReturnType<T[K]> } {
  const services = {}
  for (const [name, make] of Object.entries(factories)) {
    Object.defineProperty(services, name, {
      configurable: true,
      enumerable: true,
      get() {
        const service = make()
        Object.defineProperty(services, name, { value: service, enumerable: true })
        return service
      },
    })
  }
  return services as { readonly [K in keyof T]: ReturnType<T[K]> }
}

/** The request's services, built once per request from one context (issue 17; Hydrogen's
 * `createHydrogenRouterContext` is the model): routes and pages read `c.var.services.catalog`
 * instead of constructing services over the bindings themselves. */
export function createRequestServices({ env, brand, waitUntil }: ServiceContext) {
  const db = env.DB
  return lazily({
    accountDeletion: () => new AccountDeletionService(db),
    accounts: () => new AccountService(db),
    addresses: () => new AddressService(db, addressLookupFor(env)),
    adminCustomers: () => new AdminCustomerService(db),
    adminDealMedia: () => new AdminDealMediaService(db, env.FEED_CACHE, env.IMAGES),
    adminDeals: () => new AdminDealService(db, env.FEED_CACHE),
    adminGiftCards: () => new AdminGiftCardService(db),
    adminPromotions: () => new AdminPromotionService(db),
    adminReturns: () => new AdminReturnService(env),
    afterSale: () => new AfterSaleService(env),
    availability: () => new AvailabilityService(db),
    basket: () => new BasketService(db),
    catalog: () => new CatalogService(db),
    checkout: () => new CheckoutService(db),
    content: () => new ContentService(db),
    creditClaims: () => new CreditClaimService(db),
    dealResources: () => new DealResourceService(db),
    expressBuy: () => new ExpressBuyService(db),
    expressBuyTokens: () => new ExpressBuyTokenService(db),
    feeds: () => new FeedService(env, waitUntil),
    giftCards: () => new GiftCardService(db),
    giftClaims: () => new GiftClaimService(db),
    insights: () => new InsightsService(db),
    logs: () => new LogService(db),
    loyalty: () => new LoyaltyService(db),
    menus: () => new MenuService(db),
    merchantBookings: () => new MerchantBookingService(db),
    merchantReports: () => new MerchantReportService(db),
    merchantVouchers: () => new MerchantVoucherService(db),
    orderAttributions: () => new OrderAttributionService(db),
    orders: () => new OrderService(env, db),
    parcels: () => new ParcelService(db),
    passwords: () => new PasswordService(db),
    profiles: () => new ProfileService(db, brand),
    rails: () => new RailsService(db),
    recommendations: () => new RecommendationService(db),
    referrals: () => new ReferralService(db),
    refunds: () => new RefundService(env),
    registrations: () => new RegistrationService(db),
    returnLegs: () => new ReturnLegService(db),
    reviews: () => new ReviewService(db),
    sandboxApprovals: () => new SandboxApprovalService(env, db),
    search: () => new SearchService(db),
    socialLogins: () => new SocialLoginService(db, socialLoginConfig(env)),
    staff: () => new StaffService(db),
    stock: () => new StockService(db),
    subscriptions: () => new SubscriptionService(db, brand),
    tiles: () => new TilesService(db),
    tokenizer: () => new TokenizerService(db),
    tracking: () => new TrackingService(db),
    travelFacets: () => new TravelFacetsService(db),
    voucherBookings: () => new VoucherBookingService(db),
    vouchers: () => new VoucherService(db),
    wallet: () => new WalletService(db),
    wishlist: () => new WishlistService(db),
  })
}

export type RequestServices = ReturnType<typeof createRequestServices>
