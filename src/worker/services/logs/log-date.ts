import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'
import { LOG_DATE_FORMAT, MONTH_NAMES } from '../../../shared/config/constants'

/** An instant as storefront §9's log date (DD/MMMM/YYYY HH:mm:ss) in the brand's time zone.
 * @example formatLogDate(new Date('2026-11-21T10:00:00Z'), 'Europe/London') === '21/November/2026 10:00:00' */
export const formatLogDate = (now: Date, timeZone: string): string =>
  format(new TZDate(now.getTime(), timeZone), LOG_DATE_FORMAT)

const LOG_DATE = /^(\d{2})\/([A-Z][a-z]+)\/(\d{4}) (\d{2}):(\d{2}):(\d{2})$/

/** Whether text is a real date and time written in the log date format of §9.
 * @example isLogDate('21/November/2026 10:00:00') === true; isLogDate('2026-11-21') === false */
export function isLogDate(text: string): boolean {
  const match = LOG_DATE.exec(text)
  if (!match) return false
  const [, dd, month, yyyy, hh, mm, ss] = match
  const monthIndex = (MONTH_NAMES as readonly string[]).indexOf(month!)
  if (monthIndex < 0 || Number(hh) > 23 || Number(mm) > 59 || Number(ss) > 59) return false
  const day = Number(dd)
  const daysInMonth = new Date(Date.UTC(Number(yyyy), monthIndex + 1, 0)).getUTCDate()
  return day >= 1 && day <= daysInMonth
}
