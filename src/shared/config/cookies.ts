/** Cookie names shared by the worker and the client. */

/** Customer session token: HttpOnly; a `__Host-` name where the request is HTTPS. */
export const CUSTOMER_TOKEN_COOKIES = ['__Host-ct', 'ct'] as const

/** The D1 bookmark of a shopper's last response (read replication, worker
 * http/d1-consistency.ts): their next request reads a replica at least that recent, so they
 * see their own writes. HttpOnly, a few minutes long. */
export const D1_BOOKMARK_COOKIE = 'd1_bookmark'

/** Back-office session token: HttpOnly; `__Host-staff` over HTTPS, `staff` on plain-http local
 * development. A cookie of its own: a shopper's session never opens the back office. */
export const STAFF_COOKIES = ['__Host-staff', 'staff'] as const

/** Cookies that make a request personal: such a request never reads or fills the shared
 * page cache (DESIGN 'Caching': signed-in requests bypass it). The bookmark is one: a page
 * answered with a fresh bookmark cookie is someone's own, and a visitor who carries one reads
 * from where their last write is. A staff session is one too: a page rendered for staff may
 * carry what only staff see, and a public copy served to staff would hide it. */
export const PERSONAL_COOKIES = [
  ...CUSTOMER_TOKEN_COOKIES,
  ...STAFF_COOKIES,
  'basket_token',
  'vip',
  D1_BOOKMARK_COOKIE,
] as const

/** The basket token cookie (transactions §9: 604800 s). Not HttpOnly on purpose: the client
 * reads it to call basket/{token} and clears it itself on the checkout 422 recovery (§8). The
 * token alone opens only an anonymous basket; a customer's basket also needs their HttpOnly
 * session, so script access to this cookie never exposes a signed-in customer's basket.
 * SameSite=Lax and Secure on HTTPS like the session cookie. */
export const BASKET_TOKEN_COOKIE = 'basket_token'

export const LOCATION_COOKIE = 'location'

/** Transactions §2: after login the first choice of destination (read by the worker, written by
 * the client when a protected island sends the visitor to log in). */
export const LOCAL_REDIRECT_COOKIE = 'local_redirect'
/** Transactions §9: the stored post-login URL, kept 30 days. */
export const POST_LOGIN_URL_COOKIE = 'post_login_url'

/** Set by the client once the sign-up lightbox has been shown; it stays away for its life. */
export const SIGNUP_LIGHTBOX_COOKIE = 'signup_lightbox_seen'
/** Storefront §2 asks for the lightbox for logged-out visitors; once a month at most is ours. */
export const SIGNUP_LIGHTBOX_DAYS = 30

/** Transactions §9: the customer's email address, kept 365 days after sign-in (HttpOnly: only
 * the worker reads it; see routes/api/email-cookie.ts). */
export const EMAIL_COOKIE = 'email'
export const EMAIL_COOKIE_DAYS = 365
