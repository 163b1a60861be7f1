import type { Env } from '../env'
import { VoucherExpiryService } from '../services/refunds/expiry-service'

/** Scheduled: an unredeemed voucher at expiry becomes wallet credit valid 14 days from that
 * expiry (transactions §9), once per voucher. */
export async function autoCreditUnredeemed(env: Env, now: Date) {
  return { credited: await new VoucherExpiryService(env.DB).autoCreditUnredeemed(now) }
}
