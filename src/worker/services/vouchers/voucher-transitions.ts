import type { D1Database } from '@cloudflare/workers-types'
import {
  nextVoucherState,
  rowOfState,
  stateOfRow,
  type VoucherEvent,
  type VoucherState,
} from '../../../shared/domain/voucher/lifecycle'
import { DomainError } from '../../errors'
import { VoucherRepository } from '../../storage/voucher-repository'

/** Who made a voucher change, for its history: the customer, a merchant, an admin or a job. */
export type VoucherActor =
  { kind: 'customer' | 'merchant' | 'admin'; id: number } | { kind: 'system' }

const actorText = (actor: VoucherActor) =>
  actor.kind === 'system' ? 'system' : `${actor.kind}:${actor.id}`

export interface VoucherTransition {
  voucherId: number
  from: VoucherState
  to: VoucherState
}

/** Moves one voucher through its lifecycle (transactions §4) and writes who did it. The only
 * writer of vouchers.status after the order: refunds, merchants and jobs call this.
 *
 * Throws NOT_FOUND for no such voucher and CONFLICT when the lifecycle refuses the event from
 * the voucher's state, or when a parallel transition changed the voucher first: the UPDATE is
 * conditional on the state this call read, so of N parallel calls exactly one wins. */
export async function transitionVoucher(
  db: D1Database,
  voucherId: number,
  event: VoucherEvent,
  actor: VoucherActor,
  now: Date,
): Promise<VoucherTransition> {
  const repository = new VoucherRepository(db)
  const voucher = await repository.find(voucherId)
  if (!voucher) throw new DomainError('NOT_FOUND', 'No such voucher')
  const fromRow = { status: voucher.status, orderProgress: voucher.orderProgress }
  const from = stateOfRow(fromRow)
  const to = from && nextVoucherState(from, event)
  if (!from || !to) {
    throw new DomainError('CONFLICT', 'This voucher cannot be changed that way any more')
  }
  const [, update] = await db.batch(
    repository.transitionStatements({
      voucherId,
      event,
      fromState: from,
      toState: to,
      from: fromRow,
      to: rowOfState(to, fromRow),
      actor: actorText(actor),
      now: now.toISOString(),
    }),
  )
  if ((update?.meta.changes ?? 0) !== 1) {
    throw new DomainError('CONFLICT', 'This voucher was changed meanwhile. Please try again.')
  }
  return { voucherId, from, to }
}
