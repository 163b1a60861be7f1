/** Date arithmetic on UTC instants only, so output never depends on the machine's zone. */
const DAY_MS = 86_400_000

/** Midnight UTC of a YYYY-MM-DD date, in ms. Throws on anything else. */
export function dayStartMs(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!match) throw new Error(`expected YYYY-MM-DD, got ${date}`)
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
  if (new Date(ms).toISOString().slice(0, 10) !== date) throw new Error(`invalid date ${date}`)
  return ms
}

/** ISO timestamp `days` days (may be fractional or negative) after midnight of `date`. */
export function isoAt(date: string, days: number): string {
  return new Date(dayStartMs(date) + Math.round(days * DAY_MS)).toISOString()
}

/** The YYYY-MM-DD date `days` whole days after `date`. */
export function addDays(date: string, days: number): string {
  return new Date(dayStartMs(date) + days * DAY_MS).toISOString().slice(0, 10)
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekday(date: string): number {
  return new Date(dayStartMs(date)).getUTCDay()
}

/** 1-12. */
export function month(date: string): number {
  return new Date(dayStartMs(date)).getUTCMonth() + 1
}
