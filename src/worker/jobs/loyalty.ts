import type { Env } from '../env'
import { creditPurchasePoints, expireAllPoints } from '../services/loyalty/loyalty-credit'
import { LoyaltyService } from '../services/loyalty/loyalty-service'

/** Scheduled: purchase points 30 days after payment, once per order (§9). */
export async function creditLoyaltyPoints(env: Env, now: Date) {
  return creditPurchasePoints(env.DB, now)
}

/** Scheduled: points older than 6 months lapse (§9); each lapsed row once. */
export async function expireLoyaltyPoints(env: Env, now: Date) {
  const service = new LoyaltyService(env.DB)
  return expireAllPoints(env.DB, now, (userId) => service.expireFor(userId, now))
}
