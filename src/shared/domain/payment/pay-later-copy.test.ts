import { describe, expect, it } from 'vitest'
import { payLaterCopy } from './pay-later-copy'

describe('payLaterCopy', () => {
  it('splits Klarna into three instalments, the odd penny first', () => {
    const copy = payLaterCopy('klarna', 2500, 'GBP')
    expect(copy?.instalments).toEqual([834, 833, 833])
    expect(copy?.headline).toBe('Pay in 3 interest-free instalments of £8.34')
  })

  it('shows Clearpay in the basket currency', () => {
    const copy = payLaterCopy('clearpay', 9000, 'EUR')
    expect(copy?.instalments).toEqual([3000, 3000, 3000])
    expect(copy?.headline).toBe('Pay in 3 interest-free instalments of €30')
    expect(copy?.smallPrint).toMatch(/^Clearpay:/)
  })

  it('shows the PayPal Credit representative example of §9', () => {
    const copy = payLaterCopy('paypal_credit', 5000, 'GBP')
    expect(copy?.headline).toBe('0% interest for 4 months with PayPal Credit')
    expect(copy?.smallPrint).toContain('23.9% APR (variable), assumed credit limit £1,200')
  })

  it('has no PayPal Credit copy for a euro basket', () => {
    expect(payLaterCopy('paypal_credit', 5000, 'EUR')).toBeNull()
  })

  it('has no copy for a zero or broken amount', () => {
    expect(payLaterCopy('klarna', 0, 'GBP')).toBeNull()
    expect(payLaterCopy('klarna', 10.5, 'GBP')).toBeNull()
  })

  it('shows a penny instalment as an amount, not as Free', () => {
    expect(payLaterCopy('klarna', 2, 'GBP')?.headline).toBe(
      'Pay in 3 interest-free instalments of £0.01',
    )
  })
})
