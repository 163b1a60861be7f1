import type { Env } from '../env'
import { VoucherExpiryService } from '../services/refunds/expiry-service'

/** Scheduled: deposit vouchers whose balance is unpaid after its due day expire (transactions
 * §4 'Deposit vouchers'); a second run finds nothing left to expire. */
export async function expireUnpaidDeposits(env: Env, now: Date) {
  return { expired: await new VoucherExpiryService(env.DB).expireUnpaidDeposits(now) }
}
