import { describe, expect, it } from 'vitest'
import {
  balanceDueDate,
  depositMinQuantity,
  depositTerms,
  isDepositBalanceOverdue,
  stayChargedPer,
  takesDeposit,
} from './deposit'

const base = {
  price: 30_000,
  depositPrice: 5_000,
  checkIn: '2027-03-01',
  today: '2026-11-21',
  quantity: 2,
}

describe('depositTerms', () => {
  it('takes the deposit now and the rest 28 days before check-in', () => {
    expect(depositTerms(base)).toEqual({
      payNow: 10_000,
      balance: 50_000,
      balanceDueDate: '2027-02-01',
    })
  })

  it('counts the 28 days in calendar days across the March clock change', () => {
    expect(depositTerms({ ...base, checkIn: '2027-04-10' })?.balanceDueDate).toBe('2027-03-13')
  })

  // Issue 29: a stay within four weeks made the balance due the deposit's own day.
  it('never makes the balance due before the deposit’s day plus its 14 refundable days', () => {
    expect(depositTerms({ ...base, checkIn: '2026-12-19' })?.balanceDueDate).toBe('2026-12-05')
    expect(depositTerms({ ...base, checkIn: '2026-12-10' })?.balanceDueDate).toBe('2026-12-05')
  })

  it('takes no deposit for a stay too soon for the balance to fall due before check-in', () => {
    expect(depositTerms({ ...base, checkIn: '2026-12-05' })).toBeNull()
    expect(depositTerms({ ...base, checkIn: '2026-12-01' })).toBeNull()
    expect(depositTerms({ ...base, checkIn: '2026-11-21' })).toBeNull()
  })

  it('is null when the product takes no deposit', () => {
    expect(depositTerms({ ...base, depositPrice: null })).toBeNull()
  })

  it.each([0, -100, 30_000, 40_000])('is null for a deposit of %i on a 30000 price', (deposit) => {
    expect(depositTerms({ ...base, depositPrice: deposit })).toBeNull()
  })

  it('is null for a check-in already past', () => {
    expect(depositTerms({ ...base, checkIn: '2026-11-20' })).toBeNull()
  })

  it('is null for malformed dates', () => {
    expect(depositTerms({ ...base, checkIn: '2027-02-30' })).toBeNull()
    expect(depositTerms({ ...base, today: 'now' })).toBeNull()
  })

  it('is null for money or quantity that are not whole numbers', () => {
    expect(depositTerms({ ...base, price: 300.5 })).toBeNull()
    expect(depositTerms({ ...base, depositPrice: 50.5 })).toBeNull()
    expect(depositTerms({ ...base, quantity: 1.5 })).toBeNull()
    expect(depositTerms({ ...base, quantity: 0 })).toBeNull()
  })
})

describe('isDepositBalanceOverdue', () => {
  const terms = { balanceDueDate: '2027-02-01', balancePaid: false }

  it('is overdue the day after the due date', () => {
    expect(isDepositBalanceOverdue({ ...terms, today: '2027-02-02' })).toBe(true)
  })

  it('is not overdue on or before the due date', () => {
    expect(isDepositBalanceOverdue({ ...terms, today: '2027-02-01' })).toBe(false)
    expect(isDepositBalanceOverdue({ ...terms, today: '2027-01-15' })).toBe(false)
  })

  it('is never overdue once the balance is paid', () => {
    expect(isDepositBalanceOverdue({ ...terms, balancePaid: true, today: '2027-06-01' })).toBe(
      false,
    )
  })

  it('is not overdue when a date is malformed', () => {
    expect(isDepositBalanceOverdue({ ...terms, today: 'later' })).toBe(false)
  })
})

describe('depositMinQuantity', () => {
  it.each([
    [true, true, 2],
    [true, false, 1],
    [false, true, 1],
    [false, false, 1],
  ])('is %s/%s → %i', (depositPriced, pairDeal, expected) => {
    expect(depositMinQuantity({ depositPriced, pairDeal })).toBe(expected)
  })
})

describe('balanceDueDate', () => {
  it('is four weeks before check-in when that is after the 14 refundable days', () => {
    expect(balanceDueDate('2027-03-01', '2026-11-21')).toBe('2027-02-01')
    expect(balanceDueDate('2027-01-02', '2026-11-21')).toBe('2026-12-05')
  })

  it('is never earlier than the deposit’s day plus 14, whatever the check-in', () => {
    for (let days = 15; days <= 60; days++) {
      const checkIn = new Date(Date.parse('2026-11-21T00:00:00Z') + days * 86_400_000)
        .toISOString()
        .slice(0, 10)
      const due = balanceDueDate(checkIn, '2026-11-21')
      expect(due! >= '2026-12-05').toBe(true)
      expect(due! < checkIn).toBe(true)
    }
  })

  it('is null when no due day fits before check-in, or for malformed dates', () => {
    expect(balanceDueDate('2026-12-05', '2026-11-21')).toBeNull()
    expect(balanceDueDate('2026-12-06', '2026-11-21')).toBe('2026-12-05')
    expect(balanceDueDate('soon', '2026-11-21')).toBeNull()
  })
})

describe('takesDeposit', () => {
  it('lets anything but a stay take one, and a stay only with time for its balance', () => {
    expect(takesDeposit(null, '2026-11-21')).toBe(true)
    expect(takesDeposit('2026-11-30', '2026-11-21')).toBe(false)
    expect(takesDeposit('2027-03-01', '2026-11-21')).toBe(true)
  })
})

describe('stayChargedPer', () => {
  it('is the unit the basket charges: a room for two, or a guest on a per-person deal', () => {
    expect(stayChargedPer(false)).toBe('room')
    expect(stayChargedPer(true)).toBe('guest')
  })
})
