import { longDay } from '../../format/long-date'
import { describe, expect, it } from 'vitest'
import { addCalendarDays } from '../dates'
import { dayFromToday, testToday } from '../../../../scripts/lib/test-clock.mjs'
import {
  BOOKING_WINDOW_DAYS,
  bookableDates,
  bookingDateRefusal,
  bookingWindow,
  lastValidDay,
  shopperBookingState,
  turnedDownDays,
  type BookingCalendarDay,
} from './booking-on-redemption'

const TODAY = testToday()
/** The date `n` days after today. */
const day = dayFromToday
/** An expiry far past every window. */
const FAR = `${day(400)}T12:00:00.000Z`

const calendarDay = (date: string, over: Partial<BookingCalendarDay> = {}): BookingCalendarDay => ({
  date,
  openForArrival: true,
  soldOut: false,
  minLengthOfStay: 1,
  maxLengthOfStay: 16,
  ...over,
})

describe('the booking window', () => {
  it(
    'starts tomorrow and runs the fallback 60 days without a calendar, a year with one',
    { tags: ['dated'] },
    () => {
      expect(bookingWindow(TODAY, FAR, false)).toEqual({
        from: day(1),
        to: addCalendarDays(TODAY, BOOKING_WINDOW_DAYS),
      })
      expect(bookingWindow(TODAY, FAR, true)).toEqual({ from: day(1), to: day(365) })
    },
  )

  it('ends on the voucher’s last day, in London', () => {
    // Midnight UTC is 01:00 in London in summer (still that day) and midnight in winter.
    expect(lastValidDay('2027-05-21T00:00:00.000Z')).toBe('2027-05-21')
    expect(lastValidDay('2026-12-01T00:00:00.000Z')).toBe('2026-11-30')
  })

  it('ends on the voucher’s last day when that comes first', { tags: ['dated'] }, () => {
    expect(bookingWindow(TODAY, `${day(9)}T12:00:00.000Z`, false).to).toBe(day(9))
  })
})

describe('bookableDates', { tags: ['dated'] }, () => {
  it('offers every day of the window but those the merchant turned down, without a calendar', () => {
    const days = bookableDates({
      today: TODAY,
      expiresAt: FAR,
      nights: null,
      hasCalendar: false,
      calendar: [],
      turnedDown: [day(2)],
    })
    expect(days).toHaveLength(BOOKING_WINDOW_DAYS - 1)
    expect(days[0]).toBe(day(1))
    expect(days).not.toContain(day(2))
    expect(days).not.toContain(TODAY)
  })

  it('offers a calendar’s open arrival days whose nights are free, in the stay rules', () => {
    const calendar = [
      calendarDay(TODAY),
      calendarDay(day(1)),
      calendarDay(day(2), { soldOut: true }),
      calendarDay(day(3), { openForArrival: false }),
      calendarDay(day(4)),
      calendarDay(day(5), { minLengthOfStay: 3 }),
      calendarDay(day(6)),
      calendarDay(day(7)),
    ]
    const input = { today: TODAY, expiresAt: FAR, hasCalendar: true, calendar, turnedDown: [] }
    expect(bookableDates({ ...input, nights: null })).toEqual([
      day(1),
      day(4),
      day(5),
      day(6),
      day(7),
    ])
    // Two nights: tomorrow's second night is sold out; the day after that needs 3; the last
    // day's second night is past the calendar.
    expect(bookableDates({ ...input, nights: 2 })).toEqual([day(4), day(6)])
  })

  it('offers nothing once the voucher has expired or from a calendar with no open day', () => {
    expect(
      bookableDates({
        today: TODAY,
        expiresAt: `${TODAY}T12:00:00.000Z`,
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
        calendar: [calendarDay(day(1), { soldOut: true })],
        turnedDown: [],
      }),
    ).toEqual([])
  })
})

describe('bookingDateRefusal', () => {
  it('refuses past days, today and days not offered, with the reason', { tags: ['dated'] }, () => {
    const offered = [day(1), day(3)]
    expect(bookingDateRefusal(day(-1), TODAY, offered)).toMatch(/has passed/)
    expect(bookingDateRefusal(TODAY, TODAY, offered)).toMatch(/from tomorrow on/)
    expect(bookingDateRefusal(day(2), TODAY, offered)).toBe(
      `${longDay(day(2))} is not available for this voucher. Please choose one of the dates offered.`,
    )
    expect(bookingDateRefusal(day(3), TODAY, offered)).toBeNull()
  })

  it('names the day refused in full', () => {
    expect(bookingDateRefusal('2026-11-23', '2026-11-21', [])).toBe(
      'Monday 23 November 2026 is not available for this voucher. Please choose one of the dates offered.',
    )
  })
})

describe('the shopper’s booking state', () => {
  const request = (status: 'REQUESTED' | 'ACCEPTED' | 'PROPOSED' | 'DECLINED', proposed?: string) =>
    ({ status, requestedDate: day(10), proposedDate: proposed ?? null }) as const

  it(
    'asks for a day before the first request, after a decline and instead of a proposal',
    { tags: ['dated'] },
    () => {
      expect(shopperBookingState('READY_TO_REDEEM', null, TODAY)).toMatchObject({
        status: 'NONE',
        canRequest: true,
        canAcceptProposal: false,
      })
      expect(shopperBookingState('READY_TO_REDEEM', request('DECLINED'), TODAY).canRequest).toBe(
        true,
      )
      expect(
        shopperBookingState('READY_TO_REDEEM', request('PROPOSED', day(12)), TODAY),
      ).toMatchObject({ canRequest: true, canAcceptProposal: true, proposedDate: day(12) })
      expect(
        shopperBookingState('READY_TO_REDEEM', request('PROPOSED', TODAY), TODAY).canAcceptProposal,
      ).toBe(true)
    },
  )

  it(
    'waits while a request is open, and shows the booked day once accepted',
    { tags: ['dated'] },
    () => {
      expect(shopperBookingState('READY_TO_REDEEM', request('REQUESTED'), TODAY).canRequest).toBe(
        false,
      )
      expect(shopperBookingState('BOOKED', request('ACCEPTED', day(12)), TODAY)).toMatchObject({
        canRequest: false,
        bookedDate: day(12),
      })
    },
  )

  it(
    'offers nothing for a voucher no longer ready, nor a proposal whose day has passed',
    { tags: ['dated'] },
    () => {
      expect(shopperBookingState('REFUNDED', request('DECLINED'), TODAY).canRequest).toBe(false)
      expect(
        shopperBookingState('READY_TO_REDEEM', request('PROPOSED', day(-1)), TODAY)
          .canAcceptProposal,
      ).toBe(false)
    },
  )

  it(
    'counts declined and answered-with-another-day requests as turned down',
    { tags: ['dated'] },
    () => {
      expect(
        turnedDownDays([
          request('DECLINED'),
          { ...request('PROPOSED', day(12)), requestedDate: day(11) },
          { ...request('REQUESTED'), requestedDate: day(13) },
        ]),
      ).toEqual([day(10), day(11)])
    },
  )

  it('writes days in full', () => {
    expect(longDay('2026-12-05')).toBe('Saturday 5 December 2026')
  })
})
