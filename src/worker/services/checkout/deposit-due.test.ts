import { describe, expect, it } from 'vitest'
import { balanceDueBy, lineDeposit } from './deposit-due'

describe('balanceDueBy', () => {
  it('is 28 days before check-in', () => {
    expect(balanceDueBy('2027-03-01', '2026-11-21')).toBe('2027-02-01')
  })
  it('is today when check-in is closer than 28 days', () => {
    expect(balanceDueBy('2026-12-01', '2026-11-21')).toBe('2026-11-21')
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
