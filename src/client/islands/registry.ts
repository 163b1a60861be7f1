import type { ComponentType } from 'react'

/** Every island the client can hydrate, by the name the server writes in `data-island`, as a
 * loader: each island is its own chunk, fetched only by pages that have it, so a page's JS is
 * React plus its own islands (issue budget: about 83 KB gzip). When each one hydrates is
 * hydrate-on.ts's. */
export const ISLANDS = {
  'header-nav': () => import('./shell/header-islands').then((m) => m.HeaderNav),
  // Hydrates on first use (hydrate-on.ts), so a chunk of its own: most visitors never open it.
  'location-chooser': () =>
    import('../components/header/location-chooser').then((m) => m.LocationChooser),
  'travel-menu': () => import('../components/header/travel-menu').then((m) => m.TravelMenu),
  'search-autocomplete': () =>
    import('./discovery/search-autocomplete').then((m) => m.SearchAutocomplete),
  'filter-panel': () => import('./discovery/listing-islands').then((m) => m.FilterPanel),
  'filter-toggle': () => import('./discovery/listing-islands').then((m) => m.FilterToggle),
  'sort-form': () => import('./discovery/listing-islands').then((m) => m.SortForm),
  // Alone: it hydrates as it comes into view, the other listing islands on first use.
  'load-more': () => import('./discovery/load-more').then((m) => m.LoadMore),
  'record-recently-viewed': () =>
    import('./discovery/record-recently-viewed').then((m) => m.RecordRecentlyViewed),
  'recently-viewed-list': () =>
    import('./discovery/recently-viewed-list').then((m) => m.RecentlyViewedList),
  'deal-product-picker': () => import('./deal/deal-islands').then((m) => m.DealProductPicker),
  'travel-calendar': () => import('./deal/travel-calendar').then((m) => m.TravelCalendar),
  'deal-reviews': () => import('./deal/deal-islands').then((m) => m.DealReviews),
  'deal-social-cue': () => import('./deal/deal-islands').then((m) => m.DealSocialCue),
  'deal-share': () => import('./deal/deal-islands').then((m) => m.DealShare),
  'deal-notify-me': () => import('./deal/deal-notify-me').then((m) => m.DealNotifyMe),
  'rail-buttons': () => import('./discovery/rail-islands').then((m) => m.RailButtons),
  'rail-recently-viewed': () =>
    import('./discovery/rail-islands').then((m) => m.RailRecentlyViewed),
  'rail-buy-again': () => import('./discovery/rail-islands').then((m) => m.RailBuyAgain),
  // The header's islands on every page: one chunk, fetched when idle (shell/header-islands.ts).
  'account-menu': () => import('./shell/header-islands').then((m) => m.AccountMenu),
  'basket-link': () => import('./shell/header-islands').then((m) => m.BasketLink),
  'sign-up-lightbox': () => import('./shell/header-islands').then((m) => m.SignUpLightbox),
  'social-sign-in': () => import('./auth/social-sign-in').then((m) => m.SocialSignIn),
  'auth-login-form': () => import('./account/account-islands').then((m) => m.AuthLoginForm),
  'auth-register-form': () => import('./account/account-islands').then((m) => m.AuthRegisterForm),
  'auth-forgot-form': () => import('./account/account-islands').then((m) => m.AuthForgotForm),
  'auth-new-password-form': () =>
    import('./account/account-islands').then((m) => m.AuthNewPasswordForm),
  'account-profile-form': () =>
    import('./account/account-islands').then((m) => m.AccountProfileForm),
  'account-password-form': () =>
    import('./account/account-islands').then((m) => m.AccountPasswordForm),
  'account-delete-form': () => import('./account/account-islands').then((m) => m.AccountDeleteForm),
  'account-subscriptions-form': () =>
    import('./account/account-islands').then((m) => m.AccountSubscriptionsForm),
  'email-preferences-form': () =>
    import('./account/account-islands').then((m) => m.EmailPreferencesForm),
  'order-addon-list': () => import('./checkout/order-addon-list').then((m) => m.OrderAddonList),
  'refund-form': () => import('./vouchers/refund-form').then((m) => m.RefundForm),
  'deposit-balance': () => import('./vouchers/deposit-balance').then((m) => m.DepositBalance),
  'voucher-booking': () => import('./vouchers/voucher-booking').then((m) => m.VoucherBookingPanel),
  'voucher-offline': () => import('./vouchers/voucher-offline').then((m) => m.VoucherOffline),
  'voucher-print-dialog': () =>
    import('./vouchers/voucher-print-dialog').then((m) => m.VoucherPrintDialog),
  'rewards-club': () => import('./loyalty/rewards-club').then((m) => m.RewardsClub),
  'referral-panel': () => import('./loyalty/referral-panel').then((m) => m.ReferralPanel),
  // Storefront §2 shell extras: small chunks, last in the document (ShellIslands).
  'exit-promotion': () => import('./shell/exit-promotion').then((m) => m.ExitPromotion),
  smartbanner: () => import('./shell/smartbanner').then((m) => m.Smartbanner),
  'review-form': () => import('./deal/review-form').then((m) => m.ReviewForm),
  'checkout-app': () => import('./checkout/checkout-app').then((m) => m.CheckoutApp),
  'checkout-confirmation': () =>
    import('./checkout/checkout-confirmation').then((m) => m.CheckoutConfirmation),
  'vip-join': () => import('./loyalty/vip-join').then((m) => m.VipJoin),
  'vip-rewards': () => import('./loyalty/vip-rewards').then((m) => m.VipRewards),
  'wallet-panel': () => import('./wallet/wallet-panel').then((m) => m.WalletPanel),
  'giftcard-redeem-form': () =>
    import('./wallet/giftcard-redeem-form').then((m) => m.GiftcardRedeemForm),
  'gift-claim-form': () => import('./wallet/gift-claim-form').then((m) => m.GiftClaimForm),
  'credit-claim-status': () =>
    import('./wallet/credit-claim-status').then((m) => m.CreditClaimStatus),
  'staff-login-form': () => import('./backoffice/staff-login-form').then((m) => m.StaffLoginForm),
  'staff-sign-out': () => import('./backoffice/staff-sign-out').then((m) => m.StaffSignOut),
  'merchant-redeem': () => import('./backoffice/merchant-redeem').then((m) => m.MerchantRedeem),
  'merchant-booking-actions': () =>
    import('./backoffice/merchant-booking-actions').then((m) => m.MerchantBookingActions),
  'parcel-actions': () => import('./backoffice/parcel-actions').then((m) => m.ParcelActions),
  'admin-deal-form': () => import('./backoffice/admin-deal-form').then((m) => m.AdminDealForm),
  'admin-deal-extras': () =>
    import('./backoffice/admin-deal-extras').then((m) => m.AdminDealExtras),
  'admin-return-actions': () =>
    import('./backoffice/admin-return-actions').then((m) => m.AdminReturnActions),
  'admin-customer-actions': () =>
    import('./backoffice/admin-customer-actions').then((m) => m.AdminCustomerActions),
  'admin-promotion-form': () =>
    import('./backoffice/admin-promotion-forms').then((m) => m.AdminPromotionForm),
  'admin-promotion-expire': () =>
    import('./backoffice/admin-promotion-forms').then((m) => m.AdminPromotionExpire),
} as const satisfies Record<string, () => Promise<ComponentType<never>>>

export type IslandName = keyof typeof ISLANDS
