import type { ComponentType } from 'react'
import { AccountMenu } from '../components/header/account-menu'
import { BasketLink } from '../components/header/basket-link'
import { HeaderNav } from '../components/header/header-nav'
import { LocationChooser } from '../components/header/location-chooser'
import { SignUpLightbox } from './sign-up-lightbox'

/** Every island the client can hydrate, by the name the server writes in `data-island`, as a
 * loader: each island is its own chunk, fetched only by pages that have it, so a page's JS is
 * React plus its own islands (issue budget: about 83 KB gzip). The header menu is on every
 * page, so it ships in the entry instead of costing a second round trip. */
export const ISLANDS = {
  'header-nav': async () => HeaderNav,
  'travel-menu': () => import('../components/header/travel-menu').then((m) => m.TravelMenu),
  'search-autocomplete': () => import('./search-autocomplete').then((m) => m.SearchAutocomplete),
  'filter-panel': () => import('./filter-panel').then((m) => m.FilterPanel),
  'filter-toggle': () => import('./filter-toggle').then((m) => m.FilterToggle),
  'sort-form': () => import('./sort-form').then((m) => m.SortForm),
  'load-more': () => import('./load-more').then((m) => m.LoadMore),
  'record-recently-viewed': () =>
    import('./record-recently-viewed').then((m) => m.RecordRecentlyViewed),
  'recently-viewed-list': () => import('./recently-viewed-list').then((m) => m.RecentlyViewedList),
  'deal-product-picker': () => import('./deal-product-picker').then((m) => m.DealProductPicker),
  'travel-calendar': () => import('./travel-calendar').then((m) => m.TravelCalendar),
  'deal-reviews': () => import('./deal-reviews').then((m) => m.DealReviews),
  'deal-social-cue': () => import('./deal-social-cue').then((m) => m.DealSocialCue),
  'deal-share': () => import('./deal-share').then((m) => m.DealShare),
  'deal-notify-me': () => import('./deal-notify-me').then((m) => m.DealNotifyMe),
  'rail-buttons': () => import('./rail-buttons').then((m) => m.RailButtons),
  'rail-recently-viewed': () => import('./rail-recently-viewed').then((m) => m.RailRecentlyViewed),
  'rail-buy-again': () => import('./rail-buy-again').then((m) => m.RailBuyAgain),
  // In the entry like the header menu: on nearly every page, and small. As chunks of their own
  // they queued ahead of the page's islands on HTTP/1.1 and delayed their hydration.
  'account-menu': async () => AccountMenu,
  'location-chooser': async () => LocationChooser,
  'basket-link': async () => BasketLink,
  'sign-up-lightbox': async () => SignUpLightbox,
  'social-sign-in': () => import('./social-sign-in').then((m) => m.SocialSignIn),
  'auth-login-form': () => import('./account-islands').then((m) => m.AuthLoginForm),
  'auth-register-form': () => import('./account-islands').then((m) => m.AuthRegisterForm),
  'auth-forgot-form': () => import('./account-islands').then((m) => m.AuthForgotForm),
  'auth-new-password-form': () => import('./account-islands').then((m) => m.AuthNewPasswordForm),
  'account-profile-form': () => import('./account-islands').then((m) => m.AccountProfileForm),
  'account-password-form': () => import('./account-islands').then((m) => m.AccountPasswordForm),
  'account-delete-form': () => import('./account-islands').then((m) => m.AccountDeleteForm),
  'account-subscriptions-form': () =>
    import('./account-islands').then((m) => m.AccountSubscriptionsForm),
  'email-preferences-form': () => import('./account-islands').then((m) => m.EmailPreferencesForm),
  'order-addon-list': () => import('./order-addon-list').then((m) => m.OrderAddonList),
  'refund-form': () => import('./refund-form').then((m) => m.RefundForm),
  'deposit-balance': () => import('./deposit-balance').then((m) => m.DepositBalance),
  'voucher-booking': () => import('./voucher-booking').then((m) => m.VoucherBookingPanel),
  'voucher-offline': () => import('./voucher-offline').then((m) => m.VoucherOffline),
  'voucher-print-dialog': () => import('./voucher-print-dialog').then((m) => m.VoucherPrintDialog),
  'rewards-club': () => import('./rewards-club').then((m) => m.RewardsClub),
  'referral-panel': () => import('./referral-panel').then((m) => m.ReferralPanel),
  // Storefront §2 shell extras: small chunks, last in the document (ShellIslands).
  'exit-promotion': () => import('./exit-promotion').then((m) => m.ExitPromotion),
  smartbanner: () => import('./smartbanner').then((m) => m.Smartbanner),
  'review-form': () => import('./review-form').then((m) => m.ReviewForm),
  'checkout-app': () => import('./checkout-app').then((m) => m.CheckoutApp),
  'checkout-confirmation': () =>
    import('./checkout-confirmation').then((m) => m.CheckoutConfirmation),
  'vip-join': () => import('./vip-join').then((m) => m.VipJoin),
  'vip-rewards': () => import('./vip-rewards').then((m) => m.VipRewards),
  'wallet-panel': () => import('./wallet-panel').then((m) => m.WalletPanel),
  'giftcard-redeem-form': () => import('./giftcard-redeem-form').then((m) => m.GiftcardRedeemForm),
  'gift-claim-form': () => import('./gift-claim-form').then((m) => m.GiftClaimForm),
  'credit-claim-status': () => import('./credit-claim-status').then((m) => m.CreditClaimStatus),
  'staff-login-form': () => import('./staff-login-form').then((m) => m.StaffLoginForm),
  'staff-sign-out': () => import('./staff-sign-out').then((m) => m.StaffSignOut),
  'merchant-redeem': () => import('./merchant-redeem').then((m) => m.MerchantRedeem),
  'merchant-booking-actions': () =>
    import('./merchant-booking-actions').then((m) => m.MerchantBookingActions),
  'parcel-actions': () => import('./parcel-actions').then((m) => m.ParcelActions),
  'admin-deal-form': () => import('./admin-deal-form').then((m) => m.AdminDealForm),
  'admin-deal-extras': () => import('./admin-deal-extras').then((m) => m.AdminDealExtras),
  'admin-return-actions': () => import('./admin-return-actions').then((m) => m.AdminReturnActions),
  'admin-customer-actions': () =>
    import('./admin-customer-actions').then((m) => m.AdminCustomerActions),
  'admin-promotion-form': () => import('./admin-promotion-forms').then((m) => m.AdminPromotionForm),
  'admin-promotion-expire': () =>
    import('./admin-promotion-forms').then((m) => m.AdminPromotionExpire),
} as const satisfies Record<string, () => Promise<ComponentType<never>>>

export type IslandName = keyof typeof ISLANDS
