import { TZDate } from '@date-fns/tz'
import { addDays, format, isWeekend } from 'date-fns'
import type { GiftPackDelivery } from './gifting'

// §4: "Gift pack delivery: 1 working day next-day, 3 standard; next-day orders before 2pm go
// by tracked mail."
const GIFT_PACK_WORKING_DAYS: Record<GiftPackDelivery, number> = { NEXT_DAY: 1, STANDARD: 3 }
const NEXT_DAY_CUTOFF_HOUR = 14

export interface GiftPackDispatch {
  /** Local dates, 'yyyy-MM-dd'. */
  dispatchDate: string
  deliveryDate: string
  /** Next-day packs ordered before 2pm on a working day leave the same day by tracked mail. */
  tracked: boolean
}

/** When a gift pack leaves and arrives. An order before 2pm (UK time) on a working day is
 * dispatched that day, otherwise on the next working day; delivery is 1 (next-day) or 3
 * (standard) working days after dispatch. Working days are Monday to Friday: the spec lists no
 * bank holidays, so none are skipped. The 2pm cut-off applies to both deliveries, as one
 * warehouse pick serves both; tracked mail is the next-day service bought before it.
 * @example giftPackDispatch('NEXT_DAY', new Date('2026-11-20T13:00:00Z')) // Friday 1pm: { dispatchDate: '2026-11-20', deliveryDate: '2026-11-23', tracked: true } */
export function giftPackDispatch(delivery: GiftPackDelivery, now: Date): GiftPackDispatch {
  const local = new TZDate(now.getTime(), 'Europe/London')
  const beforeCutoff = !isWeekend(local) && local.getHours() < NEXT_DAY_CUTOFF_HOUR
  const dispatch = beforeCutoff ? local : addWorkingDays(local, 1)
  const arrival = addWorkingDays(dispatch, GIFT_PACK_WORKING_DAYS[delivery])
  return {
    dispatchDate: format(dispatch, 'yyyy-MM-dd'),
    deliveryDate: format(arrival, 'yyyy-MM-dd'),
    tracked: delivery === 'NEXT_DAY' && beforeCutoff,
  }
}

function addWorkingDays(from: TZDate, days: number): TZDate {
  let date = from
  let left = days
  while (left > 0) {
    date = addDays(date, 1)
    if (!isWeekend(date)) left -= 1
  }
  return date
}
