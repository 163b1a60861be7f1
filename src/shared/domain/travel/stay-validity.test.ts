import { describe, expect, it } from 'vitest'
import { makeDay, makeDays } from '../../../../test/fixtures/make-calendar-day'
import {
  isValidStay,
  lastAvailableStay,
  selectableCheckIns,
  selectableCheckOuts,
  supportedNights,
  validNightsFrom,
} from './stay-validity'

describe('isValidStay', () => {
  it('accepts a stay whose every night is open and whose length fits every rule', () => {
    expect(isValidStay(makeDays('2026-10-01', 10), '2026-10-02', 3)).toEqual({ valid: true })
  })

  it('accepts a plain record keyed by date as well as a Map', () => {
    const days = Object.fromEntries(makeDays('2026-10-01', 10))
    expect(isValidStay(days, '2026-10-02', 3)).toEqual({ valid: true })
  })

  it('refuses an arrival day that is not open for arrival', () => {
    const days = makeDays('2026-10-01', 10, { '2026-10-02': { openForArrival: false } })
    expect(isValidStay(days, '2026-10-02', 2)).toEqual({
      valid: false,
      reason: 'not-open-for-arrival',
    })
  })

  it('does not need later nights to be open for arrival', () => {
    const days = makeDays('2026-10-01', 10, { '2026-10-03': { openForArrival: false } })
    expect(isValidStay(days, '2026-10-02', 3).valid).toBe(true)
  })

  it('refuses a stay with a night not open for sale', () => {
    const days = makeDays('2026-10-01', 10, { '2026-10-04': { openForSale: false } })
    expect(isValidStay(days, '2026-10-02', 3)).toEqual({
      valid: false,
      reason: 'night-unavailable',
    })
  })

  it('refuses a stay with a sold-out night', () => {
    const days = makeDays('2026-10-01', 10, { '2026-10-03': { soldOut: true } })
    expect(isValidStay(days, '2026-10-02', 2)).toEqual({
      valid: false,
      reason: 'night-unavailable',
    })
  })

  it('does not need the departure day to be on sale: nobody sleeps that night', () => {
    const days = makeDays('2026-10-01', 10, {
      '2026-10-05': { openForSale: false, soldOut: true },
    })
    expect(isValidStay(days, '2026-10-02', 3).valid).toBe(true)
  })

  it('refuses a stay shorter than the arrival day minimum', () => {
    const days = makeDays('2026-10-01', 10, { '2026-10-02': { minLengthOfStay: 3 } })
    expect(isValidStay(days, '2026-10-02', 2)).toEqual({ valid: false, reason: 'too-short' })
    expect(isValidStay(days, '2026-10-02', 3).valid).toBe(true)
  })

  it('checks the minimum of every covered night, not only the arrival day', () => {
    const days = makeDays('2026-10-01', 10, { '2026-10-03': { minLengthOfStay: 4 } })
    expect(isValidStay(days, '2026-10-02', 3)).toEqual({ valid: false, reason: 'too-short' })
    expect(isValidStay(days, '2026-10-02', 4).valid).toBe(true)
  })

  it('checks the maximum of every covered night, not only the arrival day', () => {
    const days = makeDays('2026-10-01', 10, { '2026-10-04': { maxLengthOfStay: 2 } })
    expect(isValidStay(days, '2026-10-02', 3)).toEqual({ valid: false, reason: 'too-long' })
    expect(isValidStay(days, '2026-10-03', 2).valid).toBe(true)
  })

  it('ignores the departure day length rules', () => {
    const days = makeDays('2026-10-01', 10, {
      '2026-10-05': { minLengthOfStay: 7, maxLengthOfStay: 7 },
    })
    expect(isValidStay(days, '2026-10-02', 3).valid).toBe(true)
  })

  it('refuses a departure day that is not open for departure', () => {
    const days = makeDays('2026-10-01', 10, { '2026-10-05': { openForDeparture: false } })
    expect(isValidStay(days, '2026-10-02', 3)).toEqual({
      valid: false,
      reason: 'not-open-for-departure',
    })
  })

  it('accepts a departure day beyond the loaded days', () => {
    expect(isValidStay(makeDays('2026-10-01', 5), '2026-10-03', 3).valid).toBe(true)
  })

  it('refuses a stay whose nights run past the loaded days', () => {
    expect(isValidStay(makeDays('2026-10-01', 5), '2026-10-04', 3)).toEqual({
      valid: false,
      reason: 'missing-day',
    })
  })

  it('refuses an arrival date the calendar does not hold', () => {
    expect(isValidStay(makeDays('2026-10-01', 5), '2026-11-01', 1)).toEqual({
      valid: false,
      reason: 'missing-day',
    })
  })

  it('refuses a malformed arrival date as missing', () => {
    expect(isValidStay(makeDays('2026-10-01', 5), '2026-10-1', 1)).toEqual({
      valid: false,
      reason: 'missing-day',
    })
  })

  it('refuses a gap in the nights as missing', () => {
    const days = makeDays('2026-10-01', 10)
    days.delete('2026-10-03')
    expect(isValidStay(days, '2026-10-02', 3)).toEqual({ valid: false, reason: 'missing-day' })
  })

  it('counts nights it does not hold as open when asked, but never a missing arrival', () => {
    const days = makeDays('2026-10-01', 5)
    const open = { missingNightsOpen: true }
    expect(isValidStay(days, '2026-10-04', 3, open)).toEqual({ valid: true })
    expect(isValidStay(days, '2026-11-01', 1, open)).toEqual({
      valid: false,
      reason: 'missing-day',
    })
    days.set('2026-10-05', makeDay({ date: '2026-10-05', soldOut: true }))
    expect(isValidStay(days, '2026-10-04', 3, open)).toEqual({
      valid: false,
      reason: 'night-unavailable',
    })
  })

  it.each([0, -1, 1.5, Number.NaN])('refuses %s nights as too short', (nights) => {
    expect(isValidStay(makeDays('2026-10-01', 20), '2026-10-01', nights)).toEqual({
      valid: false,
      reason: 'too-short',
    })
  })

  it('refuses more than the 16 supported nights as too long', () => {
    expect(isValidStay(makeDays('2026-10-01', 30), '2026-10-01', 16).valid).toBe(true)
    expect(isValidStay(makeDays('2026-10-01', 30), '2026-10-01', 17)).toEqual({
      valid: false,
      reason: 'too-long',
    })
  })

  it('counts nights across the October clock change without losing one', () => {
    const days = makeDays('2026-10-23', 6, { '2026-10-27': { openForDeparture: false } })
    expect(isValidStay(days, '2026-10-24', 3)).toEqual({
      valid: false,
      reason: 'not-open-for-departure',
    })
    expect(isValidStay(days, '2026-10-24', 2).valid).toBe(true)
  })

  it('counts nights across the March clock change and the end of a leap February', () => {
    expect(isValidStay(makeDays('2028-02-27', 35), '2028-02-28', 3).valid).toBe(true)
    expect(isValidStay(makeDays('2026-03-27', 5), '2026-03-28', 2).valid).toBe(true)
  })
})

describe('validNightsFrom', () => {
  it('lists every stay length that fits, ascending', () => {
    const days = makeDays('2026-10-01', 20, {
      '2026-10-02': { minLengthOfStay: 2, maxLengthOfStay: 4 },
      '2026-10-05': { openForDeparture: false },
    })
    expect(validNightsFrom(days, '2026-10-02')).toEqual([2, 4])
  })

  it('is empty for a day closed to arrival', () => {
    const days = makeDays('2026-10-01', 5, { '2026-10-01': { openForArrival: false } })
    expect(validNightsFrom(days, '2026-10-01')).toEqual([])
  })
})

describe('selectableCheckOuts', () => {
  it('gives the departure dates of the valid stays from the check-in', () => {
    const days = makeDays('2026-10-01', 20, {
      '2026-10-02': { minLengthOfStay: 2, maxLengthOfStay: 3 },
    })
    expect(selectableCheckOuts(days, '2026-10-02')).toEqual(['2026-10-04', '2026-10-05'])
  })

  it('stops at the first unavailable night', () => {
    const days = makeDays('2026-10-01', 20, { '2026-10-04': { soldOut: true } })
    expect(selectableCheckOuts(days, '2026-10-02')).toEqual(['2026-10-03', '2026-10-04'])
  })

  it('is empty for a check-in the calendar does not hold', () => {
    expect(selectableCheckOuts(makeDays('2026-10-01', 5), '2026-12-01')).toEqual([])
  })
})

describe('selectableCheckIns', () => {
  it('lists the dates that start at least one valid stay, ascending', () => {
    const days = makeDays('2026-10-01', 4, {
      '2026-10-02': { openForArrival: false },
      '2026-10-03': { soldOut: true },
    })
    expect(selectableCheckIns(days)).toEqual(['2026-10-01', '2026-10-04'])
  })

  it('sorts a record that was built out of order', () => {
    const [a, b] = [makeDay({ date: '2026-10-02' }), makeDay({ date: '2026-10-01' })]
    expect(selectableCheckIns({ [a.date]: a, [b.date]: b })).toEqual(['2026-10-01', '2026-10-02'])
  })

  it('is empty for an empty calendar', () => {
    expect(selectableCheckIns(new Map())).toEqual([])
  })
})

describe('supportedNights', () => {
  it('collects the stay lengths bookable from any arrival date', () => {
    const days = makeDays('2026-10-01', 10, {
      '2026-10-01': { minLengthOfStay: 7, maxLengthOfStay: 7 },
      '2026-10-02': { openForArrival: false },
      '2026-10-03': { openForArrival: false },
      '2026-10-04': { openForArrival: false },
      '2026-10-05': { openForArrival: false },
      '2026-10-06': { openForArrival: false },
      '2026-10-07': { openForArrival: false },
      '2026-10-08': { maxLengthOfStay: 2 },
      '2026-10-09': { openForArrival: false },
      '2026-10-10': { openForArrival: false },
    })
    // From the 1st only 7 nights fit (the 2nd-7th allow up to 16); from the 8th 1 or 2 nights.
    expect(supportedNights(days)).toEqual([1, 2, 7])
  })

  it('never offers more than 16 nights', () => {
    expect(supportedNights(makeDays('2026-10-01', 40)).at(-1)).toBe(16)
  })

  it('leaves out lengths that only a sold-out arrival day could have given', () => {
    const days = makeDays('2026-10-01', 3, { '2026-10-01': { soldOut: true } })
    expect(supportedNights(days)).toEqual([1, 2])
  })

  it('is empty when nothing can be booked', () => {
    expect(
      supportedNights(
        makeDays('2026-10-01', 2, {
          '2026-10-01': { soldOut: true },
          '2026-10-02': { soldOut: true },
        }),
      ),
    ).toEqual([])
    expect(supportedNights(new Map())).toEqual([])
  })
})

describe('lastAvailableStay', () => {
  it('is the latest arrival date with a valid stay', () => {
    const days = makeDays('2026-10-01', 5, {
      '2026-10-04': { minLengthOfStay: 3 },
      '2026-10-05': { soldOut: true },
    })
    expect(lastAvailableStay(days)).toBe('2026-10-03')
  })

  it('is null when no stay can be booked', () => {
    expect(
      lastAvailableStay(
        makeDays('2026-10-01', 2, {
          '2026-10-01': { soldOut: true },
          '2026-10-02': { soldOut: true },
        }),
      ),
    ).toBeNull()
  })
})
