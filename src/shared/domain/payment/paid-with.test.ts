import { describe, expect, it } from 'vitest'
import { instalmentSchedule } from './instalment-schedule'
import { paidWith } from './paid-with'

describe('paidWith', () => {
  it('names the method the cash part was paid with', () => {
    expect(paidWith('credit_card', 2500, 'GBP')).toEqual({
      label: 'Paid by card',
      instalments: null,
    })
    expect(paidWith('paypal', 2500, 'GBP')?.label).toBe('Paid with PayPal')
    expect(paidWith('apple_pay', 2500, 'EUR')?.label).toBe('Paid with Apple Pay')
  })

  it('gives pay-in-3 the amounts of the schedule the provider took, adding up to the order', () => {
    const said = paidWith('klarna', 21200, 'GBP')
    expect(said).toEqual({
      label: 'Paid with Klarna',
      instalments: '£70.67 today, then £70.67 and £70.66 monthly',
    })
    const amounts = instalmentSchedule(21200, 'GBP', '2026-01-01').map((i) => i.amount)
    expect(amounts.reduce((a, b) => a + b, 0)).toBe(21200)
    expect(paidWith('clearpay', 1000, 'EUR')?.instalments).toBe(
      '€3.34 today, then €3.33 and €3.33 monthly',
    )
  })

  it('says nothing when no cash was taken or the method is unknown', () => {
    expect(paidWith('credit_card', 0, 'GBP')).toBeNull()
    expect(paidWith(null, 2500, 'GBP')).toBeNull()
    expect(paidWith('cheque', 2500, 'GBP')).toBeNull()
  })
})
