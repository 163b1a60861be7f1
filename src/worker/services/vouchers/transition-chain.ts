import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'
import {
  nextVoucherState,
  rowOfState,
  type VoucherEvent,
  type VoucherState,
} from '../../../shared/domain/voucher/lifecycle'
import { DomainError } from '../../errors'
import { VoucherRepository } from '../../storage/voucher-repository'

export interface TransitionChainInput {
  voucherId: number
  /** The state read before the batch, and the row columns it came from. */
  from: VoucherState
  fromRow: { status: string; orderProgress: string | null }
  events: readonly VoucherEvent[]
  actor: string
  now: Date
  /** Said when an event does not apply to the state the chain has reached. */
  refusal: string
}

/** Several lifecycle events in a row (the till's REDEEM then BOOK, a booked day's the same) as
 * one batch's statements: each the guarded transition with its history row and a
 * transitionGuard, so of parallel batches exactly one commits and the others fail whole.
 * Returns the statements, and the state and row columns the chain ends in. */
export function transitionChain(
  db: D1Database,
  input: TransitionChainInput,
): {
  statements: D1PreparedStatement[]
  to: VoucherState
  toRow: { status: string; orderProgress: string | null }
} {
  const vouchers = new VoucherRepository(db)
  const statements: D1PreparedStatement[] = []
  let from = input.from
  let fromRow = input.fromRow
  for (const event of input.events) {
    const to = nextVoucherState(from, event)
    if (!to) throw new DomainError('CONFLICT', input.refusal)
    const toRow = rowOfState(to, fromRow)
    statements.push(
      ...vouchers.transitionStatements({
        voucherId: input.voucherId,
        event,
        fromState: from,
        toState: to,
        from: fromRow,
        to: toRow,
        actor: input.actor,
        now: input.now.toISOString(),
      }),
      vouchers.transitionGuard(),
    )
    from = to
    fromRow = toRow
  }
  return { statements, to: from, toRow: fromRow }
}
