import { describe, expect, it } from 'vitest'
import { requestedStay } from './stay-query'

const TODAY = '2026-11-21'
const stay = (query: Record<string, unknown>) =>
  requestedStay({ quantity: 2, ...query } as Parameters<typeof requestedStay>[0], TODAY)

describe('requestedStay', () => {
  it('reads checkIn/checkOut as a number of nights', () => {
    expect(stay({ checkIn: '2026-12-01', checkOut: '2026-12-04' })).toEqual({
      checkIn: '2026-12-01',
      nights: 3,
    })
  })

  it('reads startDate with or without nights', () => {
    expect(stay({ startDate: '2026-12-01', nights: 2 })).toEqual({
      checkIn: '2026-12-01',
      nights: 2,
    })
    expect(stay({ startDate: '2026-12-01' })).toEqual({ checkIn: '2026-12-01', nights: null })
  })

  it.each([
    [{}, 'checkIn (or startDate) is required'],
    [{ checkIn: '2026-11-20' }, 'in the past'],
    [{ checkIn: '2026-02-30' }, 'not a calendar date'],
    [{ checkIn: '2026-12-05', checkOut: '2026-12-05' }, 'checkOut must be after checkIn'],
    [{ checkIn: '2026-12-01', checkOut: '2026-12-18' }, 'at most 16 nights'],
    [{ checkIn: '2026-12-01', checkOut: '2026-12-03', nights: 3 }, 'does not match'],
    [{ checkIn: '2026-12-01', startDate: '2026-12-02' }, 'different days'],
  ])('refuses %o as INVALID', (query, message) => {
    expect(() => stay(query)).toThrow(message)
  })
})
