/** The visitor id: the tracking session of §4 ("its id is stored for a year", §9 'session id
 * 365'), and the seed of every sticky experiment assignment. HttpOnly. */
export const VISITOR_COOKIE = 'vid'
export const VISITOR_COOKIE_DAYS = 365

/** The visitor's assignments in cookie form (`encodeAssignments`), readable by the client. It
 * expires at the end of the visitor's day, so the daily dynamic-price variant does too (§9). */
export const ASSIGNMENTS_COOKIE = 'exp'

/** §7: the feed header that carries the dynamic-price variant on client calls. */
export const DYNAMIC_PRICE_HEADER = 'dynamic-price-variant'
