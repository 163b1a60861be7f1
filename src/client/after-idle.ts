/** What the entry starts on every page once hydration is done and the page is idle: analytics,
 * the wishlist hearts and tracking, as one chunk instead of three (small chunks had made
 * 83 KB gzip per page). Each caller still starts only its own part, at its own moment. */
export { startAnalytics } from './analytics/start-analytics'
export { startTracking } from './tracking/start-tracking'
export { startWishlistHearts } from './wishlist/wishlist-hearts'
