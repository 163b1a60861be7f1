import { describe, expect, it } from 'vitest'
import { ProductOrder } from './order'

const line = {
  id: 'l1',
  dealId: 1,
  productId: 10,
  title: 'Spa day',
  quantity: 2,
  unitPrice: 2500,
  discount: 0,
  walletAmountUsed: 500,
  cashAmount: 4500,
  balanceDue: 0,
  balanceDueBy: null,
  postage: 0,
  flightSupplement: 0,
  stay: null,
}
const order = {
  id: 'ORD-1',
  quantity: 2,
  currency: 'GBP',
  paymentMethod: 'credit_card',
  cardType: 'VISA',
  walletAmountUsed: 500,
  cashAmount: 4500,
  postageAmount: 0,
  orderLines: [line],
}

describe('ProductOrder', () => {
  it('accepts an order whose totals are its lines', () => {
    expect(ProductOrder.parse(order)).toEqual(order)
  })

  it('refuses totals that do not add up', () => {
    expect(ProductOrder.safeParse({ ...order, quantity: 3 }).success).toBe(false)
    expect(ProductOrder.safeParse({ ...order, cashAmount: 4499 }).success).toBe(false)
    expect(ProductOrder.safeParse({ ...order, postageAmount: 399 }).success).toBe(false)
  })

  it('takes no card type for a wallet-only or PayPal order', () => {
    expect(
      ProductOrder.safeParse({ ...order, paymentMethod: 'paypal', cardType: null }).success,
    ).toBe(true)
    expect(ProductOrder.safeParse({ ...order, cardType: 'AMEX' }).success).toBe(false)
  })
})
