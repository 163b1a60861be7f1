import { describe, expect, it } from 'vitest'
import {
  basketSubject,
  bindingMismatch,
  depositBalanceSubject,
  subjectOf,
  vipSubject,
  type PaymentAttempt,
  type PaymentBinding,
} from './payment-binding'

const attempt: PaymentAttempt = {
  method: 'paypal',
  subject: basketSubject('basket-A-token'),
  shopperId: 7,
  amount: 2500,
  currency: 'GBP',
}

const approval: PaymentBinding = { ...attempt }

/** A sandbox card token: made before anyone says what it pays. */
const cardToken: PaymentBinding = {
  method: 'credit_card',
  subject: null,
  shopperId: 7,
  amount: null,
  currency: null,
}

describe('bindingMismatch', () => {
  it('lets a token pay exactly what it was made for', () => {
    expect(bindingMismatch(approval, attempt)).toBeNull()
  })

  it("refuses another shopper's basket of the same amount", () => {
    expect(
      bindingMismatch(approval, {
        ...attempt,
        shopperId: 8,
        subject: basketSubject('basket-B-token'),
      }),
    ).toBe('SHOPPER')
  })

  it("refuses another basket of the same shopper's", () => {
    expect(
      bindingMismatch(approval, { ...attempt, subject: basketSubject('basket-C-token') }),
    ).toBe('SUBJECT')
  })

  it('refuses a deposit balance paid with an approval made for a basket', () => {
    expect(
      bindingMismatch(
        { ...approval, method: 'klarna' },
        { ...attempt, method: 'klarna', subject: depositBalanceSubject(41) },
      ),
    ).toBe('SUBJECT')
  })

  it('refuses another method, amount or currency', () => {
    expect(bindingMismatch(approval, { ...attempt, method: 'klarna' })).toBe('METHOD')
    expect(bindingMismatch(approval, { ...attempt, amount: 2499 })).toBe('AMOUNT')
    expect(bindingMismatch(approval, { ...attempt, currency: 'EUR' })).toBe('AMOUNT')
  })

  it('lets a card token pay by card for anything of its shopper, at any amount', () => {
    const byCard = { ...attempt, method: 'credit_card' } as const
    expect(bindingMismatch(cardToken, byCard)).toBeNull()
    expect(
      bindingMismatch(cardToken, { ...byCard, subject: vipSubject(7), amount: 1999 }),
    ).toBeNull()
  })

  it('refuses a card token for an order recorded as PayPal, or for another shopper', () => {
    expect(bindingMismatch(cardToken, attempt)).toBe('METHOD')
    expect(bindingMismatch(cardToken, { ...attempt, method: 'credit_card', shopperId: 8 })).toBe(
      'SHOPPER',
    )
  })

  it('binds no shopper for a token made without a session', () => {
    expect(
      bindingMismatch({ ...cardToken, shopperId: null }, { ...attempt, method: 'credit_card' }),
    ).toBeNull()
  })
})

describe('subjectOf', () => {
  it('names the basket, the shopper’s own membership or the voucher’s balance', () => {
    expect(subjectOf({ kind: 'basket', basketToken: 'basket-A-token' }, 7)).toBe(
      basketSubject('basket-A-token'),
    )
    expect(subjectOf({ kind: 'vip' }, 7)).toBe(vipSubject(7))
    expect(subjectOf({ kind: 'deposit-balance', voucherId: 4 }, 7)).toBe(depositBalanceSubject(4))
  })
})
