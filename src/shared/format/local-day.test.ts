import { TZDate } from '@date-fns/tz'
import { addDays, format, startOfDay } from 'date-fns'
import { describe, expect, it } from 'vitest'
import { localDay } from './local-day'

/** The day computed afresh, as experiments and skins did before the day was kept. */
const fresh = (at: number, timeZone: string) => {
  const local = new TZDate(at, timeZone)
  return {
    date: format(local, 'yyyy-MM-dd'),
    start: startOfDay(local).getTime(),
    end: startOfDay(addDays(local, 1)).getTime(),
  }
}

describe('localDay', () => {
  it('gives the local date and the instants the day starts and ends', () => {
    expect(localDay(new Date('2026-06-30T23:30:00Z'), 'Europe/London')).toEqual({
      date: '2026-07-01',
      start: Date.parse('2026-06-30T23:00:00Z'),
      end: Date.parse('2026-07-01T23:00:00Z'),
    })
    // The spring clock change: a 23-hour day.
    const short = localDay(Date.parse('2026-03-29T12:00:00Z'), 'Europe/London')
    expect(short.end - short.start).toBe(23 * 3_600_000)
  })

  it('answers as a fresh computation whatever order the instants come in (the kept day never outlives its end)', () => {
    const zones = ['Europe/London', 'Europe/Dublin', 'Asia/Kolkata', 'America/St_Johns']
    const edges = [
      '2026-03-29T00:59:59.999Z',
      '2026-03-29T01:00:00.000Z',
      '2026-10-24T23:00:00.000Z',
      '2026-10-25T00:30:00.000Z',
      '2026-10-25T01:30:00.000Z',
      '2026-12-31T23:59:59.999Z',
      '2027-01-01T00:00:00.000Z',
    ].map(Date.parse)
    let seed = 7
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31)
    const instants = [...edges]
    for (let i = 0; i < 300; i++) {
      // Mostly near the last instant (minutes to hours either way, across midnights), sometimes far.
      const base = instants[instants.length - 1]!
      const step = i % 10 === 0 ? (next() % 400) * 86_400_000 : (next() % 7_200) * 60_000
      instants.push(base + (next() % 2 ? step : -step))
    }
    for (const zone of zones) {
      for (const at of instants) expect(localDay(at, zone)).toEqual(fresh(at, zone))
    }
  })
})
