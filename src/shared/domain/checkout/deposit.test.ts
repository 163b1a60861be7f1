import { describe, expect, it } from 'vitest'
import { depositSplit, depositState, isDepositRefundable } from './deposit'

describe('depositSplit', () => {
  it.each([
    ['the deposit now and the balance later', { payDeposit: true }, 10_000, 50_000],
    ['in full when the shopper pays in full', { payDeposit: false }, 60_000, 0],
    ['in full when no deposit is offered', { depositPrice: null }, 60_000, 0],
    ['in full when the deposit is the price', { depositPrice: 30_000 }, 60_000, 0],
  ])('charges %s', (_name, over, payNow, payLater) => {
    const line = { price: 30_000, depositPrice: 5000, quantity: 2, payDeposit: true, ...over }
    expect(depositSplit(line)).toEqual({ payNow, payLater })
  })
})

describe('isDepositRefundable', () => {
  const paid = new Date('2026-11-01T10:00:00Z')
  it.each([
    ['the same day', '2026-11-01T18:00:00Z', true],
    ['to the end of the 14th day', '2026-11-15T23:59:00Z', true],
    ['not on the 15th day', '2026-11-16T00:01:00Z', false],
    ['not before it was paid', '2026-10-31T10:00:00Z', false],
  ])('is refundable %s: %s', (_name, now, refundable) => {
    expect(isDepositRefundable(paid, new Date(now))).toBe(refundable)
  })
})

describe('depositState', () => {
  const base = { balanceDueDate: '2027-02-01', checkIn: '2027-03-01', balancePaid: false }
  it.each([
    ['2027-01-15', false, 'BALANCE_DUE'],
    ['2027-02-01', false, 'BALANCE_DUE'],
    ['2027-02-02', false, 'OVERDUE'],
    ['2027-03-01', false, 'EXPIRED'],
    ['2027-03-01', true, 'BALANCE_PAID'],
  ] as const)('on %s (paid: %s) is %s', (today, balancePaid, state) => {
    expect(depositState({ ...base, today, balancePaid })).toBe(state)
  })
})
