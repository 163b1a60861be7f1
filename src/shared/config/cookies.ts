/** Cookie names shared by the worker and the client. */

/** Customer session token: HttpOnly; a `__Host-` name where the request is HTTPS. */
export const CUSTOMER_TOKEN_COOKIES = ['__Host-ct', 'ct'] as const

/** Cookies that make a request personal: such a request never reads or fills the shared
 * page cache (DESIGN 'Caching': signed-in requests bypass it). */
export const PERSONAL_COOKIES = [...CUSTOMER_TOKEN_COOKIES, 'basket_token', 'vip'] as const

export const LOCATION_COOKIE = 'location'

/** Transactions §2: after login the first choice of destination (read by the worker, written by
 * the client when a protected island sends the visitor to log in). */
export const LOCAL_REDIRECT_COOKIE = 'local_redirect'
/** Transactions §9: the stored post-login URL, kept 30 days. */
export const POST_LOGIN_URL_COOKIE = 'post_login_url'
