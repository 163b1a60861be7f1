import type { Env } from '../env'
import { ExtensionService } from '../services/refunds/extension-service'

/** Scheduled: a paid VVE add-on moves its voucher's expiry 3 months on (transactions §9), once
 * per order line however often it runs. */
export async function applyPaidExtensions(env: Env, now: Date) {
  return { extended: await new ExtensionService(env.DB).applyPaid(now) }
}
