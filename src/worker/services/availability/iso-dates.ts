/** `{ year, month }` of a date. @example yearMonth('2026-11-21') → { year: 2026, month: 11 } */
export const yearMonth = (date: string): { year: number; month: number } => ({
  year: Number(date.slice(0, 4)),
  month: Number(date.slice(5, 7)),
})

const LONG_DATE = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
})

/** How the calendar spells a day. @example longDate('2026-11-21') === 'Saturday 21 November 2026' */
export const longDate = (date: string): string =>
  LONG_DATE.format(new Date(`${date}T00:00:00Z`)).replace(',', '')
