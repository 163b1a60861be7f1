import { describe, expect, it } from 'vitest'
import { depositSplit } from './deposit-split'

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
