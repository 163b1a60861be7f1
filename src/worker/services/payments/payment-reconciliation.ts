import type { D1Database } from '@cloudflare/workers-types'
import { AuthorisationRepository } from '../../storage/payments/authorisation-repository'
import { gatewayNamed } from './gateway-selection'
import type { GatewayName, PaymentGateway } from './payment-gateway'
import { UnpaidOrderRepository } from '../../storage/unpaid-order-repository'
import { OrderRepository } from '../../storage/order-repository'
import { errorFields, log } from '../../observability/logger'

/** An authorisation without an order this long after it was made is an orphan: the order
 * batch failed or the worker died between authorising and writing it (every payment is reconciled).
 * Checkout finishes in seconds, so 15 minutes leaves a wide margin; it is also the cron's
 * period (wrangler.toml). */
const ORPHAN_AFTER_MINUTES = 15

/** How long a provider may hold an authorisation we never saw (card schemes lapse them within
 * days): an attempt that timed out is asked about for this long. */
const UNKNOWN_OUTCOME_DAYS = 7

type GatewayFor = (name: GatewayName) => PaymentGateway | null

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
  /** The recorded gateway by name; fault tests hand in their fake provider. */
  gatewayFor: GatewayFor = (name) => gatewayNamed(name, { env, db: env.DB, clock: () => now }),
): Promise<ReconciliationReport> {
  const before = new Date(now.getTime() - ORPHAN_AFTER_MINUTES * 60_000).toISOString()
  const repo = new AuthorisationRepository(env.DB)
  const report: ReconciliationReport = {
    voided: 0,
    failed: 0,
    abandoned: await repo.abandonPending(before, now.toISOString()),
  }
  await findUnknownHolds(repo, now, before, gatewayFor)
  const orphans = await repo.orphans(before)
  for (const row of orphans) {
    const gateway = gatewayFor(row.gateway)
    if (!gateway || !row.gatewayReference) {
      report.failed++
      continue
    }
    try {
      const result = await gateway.void(row.gatewayReference)
      report[result.status === 'OK' ? 'voided' : 'failed']++
    } catch (err) {
      // One bad row must not stop the others; the next run tries it again.
      log.error('payment-reconciliation-failed', {
        job: 'payment-reconciliation',
        authorisation: row.id,
        ...errorFields(err),
      })
      report.failed++
    }
  }
  return report
}

/** An authorise call that timed out or met a 5xx may still have made a hold at the provider
 * (a timeout after the provider answered). Where the provider can be asked, its hold is recorded
 * as an unlinked authorisation, which the orphan step then voids; an attempt it has no record
 * of becomes a plain failure. A provider that cannot answer now is asked again next run. */
async function findUnknownHolds(
  repo: AuthorisationRepository,
  now: Date,
  before: string,
  gatewayFor: GatewayFor,
) {
  const since = new Date(now.getTime() - UNKNOWN_OUTCOME_DAYS * 86_400_000).toISOString()
  for (const row of await repo.unknownOutcomes(since, before)) {
    const lookup = gatewayFor(row.gateway)?.lookup
    if (!lookup) continue
    try {
      const found = await lookup(row.orderReference, row.amount)
      // A hold we already recorded is another attempt's (one order reference, two payments):
      // claiming it fails the UNIQUE reference, so the row was asked again every run for a
      // week. This attempt made none we can find.
      const known = found && (await repo.byReference(row.gateway, found))
      await repo.resolveUnknown(row.id, known ? null : found, now.toISOString())
    } catch (err) {
      log.error('payment-reconciliation-failed', {
        job: 'payment-reconciliation',
        step: 'lookup',
        authorisation: row.id,
        ...errorFields(err),
      })
    }
  }
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
  gatewayFor: GatewayFor = (name) => gatewayNamed(name, { env, db: env.DB, clock: () => now }),
): Promise<CaptureReport> {
  const before = new Date(now.getTime() - ORPHAN_AFTER_MINUTES * 60_000).toISOString()
  const orders = new UnpaidOrderRepository(env.DB)
  // PLACED to PAID is the orders module's write, guarded on PLACED as at checkout.
  const paid = new OrderRepository(env.DB)
  const report: CaptureReport = { paid: 0, failed: 0 }
  for (const row of await orders.placedBefore(before)) {
    try {
      if (row.authorisationStatus === 'AUTHORISED') {
        const gateway = gatewayFor(row.gateway)
        if (!gateway || !row.gatewayReference) throw new Error(`${row.gateway} not configured`)
        const result = await gateway.capture(row.gatewayReference, row.cashAmount)
        if (result.status !== 'OK') throw new Error(`capture refused: ${result.code}`)
      }
      await paid.markPaid(row.orderId, now.toISOString())
      report.paid++
    } catch (err) {
      // Ids and the provider's error only: never the reference, a token or card data.
      log.error('payment-reconciliation-failed', {
        job: 'payment-reconciliation',
        step: 'capture',
        order: row.orderId,
        authorisation: row.authorisationId,
        ...errorFields(err),
      })
      report.failed++
    }
  }
  return report
}

/** A deposit balance paid later (refunds/after-sale-service.ts) is recorded, then captured; a
 * capture interrupted or refused in between leaves the balance recorded as paid on an
 * authorisation that would lapse uncaptured. Each such authorisation over 15 minutes old is
 * captured here for the amount recorded; the ledger captures only an AUTHORISED row, with the
 * capture's own idempotency key, so overlapping runs never charge twice. */
export async function captureUnpaidBalances(
  env: { DB: D1Database },
  now: Date,
  gatewayFor: GatewayFor = (name) => gatewayNamed(name, { env, db: env.DB, clock: () => now }),
): Promise<{ captured: number; failed: number }> {
  const before = new Date(now.getTime() - ORPHAN_AFTER_MINUTES * 60_000).toISOString()
  const report = { captured: 0, failed: 0 }
  for (const row of await new AuthorisationRepository(env.DB).uncapturedBalances(before)) {
    try {
      const gateway = gatewayFor(row.gateway)
      if (!gateway) throw new Error(`${row.gateway} not configured`)
      const result = await gateway.capture(row.gatewayReference, row.amount)
      if (result.status !== 'OK') throw new Error(`capture refused: ${result.code}`)
      report.captured++
    } catch (err) {
      log.error('payment-reconciliation-failed', {
        job: 'payment-reconciliation',
        step: 'balance-capture',
        orderLine: row.orderLineId,
        ...errorFields(err),
      })
      report.failed++
    }
  }
  return report
}
