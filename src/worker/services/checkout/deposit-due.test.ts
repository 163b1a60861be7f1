import { describe, expect, it } from 'vitest'
import { balanceDueBy, depositToday, lineDeposit, linePaysDeposit } from './deposit-due'

describe('balanceDueBy', () => {
  it('is 28 days before check-in', () => {
    expect(balanceDueBy('2027-03-01', '2026-11-21')).toBe('2027-02-01')
  })
  it('is never before the deposit’s day plus 14 when check-in is closer than six weeks', () => {
    expect(balanceDueBy('2026-12-19', '2026-11-21')).toBe('2026-12-05')
    expect(balanceDueBy('2026-12-10', '2026-11-21')).toBe('2026-12-05')
  })
  it('has no date for a voucher that is not a stay, or a malformed check-in', () => {
    expect(balanceDueBy(null, '2026-11-21')).toBeNull()
    expect(balanceDueBy('soon', '2026-11-21')).toBeNull()
  })
})

describe('lineDeposit', () => {
  it('splits a deposit line, with the due date of a stay', () => {
    expect(
      lineDeposit({ lineId: 'a', payNow: 10000, payLater: 50000 }, '2027-03-01', '2026-11-21'),
    ).toEqual({
      payNow: 10000,
      balanceLater: 50000,
      dueBy: '2027-02-01',
    })
  })
  it('is null for a line paid in full', () => {
    expect(lineDeposit({ lineId: 'a', payNow: 10000, payLater: 0 }, null, '2026-11-21')).toBeNull()
    expect(lineDeposit(undefined, null, '2026-11-21')).toBeNull()
  })
})

describe('linePaysDeposit', () => {
  it('pays a deposit only when chosen and, for a stay, with time for the balance', () => {
    expect(linePaysDeposit({ payDeposit: 1, checkIn: null }, '2026-11-21')).toBe(true)
    expect(linePaysDeposit({ payDeposit: 0, checkIn: null }, '2026-11-21')).toBe(false)
    expect(linePaysDeposit({ payDeposit: 1, checkIn: '2027-03-01' }, '2026-11-21')).toBe(true)
    expect(linePaysDeposit({ payDeposit: 1, checkIn: '2026-12-01' }, '2026-11-21')).toBe(false)
  })
})

describe('depositToday', () => {
  it('is the UK day, an hour ahead of UTC in summer', () => {
    expect(depositToday(new Date('2027-06-09T23:30:00Z'))).toBe('2027-06-10')
  })
})
