import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'
import {
  effectiveVoucherState,
  stateOfRow,
  VOUCHER_STATE_LABELS,
  type VoucherState,
} from '../../../shared/domain/voucher/lifecycle'
import { DomainError } from '../../errors'
import { transitionChain } from './transition-chain'

interface VoucherColumns {
  id: number
  status: string
  orderProgress: string | null
  expiresAt: string
}

/** The voucher's lifecycle state now (an unused voucher past its expiry is EXPIRED). */
export const bookingVoucherState = (row: VoucherColumns, now: Date): VoucherState | null => {
  const stored = stateOfRow(row)
  return stored && effectiveVoucherState(stored, row.expiresAt, now)
}

/** Why a voucher in `state` cannot be booked now, or null when it can. */
export function notBookable(state: VoucherState | null): string | null {
  if (state === 'READY_TO_REDEEM') return null
  if (state === 'REDEEMED' || state === 'BOOKED') {
    return 'This voucher has already been used and cannot be booked again.'
  }
  const label = state ? VOUCHER_STATE_LABELS[state].toLowerCase() : 'not in use'
  return `This voucher is ${label} and can no longer be booked.`
}

/** A booked day redeems the voucher (transactions §4: redeemed, then booked), as the till does
 * for a calendar-on-redemption deal: REDEEM then BOOK, each the lifecycle's guarded transition
 * with its history row and a transitionGuard, for the caller's batch. Of parallel batches
 * exactly one commits; the others fail whole. */
export function bookVoucherStatements(
  db: D1Database,
  row: VoucherColumns,
  actor: string,
  now: Date,
): D1PreparedStatement[] {
  const from = bookingVoucherState(row, now)
  const refusal = notBookable(from)
  if (refusal || !from)
    throw new DomainError('CONFLICT', refusal ?? 'This voucher cannot be booked.')
  return transitionChain(db, {
    voucherId: row.id,
    from,
    fromRow: { status: row.status, orderProgress: row.orderProgress },
    events: ['REDEEM', 'BOOK'],
    actor,
    now,
    refusal: 'This voucher cannot be booked.',
  }).statements
}
