import type { D1Database } from '@cloudflare/workers-types'
import {
  nextVoucherState,
  rowOfState,
  stateOfRow,
  VOUCHER_STATE_LABELS,
  type VoucherState,
} from '../../../../shared/domain/voucher/lifecycle'
import type { ReturnLegOutcome } from '../../../../shared/schemas/admin-returns'
import { DomainError } from '../../../errors'
import { AdminReturnsRepository } from '../../../storage/admin-returns-repository'
import { VoucherRepository } from '../../../storage/voucher-repository'
import { auditStatement } from '../../staff/audit-log'
import type { StaffUser } from '../../staff/staff-types'

/** The two steps of the return leg between the request and the refund (transactions §4 'then
 * optional return (requested, in transit, returned, refunded)'). */
export type ReturnLegEvent = 'SHIP_RETURN' | 'RECEIVE_RETURN'

const REFUSALS: Record<ReturnLegEvent, string> = {
  SHIP_RETURN: 'This return is not awaiting its parcel: it is already in transit or back.',
  RECEIVE_RETURN: 'Only a return in transit can be marked as back with the merchant.',
}
const lostRace = (err: unknown) => /constraint failed|malformed JSON/i.test(String(err))

/** An admin follows a returned parcel: in transit once the courier has it, returned to the
 * merchant once it is back. Then the refund is the queue's approve (admin-return-service),
 * which takes whatever steps are left. Each step is the lifecycle's guarded transition with
 * its history and audit rows in one batch, so of parallel clicks exactly one moves it. */
export class ReturnLegService {
  private readonly returns: AdminReturnsRepository
  private readonly vouchers: VoucherRepository

  constructor(private readonly db: D1Database) {
    this.returns = new AdminReturnsRepository(db)
    this.vouchers = new VoucherRepository(db)
  }

  async advance(
    actor: StaffUser,
    returnId: number,
    event: ReturnLegEvent,
    now: Date,
  ): Promise<ReturnLegOutcome> {
    const ret = await this.returns.one(returnId)
    const voucher = ret && (await this.vouchers.find(ret.voucherId))
    if (!ret || !voucher) throw new DomainError('NOT_FOUND', 'No such return request')
    if (await this.returns.decisionOf(returnId)) {
      throw new DomainError('CONFLICT', 'This return has already been decided.')
    }
    const fromRow = { status: voucher.status, orderProgress: voucher.orderProgress }
    const from = stateOfRow(fromRow)
    const to = from && nextVoucherState(from, event)
    if (!from || !to) throw new DomainError('CONFLICT', REFUSALS[event])
    const at = now.toISOString()
    try {
      await this.db.batch([
        ...this.vouchers.transitionStatements({
          voucherId: voucher.id,
          event,
          fromState: from,
          toState: to,
          from: fromRow,
          to: rowOfState(to, fromRow),
          actor: `${actor.role}:${actor.id}`,
          now: at,
        }),
        this.vouchers.transitionGuard(),
        auditStatement(this.db, {
          actor,
          action: event === 'SHIP_RETURN' ? 'return.in-transit' : 'return.received',
          entity: 'voucher_return',
          entityId: String(returnId),
          before: { voucherStatus: from },
          after: { voucherStatus: to },
          now,
        }),
      ])
    } catch (err) {
      if (!lostRace(err)) throw err
      throw new DomainError('CONFLICT', REFUSALS[event])
    }
    return outcome(returnId, voucher.id, to)
  }
}

const outcome = (returnId: number, voucherId: number, state: VoucherState): ReturnLegOutcome => ({
  returnId,
  voucherId,
  voucherStatus: state,
  statusLabel: VOUCHER_STATE_LABELS[state],
})
