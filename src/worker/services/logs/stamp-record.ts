import { DomainError } from '../../errors'
import { formatLogDate, isLogDate } from './log-date'

export interface StampContext {
  timeZone: string
  now: Date
}

/** A record with §9's log date: one the sender wrote is kept if it is in the log date format
 * (otherwise the record is refused, 400), a missing one is the time it arrived.
 * @example withLogDate({ message: 'x' }, ctx).dateTime === '21/November/2026 10:00:00' */
export function withLogDate<T extends { dateTime?: string }>(record: T, ctx: StampContext): T {
  if (record.dateTime === undefined) {
    return { ...record, dateTime: formatLogDate(ctx.now, ctx.timeZone) }
  }
  if (!isLogDate(record.dateTime)) {
    throw new DomainError('INVALID', 'dateTime: use the log date format DD/MMMM/YYYY HH:mm:ss')
  }
  return record
}

/** The log service record's `ip` (§7): the sender's own lookup when it made one (an empty
 * string when that lookup failed, §8 'IP lookup failure: logged, IP left empty'), else the
 * address the request came from, else empty.
 * @example withIp({}, '') → { ip: '' } */
export const withIp = <T extends { ip?: string }>(record: T, requestIp: string): T =>
  record.ip === undefined ? { ...record, ip: requestIp } : record
