import type { D1Database } from '@cloudflare/workers-types'
import { AuthorisationRepository } from '../services/payments/authorisation-repository'
import { gatewayNamed } from '../services/payments/gateway-selection'
import { UnpaidOrderRepository } from '../storage/unpaid-order-repository'

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

export interface CaptureReport {
  /** Orders marked PAID: captured now, or captured before with only the PAID mark lost. */
  paid: number
  /** Left PLACED for the next run: the capture failed or the provider is not configured. */
  failed: number
}

/** The other half of reconciliation: an order written but still PLACED 15 minutes on had its
 * capture interrupted (order-service.ts: the worker died after the batch, or the provider did
 * not answer). Its vouchers are out, so the payment is taken now and the order marked PAID.
 * Idempotent: the ledger captures only an AUTHORISED row and markPaid moves only a PLACED
 * order, so overlapping runs or a late checkout never charge twice. */
export async function captureUnpaidOrders(
  env: { DB: D1Database },
  now: Date,
): Promise<CaptureReport> {
  const before = new Date(now.getTime() - ORPHAN_AFTER_MINUTES * 60_000).toISOString()
  const orders = new UnpaidOrderRepository(env.DB)
  const report: CaptureReport = { paid: 0, failed: 0 }
  for (const row of await orders.placedBefore(before)) {
    try {
      if (row.authorisationStatus === 'AUTHORISED') {
        const gateway = gatewayNamed(row.gateway, { env, db: env.DB, clock: () => now })
        if (!gateway || !row.gatewayReference) throw new Error(`${row.gateway} not configured`)
        const result = await gateway.capture(row.gatewayReference, row.cashAmount)
        if (result.status !== 'OK') throw new Error(`capture refused: ${result.code}`)
      }
      await orders.markPaid(row.orderId, now.toISOString())
      report.paid++
    } catch (err) {
      // Ids and the provider's error only: never the reference, a token or card data.
      console.error(
        JSON.stringify({
          level: 'error',
          job: 'payment-reconciliation',
          step: 'capture',
          order: row.orderId,
          authorisation: row.authorisationId,
          name: err instanceof Error ? err.name : 'Error',
          message: err instanceof Error ? err.message : String(err),
        }),
      )
      report.failed++
    }
  }
  return report
}
