import type { Env } from '../env'
import { creditPendingReferrals } from '../services/referral/referral-credit'

/** Scheduled: referral credit after the friend's 14-day refund window, or its cancellation on a
 * refund (§4, §9). Safe to run twice. */
export async function creditReferrals(env: Env, now: Date) {
  return creditPendingReferrals(env.DB, now)
}
