import { describe, expect, it } from 'vitest'
import { depositMinQuantity, depositTerms, isDepositBalanceOverdue } from './deposit'

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

  it('makes the balance due on the first day of the 28 when check-in is exactly 28 days away', () => {
    expect(depositTerms({ ...base, checkIn: '2026-12-19' })?.balanceDueDate).toBe('2026-11-21')
  })

  it('makes the balance due today when check-in is closer than 28 days', () => {
    expect(depositTerms({ ...base, checkIn: '2026-12-01' })?.balanceDueDate).toBe('2026-11-21')
    expect(depositTerms({ ...base, checkIn: '2026-11-21' })?.balanceDueDate).toBe('2026-11-21')
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
