import { describe, expect, it } from 'vitest'
import { addCalendarDays } from '../../format/dates'
import {
  BOOKING_WINDOW_DAYS,
  bookableDates,
  bookingDateRefusal,
  bookingWindow,
  lastValidDay,
  longDay,
  shopperBookingState,
  turnedDownDays,
  type BookingCalendarDay,
} from './booking-on-redemption'

const TODAY = '2026-11-21'
const FAR = '2027-11-21T12:00:00.000Z'

const calendarDay = (date: string, over: Partial<BookingCalendarDay> = {}): BookingCalendarDay => ({
  date,
  openForArrival: true,
  soldOut: false,
  minLengthOfStay: 1,
  maxLengthOfStay: 16,
  ...over,
})

describe('the booking window', () => {
  it('starts tomorrow and runs the fallback 60 days without a calendar, a year with one', () => {
    expect(bookingWindow(TODAY, FAR, false)).toEqual({
      from: '2026-11-22',
      to: addCalendarDays(TODAY, BOOKING_WINDOW_DAYS),
    })
    expect(bookingWindow(TODAY, FAR, true)).toEqual({ from: '2026-11-22', to: '2027-11-21' })
  })

  it('ends on the voucher’s last day, in London', () => {
    expect(lastValidDay('2027-05-21T00:00:00.000Z')).toBe('2027-05-21')
    expect(lastValidDay('2026-12-01T00:00:00.000Z')).toBe('2026-11-30')
    expect(bookingWindow(TODAY, '2026-12-01T00:00:00.000Z', false).to).toBe('2026-11-30')
  })
})

describe('bookableDates', () => {
  it('offers every day of the window but those the merchant turned down, without a calendar', () => {
    const days = bookableDates({
      today: TODAY,
      expiresAt: FAR,
      nights: null,
      hasCalendar: false,
      calendar: [],
      turnedDown: ['2026-11-23'],
    })
    expect(days).toHaveLength(BOOKING_WINDOW_DAYS - 1)
    expect(days[0]).toBe('2026-11-22')
    expect(days).not.toContain('2026-11-23')
    expect(days).not.toContain(TODAY)
  })

  it('offers a calendar’s open arrival days whose nights are free, in the stay rules', () => {
    const calendar = [
      calendarDay(TODAY),
      calendarDay('2026-11-22'),
      calendarDay('2026-11-23', { soldOut: true }),
      calendarDay('2026-11-24', { openForArrival: false }),
      calendarDay('2026-11-25'),
      calendarDay('2026-11-26', { minLengthOfStay: 3 }),
      calendarDay('2026-11-27'),
      calendarDay('2026-11-28'),
    ]
    const input = { today: TODAY, expiresAt: FAR, hasCalendar: true, calendar, turnedDown: [] }
    expect(bookableDates({ ...input, nights: null })).toEqual([
      '2026-11-22',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ])
    // Two nights: the 22nd's second night (23rd) is sold out; the 26th needs 3; the 28th's
    // second night is past the calendar.
    expect(bookableDates({ ...input, nights: 2 })).toEqual(['2026-11-25', '2026-11-27'])
  })

  it('offers nothing once the voucher has expired or from a calendar with no open day', () => {
    expect(
      bookableDates({
        today: TODAY,
        expiresAt: '2026-11-22T00:00:00.000Z',
        nights: null,
        hasCalendar: false,
        calendar: [],
        turnedDown: [],
      }),
    ).toEqual([])
    expect(
      bookableDates({
        today: TODAY,
        expiresAt: FAR,
        nights: null,
        hasCalendar: true,
        calendar: [calendarDay('2026-11-22', { soldOut: true })],
        turnedDown: [],
      }),
    ).toEqual([])
  })
})

describe('bookingDateRefusal', () => {
  const offered = ['2026-11-22', '2026-11-24']
  it('refuses past days, today and days not offered, with the reason', () => {
    expect(bookingDateRefusal('2026-11-20', TODAY, offered)).toMatch(/has passed/)
    expect(bookingDateRefusal(TODAY, TODAY, offered)).toMatch(/from tomorrow on/)
    expect(bookingDateRefusal('2026-11-23', TODAY, offered)).toBe(
      'Monday 23 November 2026 is not available for this voucher. Please choose one of the dates offered.',
    )
    expect(bookingDateRefusal('2026-11-24', TODAY, offered)).toBeNull()
  })
})

describe('the shopper’s booking state', () => {
  const request = (status: 'REQUESTED' | 'ACCEPTED' | 'PROPOSED' | 'DECLINED', proposed?: string) =>
    ({ status, requestedDate: '2026-12-01', proposedDate: proposed ?? null }) as const

  it('asks for a day before the first request, after a decline and instead of a proposal', () => {
    expect(shopperBookingState('READY_TO_REDEEM', null, TODAY)).toMatchObject({
      status: 'NONE',
      canRequest: true,
      canAcceptProposal: false,
    })
    expect(shopperBookingState('READY_TO_REDEEM', request('DECLINED'), TODAY).canRequest).toBe(true)
    expect(
      shopperBookingState('READY_TO_REDEEM', request('PROPOSED', '2026-12-03'), TODAY),
    ).toMatchObject({ canRequest: true, canAcceptProposal: true, proposedDate: '2026-12-03' })
  })

  it('waits while a request is open, and shows the booked day once accepted', () => {
    expect(shopperBookingState('READY_TO_REDEEM', request('REQUESTED'), TODAY).canRequest).toBe(
      false,
    )
    expect(shopperBookingState('BOOKED', request('ACCEPTED', '2026-12-03'), TODAY)).toMatchObject({
      canRequest: false,
      bookedDate: '2026-12-03',
    })
  })

  it('offers nothing for a voucher no longer ready, nor a proposal whose day has passed', () => {
    expect(shopperBookingState('REFUNDED', request('DECLINED'), TODAY).canRequest).toBe(false)
    expect(
      shopperBookingState('READY_TO_REDEEM', request('PROPOSED', '2026-11-20'), TODAY)
        .canAcceptProposal,
    ).toBe(false)
  })

  it('counts declined and answered-with-another-day requests as turned down', () => {
    expect(
      turnedDownDays([
        request('DECLINED'),
        { ...request('PROPOSED', '2026-12-03'), requestedDate: '2026-12-02' },
        { ...request('REQUESTED'), requestedDate: '2026-12-04' },
      ]),
    ).toEqual(['2026-12-01', '2026-12-02'])
  })

  it('writes days in full', () => {
    expect(longDay('2026-12-05')).toBe('Saturday 5 December 2026')
  })
})
