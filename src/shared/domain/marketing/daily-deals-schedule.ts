import { TZDate } from '@date-fns/tz'
import { localDay } from '../../format/local-day'

/** The local hour from which a brand's daily deals email goes out (Europe/London for the UK
 * brands, Europe/Dublin for the Irish ones): before the working day, after the night's deals
 * have opened. The cron runs every 15 minutes; the first run at or after this hour sends, later
 * runs send only what earlier ones left. */
const DAILY_DEALS_HOUR = 8

/** Deals in one email: the head of the town's home page feed. */
export const DAILY_DEALS_COUNT = 6

/** Subscribers who chose weekly (the preferences page) get the same email on Mondays. */
const WEEKLY_DAY = 1

/** The local day the daily email is due for at `now`, or null before the sending hour, and
 * whether it is the weekly subscribers' day too.
 * @example dailyDealsDue(new Date('2026-11-30T08:30:00Z'), 'Europe/London') // { day: '2026-11-30', weekly: true } */
export function dailyDealsDue(
  now: Date,
  timeZone: string,
): { day: string; weekly: boolean } | null {
  const local = new TZDate(now.getTime(), timeZone)
  if (local.getHours() < DAILY_DEALS_HOUR) return null
  return { day: localDay(now, timeZone).date, weekly: local.getDay() === WEEKLY_DAY }
}

/** A link with the campaign parameters the attribution cookies read (landing-attribution.ts:
 * utm_source, utm_medium, utm_campaign), so an order from the email is counted to it.
 * @example withCampaign('https://dealio.co.uk/deal/x', 'leeds').endsWith('?utm_source=daily-deals&utm_medium=email&utm_campaign=daily-deals-leeds') */
export function withCampaign(url: string, town: string): string {
  const link = new URL(url)
  link.searchParams.set('utm_source', 'daily-deals')
  link.searchParams.set('utm_medium', 'email')
  link.searchParams.set('utm_campaign', `daily-deals-${town}`)
  return link.href
}
