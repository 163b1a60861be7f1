import { completeAccountDeletions } from './account-deletion'
import { accountHousekeeping, flushOutbox } from './account-housekeeping'
import { captureUnpaidOrders, voidOrphanAuthorisations } from './payment-reconciliation'
import { pruneClientLogs } from '../services/logs/log-retention'
import { pruneTracking } from '../services/tracking/tracking-service'
import type { ScheduledJob } from './run-jobs'

/** Everything the cron (wrangler.toml, every 15 minutes) runs. Each job is safe to run twice
 * and alongside live traffic, because a slow run can overlap the next. */
export const SCHEDULED_JOBS: readonly ScheduledJob[] = [
  // Deletion must finish within 24 hours of the request (transactions §4, §9).
  { name: 'account-deletion', run: (env, now) => completeAccountDeletions(env.DB, now) },
  { name: 'account-housekeeping', run: (env, now) => accountHousekeeping(env.DB, now) },
  { name: 'outbox-flush', run: (env, now) => flushOutbox(env, now) },
  // An authorisation that never became an order is voided, so no customer is left charged; an
  // order whose capture failed after it was written is captured and marked paid.
  {
    name: 'payment-reconciliation',
    run: async (env, now) => ({
      ...(await voidOrphanAuthorisations(env, now)),
      capture: await captureUnpaidOrders(env, now),
    }),
  },
  // Tracking rows are kept 90 days: enough for the /insights comparisons, no longer.
  { name: 'tracking-retention', run: (env, now) => pruneTracking(env.DB, now) },
  // Client error and page-not-found records are for debugging: 30 days is plenty.
  { name: 'client-log-retention', run: (env, now) => pruneClientLogs(env.DB, now) },
]
