import { formatLongDate } from '../../format/long-date'

/** Merchant reports count days as the UK shop sees them (per day), in Europe/London
 * whatever the server's zone, so a sale at 00:30 BST belongs to that day, not the one before. */
const DAY_FORMAT = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The Europe/London calendar day of an instant.
 * @example londonDay('2026-07-01T23:30:00.000Z') === '2026-07-02' */
export const londonDay = (instant: string | Date): string =>
  DAY_FORMAT.format(typeof instant === 'string' ? new Date(instant) : instant)

/** An instant as a merchant reads it in a message: the storefront's one long date.
 * @example longLondonDate('2026-11-21T10:00:00.000Z') === '21 November 2026' */
export const longLondonDate = formatLongDate
