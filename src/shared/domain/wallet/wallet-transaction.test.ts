import { describe, expect, it } from 'vitest'
import { walletTransactionOf } from './wallet-transaction'

describe('walletTransactionOf', () => {
  it.each([
    [
      { amount: 2500, reason: 'GIFT_CARD' },
      { type: 'CREDIT', description: 'Gift card redeemed' },
    ],
    [
      { amount: -900, reason: 'ORDER' },
      { type: 'DEBIT', description: 'Used on an order' },
    ],
    [
      { amount: -100, reason: 'EXPIRY' },
      { type: 'EXPIRY', description: 'Credit expired' },
    ],
    [
      { amount: 100, reason: 'SOMETHING_NEW' },
      { type: 'CREDIT', description: 'Credit' },
    ],
  ])('reads %j as %j', (row, expected) => {
    expect(walletTransactionOf(row)).toEqual(expected)
  })
})
