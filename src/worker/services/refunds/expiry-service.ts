import type { D1Database } from '@cloudflare/workers-types'
import { addDays as addDaysTo } from '../../../shared/domain/dates'
import {
  AUTO_CREDIT_VALIDITY_DAYS,
  autoCreditExpiry,
} from '../../../shared/domain/refund/refund-rules'
import { RefundRepository, VoucherExpiryRepository } from '../../storage/refund-repository'
import { WalletLedgerRepository } from '../../storage/wallet-ledger-repository'
import { creditEntries, creditPartsOf } from './refund-credit'
import { voucherPaid, voucherPaidTotal } from '../../../shared/domain/refund/voucher-paid'
import { voucherTransition } from './voucher-status'
import { depositDay } from '../../../shared/domain/refund/deposit-balance'

const lostRace = (err: unknown) => /constraint failed/i.test(String(err))

/** The two timed endings of a voucher (transactions §4, §9). */
export class VoucherExpiryService {
  private readonly vouchers: VoucherExpiryRepository
  private readonly refunds: RefundRepository

  constructor(private readonly db: D1Database) {
    this.vouchers = new VoucherExpiryRepository(db)
    this.refunds = new RefundRepository(db)
  }

  /** §4 'expires if the balance is unpaid': past its due day the voucher takes the lifecycle's
   * EXPIRE. The guarded transition makes a second run (or a racing payment) a no-op. */
  async expireUnpaidDeposits(now: Date): Promise<number> {
    const at = now.toISOString()
    let expired = 0
    for (const row of await this.vouchers.unpaidDeposits(depositDay(at))) {
      const [, update] = await this.db.batch(
        voucherTransition(this.db, row, 'EXPIRE', 'system', at),
      )
      expired += update?.meta.changes ?? 0
    }
    return expired
  }

  /** §9 'Unredeemed-voucher auto-credit valid 14 days from the voucher's expiry': what the
   * voucher cost becomes refundable wallet credit, once per voucher (the claim row's key), and
   * a voucher still marked ready moves to Expired in the same batch. */
  async autoCreditUnredeemed(now: Date): Promise<number> {
    const at = now.toISOString()
    const since = addDaysTo(at, -AUTO_CREDIT_VALIDITY_DAYS)
    const ledger = new WalletLedgerRepository(this.db)
    let credited = 0
    for (const row of await this.vouchers.uncreditedExpired(at, since)) {
      // Everything paid on it: a deposit voucher's balance paid later is part of its price.
      const paid = voucherPaid(row)
      const amount = voucherPaidTotal(paid)
      // Marketing credit the voucher used comes back as marketing credit (refund-credit.ts).
      const parts = await creditPartsOf(this.refunds, row, paid.cash + paid.balance, paid.wallet)
      const statements = [
        this.vouchers.autoCreditClaim(row, amount, at),
        ...creditEntries(row, parts, 'AUTO_CREDIT', autoCreditExpiry(row.expiresAt)).flatMap(
          (entry) => ledger.entry(entry, at),
        ),
        ...(row.status === 'READY_TO_REDEEM'
          ? voucherTransition(this.db, row, 'EXPIRE', 'system', at)
          : []),
      ]
      try {
        await this.db.batch(statements)
        credited += 1
      } catch (err) {
        if (!lostRace(err)) throw err
      }
    }
    return credited
  }
}
