import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'
import {
  nextVoucherState,
  rowOfState,
  stateOfRow,
  type VoucherEvent,
} from '../../../shared/domain/voucher/lifecycle'
import { DomainError } from '../../errors'
import { VoucherRepository } from '../../storage/voucher-repository'

/** A lifecycle transition (services/vouchers/voucher-transitions.ts) as statements for the
 * caller's own batch, so a refund's claim row, its ledger credit and the voucher's new status
 * commit together or not at all. Same guarded UPDATE and history row as transitionVoucher; the
 * lifecycle table decides what is legal and an illegal event is a 409, never a write. */
export function voucherTransition(
  db: D1Database,
  voucher: { id: number; status: string; orderProgress: string | null },
  event: VoucherEvent,
  actor: string,
  now: string,
): D1PreparedStatement[] {
  const fromRow = { status: voucher.status, orderProgress: voucher.orderProgress }
  const from = stateOfRow(fromRow)
  const to = from && nextVoucherState(from, event)
  if (!from || !to) throw new DomainError('CONFLICT', 'This voucher cannot change that way.')
  return new VoucherRepository(db).transitionStatements({
    voucherId: voucher.id,
    event,
    fromState: from,
    toState: to,
    from: fromRow,
    to: rowOfState(to, fromRow),
    actor,
    now,
  })
}
