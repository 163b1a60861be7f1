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
