import { describe, expect, it } from 'vitest'
import { mapHotelSearchQuery, nightsBetween } from './hotel-query'

const query = (search: string) => mapHotelSearchQuery(new URLSearchParams(search))

describe('mapHotelSearchQuery', () => {
  it('maps every hotel-ads parameter to the calendar names', () => {
    expect(
      query(
        'arrival=2026-12-01&departure=2026-12-04&guests=3&productId=77' +
          '&utm_medium=paid-hotel-ads&utm_source=google',
      ),
    ).toEqual({
      checkIn: '2026-12-01',
      checkOut: '2026-12-04',
      guests: 3,
      leadInProductId: 77,
      utmMedium: 'paid-hotel-ads',
      utmSource: 'google',
    })
  })

  it('defaults to 2 guests and nulls for the optional parameters', () => {
    expect(query('arrival=2026-12-01&departure=2026-12-02')).toEqual({
      checkIn: '2026-12-01',
      checkOut: '2026-12-02',
      guests: 2,
      leadInProductId: null,
      utmMedium: null,
      utmSource: null,
    })
  })

  it('treats empty parameters as absent', () => {
    expect(query('arrival=2026-12-01&departure=2026-12-02&guests=&productId=')?.guests).toBe(2)
  })

  it('ignores parameters it does not know', () => {
    expect(query('arrival=2026-12-01&departure=2026-12-02&gclid=abc')?.checkIn).toBe('2026-12-01')
  })

  it.each([
    ['no query', ''],
    ['no departure', 'arrival=2026-12-01'],
    ['no arrival', 'departure=2026-12-01'],
    ['departure before arrival', 'arrival=2026-12-05&departure=2026-12-01'],
    ['departure on arrival', 'arrival=2026-12-05&departure=2026-12-05'],
    ['a date that does not exist', 'arrival=2026-02-30&departure=2026-03-02'],
    ['a date in another format', 'arrival=01/12/2026&departure=03/12/2026'],
    ['more than 16 nights', 'arrival=2026-12-01&departure=2026-12-18'],
    ['zero guests', 'arrival=2026-12-01&departure=2026-12-02&guests=0'],
    ['guests that are not a number', 'arrival=2026-12-01&departure=2026-12-02&guests=two'],
    ['a negative productId', 'arrival=2026-12-01&departure=2026-12-02&productId=-4'],
    ['an unknown utm_medium', 'arrival=2026-12-01&departure=2026-12-02&utm_medium=cpc'],
    ['an unknown utm_source', 'arrival=2026-12-01&departure=2026-12-02&utm_source=bing'],
  ])('is null for %s', (_name, search) => {
    expect(query(search)).toBeNull()
  })

  it('accepts exactly 16 nights', () => {
    expect(query('arrival=2026-12-01&departure=2026-12-17')?.checkOut).toBe('2026-12-17')
  })
})

describe('nightsBetween', () => {
  it('counts nights across the October clock change', () => {
    expect(nightsBetween('2026-10-24', '2026-10-27')).toBe(3)
  })

  it('counts nights across a month and year end', () => {
    expect(nightsBetween('2026-12-30', '2027-01-02')).toBe(3)
  })

  it('is zero or negative when check-out is not after check-in', () => {
    expect(nightsBetween('2026-12-02', '2026-12-02')).toBe(0)
    expect(nightsBetween('2026-12-02', '2026-12-01')).toBe(-1)
  })

  it('is null for a malformed date', () => {
    expect(nightsBetween('2026-12-02', '2026-12-32')).toBeNull()
  })
})
