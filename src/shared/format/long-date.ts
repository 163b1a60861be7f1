import { daysBetween } from '../domain/dates'

// UK and Irish shoppers read a date as '27 November 2027' (en-GB and en-IE agree), on the day
// it is where they are: both countries keep Europe/London's clock. Pages and emails that name
// the same instant (a voucher's expiry on its page, the confirmation and the email) use this one
// formatter, so they never disagree about the day or its spelling.
const LONG_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
})

/** An instant as the storefront writes a date.
 * @example formatLongDate('2027-11-27T10:00:00.000Z') === '27 November 2027' */
export const formatLongDate = (iso: string): string => LONG_DATE.format(new Date(iso))

const LONG_DAY = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
})

/** A calendar day (no time, no zone: a booking's or a stay's date) as a shopper reads it.
 * @example longDay('2026-12-05') === 'Saturday 5 December 2026' */
export const longDay = (day: string): string =>
  LONG_DAY.format(new Date(`${day}T12:00:00.000Z`)).replace(',', '')

/** A stay's dates and its length, as the checkout and the order name it.
 * @example stayDates('2026-12-05', '2026-12-08') === 'Saturday 5 December 2026 to Tuesday 8 December 2026 (3 nights)' */
export function stayDates(checkIn: string, checkOut: string): string {
  const nights = daysBetween(checkIn, checkOut)
  return `${longDay(checkIn)} to ${longDay(checkOut)} (${nights} night${nights === 1 ? '' : 's'})`
}
