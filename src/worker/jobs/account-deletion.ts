import type { D1Database } from '@cloudflare/workers-types'
import { AccountDeletionService } from '../services/accounts/account-deletion-service'

/** Cron (every 15 minutes): completes account deletions, well within §9's 24 hours. Returns how
 * many accounts it finished. */
export async function completeAccountDeletions(db: D1Database, now: Date): Promise<number> {
  return new AccountDeletionService(db, () => now).completeDeletions()
}
