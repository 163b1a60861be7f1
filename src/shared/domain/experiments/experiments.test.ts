import { describe, expect, it } from 'vitest'
import {
  assignmentsFor,
  bucketOf,
  dayEnd,
  decodeAssignments,
  dynamicPriceVariant,
  encodeAssignments,
  showsBookingCalendarOnRedemption,
  showsReviewBadge,
} from './experiments'
import { inDays, londonTime, testNow, testToday } from '../../../../scripts/lib/test-clock.mjs'

const ids = Array.from({ length: 300 }, (_, i) => `visitor-${i}`)

describe('experiment assignment', () => {
  it('gives a visitor the same assignments on every visit of a day', { tags: ['dated'] }, () => {
    const morning = new Date(londonTime(testToday(), 8))
    const evening = new Date(londonTime(testToday(), 23, 30))
    for (const id of ids) expect(assignmentsFor(id, evening)).toEqual(assignmentsFor(id, morning))
  })

  it(
    'keeps the year-long flags across days and re-draws only the dynamic-price variant',
    { tags: ['dated'] },
    () => {
      const today = new Date(testNow())
      const tomorrow = new Date(inDays(1))
      let changed = 0
      for (const id of ids) {
        const [a, b] = [assignmentsFor(id, today), assignmentsFor(id, tomorrow)]
        expect({ ...b, dynamicPrice: a.dynamicPrice }).toEqual(a)
        if (a.dynamicPrice !== b.dynamicPrice) changed += 1
      }
      expect(changed).toBeGreaterThan(0)
    },
  )

  it('spreads visitors over every arm', { tags: ['dated'] }, () => {
    const now = new Date(testNow())
    expect(new Set(ids.map((id) => dynamicPriceVariant(id, now)))).toEqual(new Set(['a', 'b', 'c']))
    const counts = [0, 0, 0]
    for (const id of ids) counts[bucketOf(id, 'x', 3)]! += 1
    for (const n of counts) expect(n).toBeGreaterThan(60)
  })

  it('ends the day at midnight in London, in winter and in summer time', () => {
    expect(dayEnd(new Date('2026-11-21T10:00:00Z')).toISOString()).toBe('2026-11-22T00:00:00.000Z')
    expect(dayEnd(new Date('2026-07-01T23:30:00Z')).toISOString()).toBe('2026-07-02T23:00:00.000Z')
    expect(dayEnd(new Date('2026-07-01T10:00:00Z')).toISOString()).toBe('2026-07-01T23:00:00.000Z')
  })

  it('draws the daily variant by the London day, not the UTC one', () => {
    // 23:30 UTC on 1 July is already 2 July in London: the same variant as 2 July noon.
    for (const id of ids.slice(0, 20)) {
      expect(dynamicPriceVariant(id, new Date('2026-07-01T23:30:00Z'))).toBe(
        dynamicPriceVariant(id, new Date('2026-07-02T12:00:00Z')),
      )
    }
  })

  it('round-trips the cookie form and refuses anything else', { tags: ['dated'] }, () => {
    const a = assignmentsFor('visitor-7', new Date(testNow()))
    expect(decodeAssignments(encodeAssignments(a))).toEqual(a)
    expect(decodeAssignments('dp-d.rb-a.bc-0.sd-a')).toBeNull()
    expect(decodeAssignments(undefined)).toBeNull()
  })

  it('shows the booking calendar on redemption only for calendar products in the flag arm', () => {
    expect(showsBookingCalendarOnRedemption(true, 'calendar')).toBe(true)
    expect(showsBookingCalendarOnRedemption(true, 'voucher')).toBe(false)
    expect(showsBookingCalendarOnRedemption(false, 'calendar')).toBe(false)
  })

  it('shows the review badge from 4 stars under variant b, else from the threshold', () => {
    expect(showsReviewBadge('b', 4, 4.5)).toBe(true)
    expect(showsReviewBadge('a', 4, 4.5)).toBe(false)
    expect(showsReviewBadge('a', 4.5, 4.5)).toBe(true)
  })
})
