import { VOUCHER_STATE_LABELS, type VoucherState } from '../voucher/lifecycle'

/** A refunded stay will not arrive: the hotel reads it as a cancelled booking, not as a
 * payment event, and still sees it so a room held for it can be let again. */
const CANCELLED = 'Cancelled'

/** A voucher's status as the arrivals list names it.
 * @example arrivalVoucherLabel('REFUNDED') === 'Cancelled' */
export const arrivalVoucherLabel = (state: VoucherState): string =>
  state === 'REFUNDED' ? CANCELLED : VOUCHER_STATE_LABELS[state]

/** A stay's status from its rooms' vouchers: Cancelled when every one was refunded, else the
 * standing vouchers' labels, with how many rooms were cancelled.
 * @example arrivalStatus(['READY_TO_REDEEM', 'REFUNDED']) → { label: 'Ready to Redeem (1 cancelled)', cancelled: false } */
export function arrivalStatus(states: readonly VoucherState[]): {
  label: string
  cancelled: boolean
} {
  const standing = states.filter((state) => state !== 'REFUNDED')
  if (standing.length === 0) return { label: CANCELLED, cancelled: true }
  const labels = [...new Set(standing.map((state) => VOUCHER_STATE_LABELS[state]))].join(', ')
  const refunded = states.length - standing.length
  return { label: refunded > 0 ? `${labels} (${refunded} cancelled)` : labels, cancelled: false }
}

/** The guests of a stay from the order's passengers as stored (JSON, as on their passports):
 * their names and the lead guest's phone. Dates of birth are never read: the hotel needs to know
 * who arrives, not how old they are. Null (an account deleted since) or unreadable text gives
 * no guests rather than an error, so one odd order never hides the list.
 * @example stayGuests('[{"title":"Mr","firstNames":"Alan","lastName":"Turing","phone":"0123"}]') → { names: ['Mr Alan Turing'], leadPhone: '0123' } */
export function stayGuests(passengers: string | null): {
  names: string[]
  leadPhone: string | null
} {
  const list = parseList(passengers)
  const names = list.flatMap((passenger) => {
    const name = [passenger.title, passenger.firstNames, passenger.lastName]
      .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
      .join(' ')
    return name ? [name] : []
  })
  const phone = list[0]?.phone
  return { names, leadPhone: typeof phone === 'string' && phone.trim() ? phone.trim() : null }
}

function parseList(text: string | null): Record<string, unknown>[] {
  if (!text) return []
  try {
    const value: unknown = JSON.parse(text)
    return Array.isArray(value)
      ? value.filter((item): item is Record<string, unknown> => typeof item === 'object' && !!item)
      : []
  } catch {
    return []
  }
}
