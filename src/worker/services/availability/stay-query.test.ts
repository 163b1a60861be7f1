import { describe, expect, it } from 'vitest'
import { requestedStay } from './stay-query'
import { dayFromToday, testToday } from '../../../../scripts/lib/test-clock.mjs'

const TODAY = testToday()
/** The date `n` days after today. */
const day = dayFromToday
const stay = (query: Record<string, unknown>) =>
  requestedStay({ quantity: 2, ...query } as Parameters<typeof requestedStay>[0], TODAY)

describe('requestedStay', { tags: ['dated'] }, () => {
  it('reads checkIn/checkOut as a number of nights', () => {
    expect(stay({ checkIn: day(10), checkOut: day(13) })).toEqual({
      checkIn: day(10),
      nights: 3,
    })
  })

  it('reads startDate with or without nights', () => {
    expect(stay({ startDate: day(10), nights: 2 })).toEqual({
      checkIn: day(10),
      nights: 2,
    })
    expect(stay({ startDate: day(10) })).toEqual({ checkIn: day(10), nights: null })
  })

  it.each([
    [{}, 'checkIn (or startDate) is required'],
    [{ checkIn: day(-1) }, 'in the past'],
    [{ checkIn: '2026-02-30' }, 'not a calendar date'],
    [{ checkIn: day(14), checkOut: day(14) }, 'checkOut must be after checkIn'],
    [{ checkIn: day(10), checkOut: day(27) }, 'at most 16 nights'],
    [{ checkIn: day(10), checkOut: day(12), nights: 3 }, 'does not match'],
    [{ checkIn: day(10), startDate: day(11) }, 'different days'],
  ])('refuses %o as INVALID', (query, message) => {
    expect(() => stay(query)).toThrow(message)
  })
})
