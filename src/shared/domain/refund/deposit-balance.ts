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

/** The UK calendar day of an instant, 'yyyy-MM-dd': a balance due on a day is due to the end
 * of that day where the shopper is (Europe/London; Dublin keeps the same clock), not in UTC,
 * which runs an hour behind all summer.
 * @example depositDay('2027-06-09T23:30:00Z') === '2027-06-10' */
export const depositDay = (iso: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(iso))

const dayOf = depositDay

const overdueMessage = (dueBy: string) =>
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

/** Days before the due day that the balance reminder goes out. The spec names no lead time; a
 * week gives a shopper a weekend and a payday to pay before the voucher lapses. */
const DEPOSIT_REMINDER_DAYS = 7

/** The window of due days a reminder run on `now` covers: from today to a week on. A balance
 * already overdue gets no reminder (the voucher page and the expiry say it instead).
 * @example depositReminderWindow('2026-11-21T09:00:00Z') // { from: '2026-11-21', to: '2026-11-28' } */
export function depositReminderWindow(now: string): { from: string; to: string } {
  const today = dayOf(now)
  const to = new Date(Date.parse(`${today}T00:00:00Z`) + DEPOSIT_REMINDER_DAYS * 86_400_000)
  return { from: today, to: to.toISOString().slice(0, 10) }
}
