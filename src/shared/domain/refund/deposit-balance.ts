/** The deposit side of a voucher (transactions §4 'Deposit vouchers': deposit paid, balance paid
 * later; expires if the balance is unpaid; overdue balance shows a message). */
export interface DepositInput {
  depositPaid: number
  balanceDue: number
  /** 'yyyy-MM-dd' or null when no date was set (the balance is then never overdue). */
  balanceDueBy: string | null
}

export type DepositState =
  | { kind: 'NONE' }
  | { kind: 'DUE'; balanceDue: number; dueBy: string | null }
  | { kind: 'OVERDUE'; balanceDue: number; dueBy: string; message: string }

/** 'yyyy-MM-dd' of an instant in UTC. */
const dayOf = (iso: string) => iso.slice(0, 10)

export const overdueMessage = (dueBy: string) =>
  `Your balance was due on ${dueBy.split('-').reverse().join('/')}. Please pay it now or this voucher will expire.`

/** A line's balance state on `now`: overdue once the due day has passed (paying on the due day
 * itself is on time).
 * @example depositState({ depositPaid: 1000, balanceDue: 4000, balanceDueBy: '2026-11-20' }, '2026-11-21T09:00:00Z').kind // 'OVERDUE' */
export function depositState(input: DepositInput, now: string): DepositState {
  if (input.balanceDue <= 0) return { kind: 'NONE' }
  if (input.balanceDueBy !== null && dayOf(now) > input.balanceDueBy) {
    return {
      kind: 'OVERDUE',
      balanceDue: input.balanceDue,
      dueBy: input.balanceDueBy,
      message: overdueMessage(input.balanceDueBy),
    }
  }
  return { kind: 'DUE', balanceDue: input.balanceDue, dueBy: input.balanceDueBy }
}

/** The voucher lapses when the balance is still unpaid after its due day (§4 'expires if the
 * balance is unpaid'). Same boundary as overdue: the job expires what the page calls overdue.
 * @example depositLapsed({ depositPaid: 1000, balanceDue: 4000, balanceDueBy: '2026-11-20' }, '2026-11-21T00:00:00Z') // true */
export const depositLapsed = (input: DepositInput, now: string) =>
  depositState(input, now).kind === 'OVERDUE'
