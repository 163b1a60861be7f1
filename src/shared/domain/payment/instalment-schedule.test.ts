import { describe, expect, it } from 'vitest'
import { instalmentSchedule } from './instalment-schedule'
import { payLaterCopy } from './pay-later-copy'

const TODAY = '2026-11-25'

describe('instalmentSchedule', () => {
  it('takes three monthly payments, the first today and the odd penny on it', () => {
    expect(instalmentSchedule(2500, 'GBP', TODAY)).toEqual([
      { number: 1, dueDate: '2026-11-25', amount: 834, currency: 'GBP' },
      { number: 2, dueDate: '2026-12-25', amount: 833, currency: 'GBP' },
      { number: 3, dueDate: '2027-01-25', amount: 833, currency: 'GBP' },
    ])
  })

  it('always sums to the amount', () => {
    for (const amount of [1, 2, 100, 9999, 100_000, 123_457]) {
      const total = instalmentSchedule(amount, 'EUR', TODAY).reduce((s, i) => s + i.amount, 0)
      expect(total).toBe(amount)
    }
  })

  it('falls on the last day of a shorter month', () => {
    const dates = instalmentSchedule(300, 'GBP', '2027-12-31').map((i) => i.dueDate)
    expect(dates).toEqual(['2027-12-31', '2028-01-31', '2028-02-29'])
  })

  it('is empty for a zero or broken amount', () => {
    expect(instalmentSchedule(0, 'GBP', TODAY)).toEqual([])
    expect(instalmentSchedule(10.5, 'GBP', TODAY)).toEqual([])
  })

  it('gives the instalments the checkout copy quotes', () => {
    for (const amount of [1, 2500, 4999, 100_000]) {
      const amounts = instalmentSchedule(amount, 'GBP', TODAY).map((i) => i.amount)
      expect(payLaterCopy('klarna', amount, 'GBP')?.instalments).toEqual(amounts)
      expect(payLaterCopy('clearpay', amount, 'GBP')?.instalments).toEqual(amounts)
    }
  })
})
