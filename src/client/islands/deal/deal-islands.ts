/** A deal page's own islands as one chunk: every deal page has these four. The
 * travel calendar (travel deals only), notify-me (sold-out deals) and the review form stay
 * chunks of their own. */
export { DealProductPicker } from './deal-product-picker'
export { DealReviews } from './deal-reviews'
export { DealShare } from './deal-share'
export { DealSocialCue } from './deal-social-cue'
