import type { D1Database } from '@cloudflare/workers-types'
import { isExtendable, NO_EXTENDABLE_VOUCHERS } from '../../../shared/domain/refund/extension'
import { extendedExpiry } from '../../../shared/domain/refund/refund-rules'
import { DomainError } from '../../errors'
import { ExtensionRepository, RefundRepository } from '../../storage/refund-repository'
import { VoucherRepository } from '../../storage/voucher-repository'

/** The VVE add-on's voucher (transactions §7 addon; §9 'extension up to 3 months'): the basket
 * addon call checks and records which voucher a line extends, and the job applies it once the
 * order is paid. */
export class ExtensionService {
  private readonly extensions: ExtensionRepository

  constructor(private readonly db: D1Database) {
    this.extensions = new ExtensionRepository(db)
  }

  /** Refuses with §8 'no extendable vouchers' unless the viewer owns a voucher that can still
   * take the extension. */
  async assertExtendable(userId: number | null, voucherId: number, now: Date) {
    const row =
      userId === null ? null : await new RefundRepository(this.db).voucherOf(userId, voucherId)
    const ok =
      row !== null &&
      isExtendable(
        {
          status: row.status,
          orderStatus: row.orderStatus,
          expiresAt: row.expiresAt,
          checkIn: row.checkIn,
          extended: row.extended === 1,
        },
        now.toISOString(),
      )
    if (!ok) throw new DomainError('CONFLICT', NO_EXTENDABLE_VOUCHERS)
  }

  /** Extends every paid, unapplied add-on's voucher by 3 months; returns how many. */
  async applyPaid(now: Date): Promise<number> {
    const at = now.toISOString()
    let applied = 0
    for (const row of await this.extensions.pendingPaid()) {
      try {
        const expiresAt = extendedExpiry(row.expiresAt)
        await this.db.batch([
          this.extensions.recordStatement(row, expiresAt, at),
          new VoucherRepository(this.db).extendExpiry(row.voucherId, row.expiresAt, expiresAt, at),
        ])
        applied += 1
      } catch (err) {
        // A racing run applied it first: its record's keys refused this one.
        if (!/constraint failed/i.test(String(err))) throw err
      }
    }
    return applied
  }
}
