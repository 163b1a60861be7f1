import { describe, expect, it } from 'vitest'
import { instalmentSchedule } from './instalment-schedule'
import { addMonths, format, parseISO } from 'date-fns'
import { payLaterCopy } from './pay-later-copy'
import { testToday } from '../../../../scripts/lib/test-clock.mjs'

const TODAY = testToday()
const monthsOn = (months: number) => format(addMonths(parseISO(TODAY), months), 'yyyy-MM-dd')

describe('instalmentSchedule', () => {
  it(
    'takes three monthly payments, the first today and the odd penny on it',
    { tags: ['dated'] },
    () => {
      expect(instalmentSchedule(2500, 'GBP', TODAY)).toEqual([
        { number: 1, dueDate: TODAY, amount: 834, currency: 'GBP' },
        { number: 2, dueDate: monthsOn(1), amount: 833, currency: 'GBP' },
        { number: 3, dueDate: monthsOn(2), amount: 833, currency: 'GBP' },
      ])
    },
  )

  it('always sums to the amount', { tags: ['dated'] }, () => {
    for (const amount of [1, 2, 100, 9999, 100_000, 123_457]) {
      const total = instalmentSchedule(amount, 'EUR', TODAY).reduce((s, i) => s + i.amount, 0)
      expect(total).toBe(amount)
    }
  })

  it('falls on the last day of a shorter month', () => {
    const dates = instalmentSchedule(300, 'GBP', '2027-12-31').map((i) => i.dueDate)
    expect(dates).toEqual(['2027-12-31', '2028-01-31', '2028-02-29'])
  })

  it('is empty for a zero or broken amount', { tags: ['dated'] }, () => {
    expect(instalmentSchedule(0, 'GBP', TODAY)).toEqual([])
    expect(instalmentSchedule(10.5, 'GBP', TODAY)).toEqual([])
  })

  it('gives the instalments the checkout copy quotes', { tags: ['dated'] }, () => {
    for (const amount of [1, 2500, 4999, 100_000]) {
      const amounts = instalmentSchedule(amount, 'GBP', TODAY).map((i) => i.amount)
      expect(payLaterCopy('klarna', amount, 'GBP')?.instalments).toEqual(amounts)
      expect(payLaterCopy('clearpay', amount, 'GBP')?.instalments).toEqual(amounts)
    }
  })
})
