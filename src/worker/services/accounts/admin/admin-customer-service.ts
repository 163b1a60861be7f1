import type { D1Database } from '@cloudflare/workers-types'
import type {
  AdminCustomerDetail,
  AdminCustomerSummary,
} from '../../../../shared/schemas/admin-customers'
import { STAFF_LOCK_UNTIL } from '../../../../shared/domain/account/staff-lock'
import { DomainError } from '../../../errors'
import { AdminCustomersRepository } from '../../../storage/admin-customers-repository'
import { PasswordService } from '../password-service'
import { auditStatement } from '../../staff/audit-log'
import type { StaffUser } from '../../staff/staff-types'

/** An admin lock has no end of its own: it lasts until an admin unlocks. The login check
 * (account-service) compares locked_until with now, so a far-future instant is "locked". */
const ADMIN_LOCK_UNTIL = STAFF_LOCK_UNTIL

const summaryOf = (
  row: Omit<AdminCustomerSummary, 'isLocked' | 'deleted'> & { deletedAt: string | null },
  now: Date,
): AdminCustomerSummary => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  brand: row.brand,
  createdAt: row.createdAt,
  lockedUntil: row.lockedUntil,
  isLocked: Boolean(row.lockedUntil && row.lockedUntil > now.toISOString()),
  deleted: row.deletedAt !== null,
})

/** Back-office customers: look up by email, see orders, vouchers, wallet ledger and loyalty;
 * lock/unlock; trigger a password reset. Every change writes its audit row. */
export class AdminCustomerService {
  private readonly repo: AdminCustomersRepository

  constructor(private readonly db: D1Database) {
    this.repo = new AdminCustomersRepository(db)
  }

  async search(email: string, now: Date): Promise<AdminCustomerSummary[]> {
    return (await this.repo.search(email)).map((row) => summaryOf(row, now))
  }

  async detail(id: number, now: Date): Promise<AdminCustomerDetail> {
    const row = await this.repo.byId(id)
    if (!row) throw new DomainError('NOT_FOUND', 'No such customer')
    const [orders, vouchers, wallet, walletBalances, loyalty] = await Promise.all([
      this.repo.orders(id),
      this.repo.vouchers(id),
      this.repo.wallet(id),
      this.repo.walletBalances(id),
      this.repo.points(id),
    ])
    return { customer: summaryOf(row, now), orders, vouchers, wallet, walletBalances, loyalty }
  }

  /** Locks (the customer's sessions end with it) or unlocks, with the audit row in the batch. */
  async setLocked(actor: StaffUser, id: number, locked: boolean, now: Date) {
    const row = await this.repo.byId(id)
    if (!row) throw new DomainError('NOT_FOUND', 'No such customer')
    const at = now.toISOString()
    const lockedUntil = locked ? ADMIN_LOCK_UNTIL : null
    await this.db.batch([
      this.repo.setLock(id, lockedUntil),
      ...(locked ? [this.repo.revokeSessions(id, at)] : []),
      auditStatement(this.db, {
        actor,
        action: locked ? 'customer.lock' : 'customer.unlock',
        entity: 'customer',
        entityId: String(id),
        before: { lockedUntil: row.lockedUntil },
        after: { lockedUntil },
        now,
      }),
    ])
    return summaryOf({ ...row, lockedUntil }, now)
  }

  /** The same reset email the customer's own "forgot password" sends (PasswordService), under
   * the same per-email limit. The token and the mail are PasswordService's own writes, so the
   * audit row follows them rather than sharing their batch. */
  async triggerReset(actor: StaffUser, id: number, origin: string, now: Date) {
    const row = await this.repo.byId(id)
    if (!row || row.deletedAt) throw new DomainError('NOT_FOUND', 'No such customer')
    await new PasswordService(this.db, () => now).requestReset(
      row.email,
      `staff:${actor.id}`,
      origin,
    )
    await auditStatement(this.db, {
      actor,
      action: 'customer.password_reset',
      entity: 'customer',
      entityId: String(id),
      before: null,
      after: { resetMailed: true },
      now,
    }).run()
    return { customerId: id, resetMailed: true as const }
  }
}
