/** The club's constants (transactions §3 'Loyalty club', §5, §9). The spec names the levels,
 * says Pink is the default and cannot exchange, and that points are credited after 30 days and
 * valid 6 months; it gives no thresholds, rates or earning amounts, so those below are ours.
 * exchangeRate is wallet credit in pence per point (so any whole number of points
 * from 1 is worth at least a penny, as §5's "between 1 and N" needs); minLifetimePoints is what earns a
 * level (lifetime points never go down, so a level is never lost by exchanging). */
export const LOYALTY_LEVELS = [
  { name: 'Pink', minLifetimePoints: 0, exchangeRate: 0 },
  { name: 'Bronze', minLifetimePoints: 100, exchangeRate: 1 },
  { name: 'Silver', minLifetimePoints: 500, exchangeRate: 2 },
  { name: 'Gold', minLifetimePoints: 1500, exchangeRate: 3 },
  { name: 'Platinum', minLifetimePoints: 5000, exchangeRate: 4 },
] as const

export type LoyaltyLevelName = (typeof LOYALTY_LEVELS)[number]['name']
export type LoyaltyLevel = (typeof LOYALTY_LEVELS)[number]

/** §9 "Club points credited after 30 days". */
export const PURCHASE_POINTS_DELAY_DAYS = 30
/** §9 "valid 6 months". */
export const POINTS_VALIDITY_MONTHS = 6
/** One point per whole pound of an order's total (ours: the spec gives no earning rate). */
export const POINTS_PER_POUND = 1
/** Points for the §7 share-deal and view-deal events, once per deal per day each, so reloading
 * a page cannot farm points. */
export const SHARE_DEAL_POINTS = 5
export const VIEW_DEAL_POINTS = 1

/** §5 messages, verbatim. */
export const NOT_ENOUGH_POINTS_MESSAGE = "You don't have enough points"
export const selectNumberMessage = (max: number) =>
  `Please select a number between 1 and ${max} to exchange your points.`
/** Ours: §5 says only that Pink cannot exchange. */
export const PINK_CANNOT_EXCHANGE_MESSAGE =
  'Pink members cannot exchange points yet. Reach Bronze to turn your points into wallet credit.'
