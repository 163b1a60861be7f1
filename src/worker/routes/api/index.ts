import { Hono } from 'hono'
import type { AppEnv } from '../../http/app-env'
import { errorBody } from '../../errors'
import { personal } from '../../http/personal'
import { floodLimits } from '../../middleware/flood-limits'
import { sameOriginWrites } from '../../middleware/same-origin-writes'
import { accountPasswords } from './account-passwords'
import { accountRegistration } from './account-registration'
import { accounts } from './accounts'
import { addresses } from './addresses'
import { adminAudit } from './admin-audit'
import { adminCustomers } from './admin-customers'
import { adminDeals, dealImages } from './admin-deals'
import { adminDealRefs } from './admin-deal-refs'
import { adminPromotions } from './admin-promotions'
import { adminReturns } from './admin-returns'
import { basket } from './basket'
import { checkout } from './checkout'
import { content, scroller } from './content'
import { creditClaims } from './credit-claims'
import { dealResources } from './deal-resources'
import { exitPromotion } from './exit-promotion'
import { expressBuy } from './express-buy'
import { feeds } from './feeds'
import { giftcards } from './giftcards'
import { gifts } from './gifts'
import { staffOnly } from './guards'
import { location, locations } from './locations'
import { logs } from './logs'
import { loyalty } from './loyalty'
import { menus, tiles, travelFacets } from './menus'
import { mailEvents } from './mail-events'
import { notifyMe } from './notify-me'
import { merchant } from './merchant'
import { orders, placeOrder } from './orders'
import { parcels } from './parcels'
import { paymentNotifications } from './payment-notifications'
import { payments } from './payments'
import { emailSubscriptions, profile } from './profile'
import { buyAgain, newProducts, preview, recentlyViewed, recommendations } from './rails'
import { referral } from './referral'
import { afterSale, refunds, returns } from './refunds'
import { search, suggest } from './search'
import { socialLogin } from './social-login'
import { staffAuth, staffLogin } from './staff-auth'
import { health } from './health'
import { openapi } from './openapi'
import { adminStuckMail } from './admin-stuck-mail'
import { tracking } from './tracking'
import { availability, flights, products } from './travel'
import { vip } from './vip'
import { voucherScript, vouchers } from './vouchers'
import { wallet } from './wallet'
import { wishlist } from './wishlist'

/** `/api/v1`: the JSON API of storefront §7. Each area joins here as a sub-app at its prefix. */
export const api = new Hono<AppEnv>()

// Flood limits first: a request over its per-IP limit costs no other work, and no D1.
api.use(floodLimits())
api.use(sameOriginWrites())

api.route('/health', health)
api.route('/openapi.json', openapi)

// Public before the personal groups: the voucher pages' service worker keeps its own no-cache.
api.route('/vouchers', voucherScript)

// The personal groups: everything under these prefixes is the caller's own (CSRF and
// `private, no-store`, http/personal.ts). The rest of the API is public or sets its own headers.
for (const prefix of [
  '/customer',
  '/subscriptions',
  '/basket',
  '/checkout',
  '/orders',
  '/tracking',
  '/vouchers',
  '/wishlist',
  '/vip',
  '/giftcards',
  '/gifts',
  '/staff',
  '/merchant',
  '/admin',
]) {
  api.use(`${prefix}/*`, personal())
}
// Payments are personal but for the providers' notifications: server-to-server posts, signed or
// read back (payment-notifications.ts), which the CSRF origin check would refuse.
const personalPayments = personal()
api.use('/payments/*', async function personalUnlessNotification(c, next) {
  if (c.req.path.startsWith('/api/v1/payments/notifications/')) return next()
  return personalPayments(c, next)
})
// Exact paths: what else sits under their prefixes (e.g. /locations) is public.
for (const path of ['/credit-claims', '/refunds', '/returns', '/location', '/wallet']) {
  api.use(path, personal())
}

api.route('/deals', feeds)
api.route('/search', search)
api.route('/suggest', suggest)
api.route('/deal', dealResources)
api.route('/deal-images', dealImages)
api.route('/content', content)
api.route('/scroller', scroller)
api.route('/preview', preview)
api.route('/recently-viewed', recentlyViewed)
api.route('/recommendations', recommendations)
api.route('/new-products', newProducts)
api.route('/buy-again', buyAgain)
api.route('/locations', locations)
api.route('/location', location)
api.route('/menu', menus)
api.route('/tiles', tiles)
api.route('/travel/facets', travelFacets)
api.route('/log', logs)
api.route('/availability', availability)
api.route('/products', products)
api.route('/flights', flights)
api.route('/exit-promotion', exitPromotion)
api.route('/notify-me', notifyMe)
api.route('/addresses', addresses)

api.route('/payments/notifications', paymentNotifications)
api.route('/mail', mailEvents)
api.route('/payments', payments)
api.route('/customer', socialLogin)
api.route('/customer', profile)
api.route('/customer/loyalty', loyalty)
api.route('/customer/referral', referral)
api.route('/customer', accountRegistration)
api.route('/customer', accountPasswords)
api.route('/customer', accounts)
api.route('/subscriptions', emailSubscriptions)
api.route('/basket', basket)
api.route('/checkout/deal-express-payment-method', expressBuy)
api.route('/checkout', checkout)
api.route('/checkout', placeOrder)
api.route('/orders', orders)
api.route('/tracking', tracking)
api.route('/refunds', refunds)
api.route('/returns', returns)
api.route('/vouchers', afterSale)
api.route('/vouchers', vouchers)
api.route('/wishlist', wishlist)
api.route('/vip', vip)
api.route('/wallet', wallet)
api.route('/giftcards', giftcards)
api.route('/gifts', gifts)
api.route('/credit-claims', creditClaims)

// The back offices: sign-in first, then every other call needs the office's role, checked
// before anything reads the request (a visitor learns 401/403, not what a body must hold).
api.route('/staff', staffAuth)
for (const role of ['merchant', 'admin'] as const) {
  api.route(`/${role}`, staffLogin[role])
  api.use(`/${role}/*`, staffOnly(role))
  api.route(`/${role}/parcels`, parcels[role])
}
api.route('/merchant', merchant)
api.route('/admin', adminAudit)
api.route('/admin/deals', adminDeals)
api.route('/admin/deal-refs', adminDealRefs)
api.route('/admin', adminPromotions)
api.route('/admin/returns', adminReturns)
api.route('/admin/customers', adminCustomers)
api.route('/admin/stuck-mail', adminStuckMail)

api.all('*', (c) =>
  c.json(errorBody('NOT_FOUND', `No API route for ${c.req.method} ${c.req.path}`), 404),
)
