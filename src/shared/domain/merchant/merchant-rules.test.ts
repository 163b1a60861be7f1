import { describe, expect, it } from 'vitest'
import { bookedDate, decideBooking, proposedDateOutsideValidity } from './booking-rules'
import { csvField, toCsv } from './csv'
import { addCalendarDays, datesFrom } from '../dates'
import { londonDay, longLondonDate } from './london-day'
import { aggregateReport } from './report-aggregation'
import { reportRange, utcWindowOf } from './report-range'
import { redemptionPlan } from './redemption'
import { isPlausibleVoucherCode, normaliseVoucherCode } from './voucher-code-input'
import { dayFromToday, inDays, testNow, testToday } from '../../../../scripts/lib/test-clock.mjs'

const NOW = new Date(testNow())
const TODAY = testToday()
/** The date `n` days after today. */
const day = dayFromToday

describe('voucher code input', () => {
  it('ignores spaces, dashes and case', () => {
    expect(normaliseVoucherCode(' abcd efgh-2345\n')).toBe('ABCDEFGH2345')
    expect(isPlausibleVoucherCode('ABCDEFGH2345')).toBe(true)
    expect(isPlausibleVoucherCode("A'; DROP")).toBe(false)
    expect(isPlausibleVoucherCode('')).toBe(false)
  })
})

describe('London days', () => {
  it('counts a sale after midnight in summer time on the next day', () => {
    expect(londonDay('2026-07-01T23:30:00.000Z')).toBe('2026-07-02')
    expect(londonDay('2026-12-01T23:30:00.000Z')).toBe('2026-12-01')
  })
  it('steps over month ends and lists a range', () => {
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(datesFrom('2026-01-30', '2026-02-01')).toEqual([
      '2026-01-30',
      '2026-01-31',
      '2026-02-01',
    ])
    expect(longLondonDate('2026-11-21T10:00:00.000Z')).toBe('21 November 2026')
  })
})

describe('report range', () => {
  it('defaults to the last 30 days up to today', { tags: ['dated'] }, () => {
    expect(reportRange({}, NOW)).toEqual({ from: day(-29), to: TODAY })
  })
  it('refuses a backwards or over-long range', { tags: ['dated'] }, () => {
    expect(reportRange({ from: '2026-11-02', to: '2026-11-01' }, NOW)).toBeNull()
    expect(reportRange({ from: '2025-01-01', to: '2026-11-01' }, NOW)).toBeNull()
    expect(reportRange({ from: '2025-11-21', to: '2026-11-21' }, NOW)).not.toBeNull()
  })
  it('fetches a day either side in UTC', () => {
    expect(utcWindowOf({ from: '2026-07-01', to: '2026-07-02' })).toEqual({
      fromIso: '2026-06-30T00:00:00.000Z',
      toIso: '2026-07-04T00:00:00.000Z',
    })
  })
})

describe('CSV', () => {
  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    expect(csvField('Spa, day "deluxe"')).toBe('"Spa, day ""deluxe"""')
    expect(csvField('a\nb')).toBe('"a\nb"')
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"')
    expect(csvField(12)).toBe('12')
    expect(toCsv(['a', 'b'], [[1, 'x']])).toBe('a,b\r\n1,x\r\n')
  })
})

describe('aggregateReport', () => {
  it('adds sales and redemptions per deal and London day, and keeps outstanding per deal', () => {
    const report = aggregateReport({
      range: { from: '2026-07-01', to: '2026-07-02' },
      sales: [
        { dealId: 2, dealTitle: 'B', createdAt: '2026-07-01T10:00:00.000Z', unitPrice: 1000 },
        { dealId: 2, dealTitle: 'B', createdAt: '2026-07-01T23:30:00.000Z', unitPrice: 1000 },
        { dealId: 1, dealTitle: 'A', createdAt: '2026-06-30T23:30:00.000Z', unitPrice: 500 },
        { dealId: 1, dealTitle: 'A', createdAt: '2026-06-30T12:00:00.000Z', unitPrice: 500 },
      ],
      redemptions: [{ dealId: 2, dealTitle: 'B', redeemedAt: '2026-07-02T09:00:00.000Z' }],
      outstanding: [{ dealId: 1, dealTitle: 'A', outstanding: 3 }],
    })
    expect(report.days).toEqual([
      { date: '2026-07-01', sold: 2, salesAmount: 1500, redeemed: 0 },
      { date: '2026-07-02', sold: 1, salesAmount: 1000, redeemed: 1 },
    ])
    expect(report.deals).toEqual([
      { dealId: 1, dealTitle: 'A', sold: 1, salesAmount: 500, redeemed: 0, outstanding: 3 },
      { dealId: 2, dealTitle: 'B', sold: 2, salesAmount: 2000, redeemed: 1, outstanding: 0 },
    ])
    expect(report.rows.map((row) => `${row.date}:${row.dealId}`)).toEqual([
      '2026-07-01:1',
      '2026-07-01:2',
      '2026-07-02:2',
    ])
    expect(report.totals).toEqual({ sold: 3, salesAmount: 2500, redeemed: 1, outstanding: 3 })
  })
})

describe('redemptionPlan', { tags: ['dated'] }, () => {
  const base = {
    state: 'READY_TO_REDEEM' as const,
    expiresAt: inDays(41),
    redeemedAt: null,
    statusChangedAt: null,
    bookingCalendar: false,
  }
  it('redeems, and books a calendar-on-redemption product in the same step', () => {
    expect(redemptionPlan(base, NOW)).toEqual({ ok: true, events: ['REDEEM'] })
    expect(redemptionPlan({ ...base, bookingCalendar: true }, NOW)).toEqual({
      ok: true,
      events: ['REDEEM', 'BOOK'],
    })
  })
  it('refuses a voucher whose card refund is with the provider', () => {
    expect(redemptionPlan({ ...base, refundPending: true }, NOW)).toEqual({
      ok: false,
      message: 'This voucher is being refunded and cannot be redeemed.',
    })
  })
  it('refuses a second redemption with the date of the first', () => {
    const redeemedAt = `${day(-1)}T12:00:00.000Z`
    const plan = redemptionPlan({ ...base, state: 'REDEEMED', redeemedAt }, NOW)
    expect(plan).toEqual({
      ok: false,
      message: `This voucher was already redeemed on ${longLondonDate(redeemedAt)}.`,
    })
  })
  it('refuses expired and refunded vouchers with their own messages', () => {
    const expired = redemptionPlan({ ...base, expiresAt: inDays(-20) }, NOW)
    expect(expired).toMatchObject({ ok: false, message: expect.stringMatching(/expired/) })
    const refunded = redemptionPlan({ ...base, state: 'REFUNDED' }, NOW)
    expect(refunded).toMatchObject({ ok: false, message: expect.stringMatching(/refunded/) })
  })
})

describe('decideBooking', { tags: ['dated'] }, () => {
  const LAST_DAY = day(180)
  const open = { status: 'REQUESTED' as const, requestedDate: day(10) }
  it('accepts or proposes a later date for an open request', () => {
    expect(decideBooking(open, { action: 'accept' }, TODAY, LAST_DAY)).toEqual({
      ok: true,
      status: 'ACCEPTED',
      proposedDate: null,
    })
    expect(decideBooking(open, { action: 'propose', date: day(12) }, TODAY, LAST_DAY)).toEqual({
      ok: true,
      status: 'PROPOSED',
      proposedDate: day(12),
    })
  })
  it('refuses past dates, the same date, and answered requests', () => {
    expect(
      decideBooking(open, { action: 'propose', date: day(-1) }, TODAY, LAST_DAY),
    ).toMatchObject({ ok: false, code: 'INVALID' })
    expect(
      decideBooking(open, { action: 'propose', date: day(10) }, TODAY, LAST_DAY),
    ).toMatchObject({ ok: false, code: 'INVALID' })
    expect(
      decideBooking({ ...open, status: 'ACCEPTED' }, { action: 'accept' }, TODAY, LAST_DAY),
    ).toMatchObject({ ok: false, code: 'CONFLICT' })
    expect(
      decideBooking({ ...open, status: 'DECLINED' }, { action: 'decline' }, TODAY, LAST_DAY),
    ).toMatchObject({ ok: false, code: 'CONFLICT' })
  })
  it('refuses a date after the voucher expires, and takes its last day', () => {
    expect(decideBooking(open, { action: 'propose', date: day(1000) }, TODAY, LAST_DAY)).toEqual({
      ok: false,
      code: 'INVALID',
      message: 'That date is after the voucher expires. Please propose a date it is valid on.',
    })
    expect(
      decideBooking(open, { action: 'propose', date: day(181) }, TODAY, LAST_DAY),
    ).toMatchObject({ ok: false })
    expect(
      decideBooking(open, { action: 'propose', date: LAST_DAY }, TODAY, LAST_DAY),
    ).toMatchObject({ ok: true, proposedDate: LAST_DAY })
  })
  it('declines an open request', () => {
    expect(decideBooking(open, { action: 'decline' }, TODAY, LAST_DAY)).toEqual({
      ok: true,
      status: 'DECLINED',
      proposedDate: null,
    })
  })
})

describe('proposedDateOutsideValidity', { tags: ['dated'] }, () => {
  it('places a day before today, after the last valid day, or within', () => {
    expect(proposedDateOutsideValidity(day(-1), TODAY, day(180))).toBe('past')
    expect(proposedDateOutsideValidity(TODAY, TODAY, day(180))).toBeNull()
    expect(proposedDateOutsideValidity(day(180), TODAY, day(180))).toBeNull()
    expect(proposedDateOutsideValidity(day(181), TODAY, day(180))).toBe('after-expiry')
  })
})

describe('bookedDate', () => {
  const request = { requestedDate: '2026-12-01', proposedDate: null }
  it('is the day asked for once accepted, the proposed day when the proposal was taken', () => {
    expect(bookedDate({ ...request, status: 'ACCEPTED' })).toBe('2026-12-01')
    expect(bookedDate({ ...request, status: 'ACCEPTED', proposedDate: '2026-12-03' })).toBe(
      '2026-12-03',
    )
    expect(bookedDate({ ...request, status: 'PROPOSED', proposedDate: '2026-12-03' })).toBeNull()
    expect(bookedDate({ ...request, status: 'REQUESTED' })).toBeNull()
  })
})

describe('aggregateReport with the merchant’s deals', () => {
  it('lists a deal without activity with zeros', () => {
    const report = aggregateReport({
      range: { from: '2026-07-01', to: '2026-07-01' },
      deals: [{ dealId: 7, dealTitle: 'Quiet' }],
      sales: [],
      redemptions: [],
      outstanding: [],
    })
    expect(report.deals).toEqual([
      { dealId: 7, dealTitle: 'Quiet', sold: 0, salesAmount: 0, redeemed: 0, outstanding: 0 },
    ])
    expect(report.days).toEqual([])
  })
})
