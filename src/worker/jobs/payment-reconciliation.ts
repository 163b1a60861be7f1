import type { D1Database } from '@cloudflare/workers-types'
import { AuthorisationRepository } from '../services/payments/authorisation-repository'
import { gatewayNamed } from '../services/payments/gateway-selection'

/** An authorisation without an order this long after it was made is an orphan: the order
 * batch failed or the worker died between authorising and writing it (issue 6 'reconciled').
 * Checkout finishes in seconds, so 15 minutes leaves a wide margin; it is also the cron's
 * period (wrangler.toml). */
export const ORPHAN_AFTER_MINUTES = 15

export interface ReconciliationReport {
  voided: number
  /** Left AUTHORISED for the next run: the provider did not answer or refused the void. */
  failed: number
  /** Attempts stuck PENDING (the worker died mid-call), now marked failed. */
  abandoned: number
}

/** Voids, through its own gateway, every authorisation older than 15 minutes that no order
 * claimed. Safe to run concurrently with checkouts and with itself: the ledger only moves an
 * AUTHORISED row, and a second void of a voided row is a no-op. */
export async function voidOrphanAuthorisations(
  env: { DB: D1Database },
  now: Date,
): Promise<ReconciliationReport> {
  const before = new Date(now.getTime() - ORPHAN_AFTER_MINUTES * 60_000).toISOString()
  const repo = new AuthorisationRepository(env.DB)
  const report: ReconciliationReport = {
    voided: 0,
    failed: 0,
    abandoned: await repo.abandonPending(before, now.toISOString()),
  }
  const orphans = await repo.orphans(before)
  for (const row of orphans) {
    const gateway = gatewayNamed(row.gateway, { env, db: env.DB, clock: () => now })
    if (!gateway || !row.gatewayReference) {
      report.failed++
      continue
    }
    try {
      const result = await gateway.void(row.gatewayReference)
      report[result.status === 'OK' ? 'voided' : 'failed']++
    } catch (err) {
      // One bad row must not stop the others; the next run tries it again.
      console.error(
        JSON.stringify({
          level: 'error',
          job: 'payment-reconciliation',
          authorisation: row.id,
          name: err instanceof Error ? err.name : 'Error',
          message: err instanceof Error ? err.message : String(err),
        }),
      )
      report.failed++
    }
  }
  return report
}
