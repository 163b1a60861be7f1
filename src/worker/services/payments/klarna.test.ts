import { describe, expect, it } from 'vitest'
import { klarnaPurchaseBody } from './klarna'

describe('klarnaPurchaseBody', () => {
  it('makes one line for the whole amount when no lines are given, so the lines sum up', () => {
    const body = klarnaPurchaseBody({ amount: 4_599, currency: 'EUR', orderReference: 'ORD-1' })
    expect(body).toMatchObject({
      purchase_country: 'IE',
      purchase_currency: 'EUR',
      locale: 'en-IE',
      order_amount: 4_599,
      order_tax_amount: 0,
      merchant_reference1: 'ORD-1',
    })
    expect(body.order_lines.reduce((sum, line) => sum + line.total_amount, 0)).toBe(4_599)
  })

  it('sums the tax of given lines into order_tax_amount', () => {
    const line = {
      name: 'Box',
      quantity: 1,
      unit_price: 1_200,
      total_amount: 1_200,
      tax_rate: 2000,
    }
    const body = klarnaPurchaseBody({
      amount: 2_400,
      currency: 'GBP',
      orderReference: 'ORD-2',
      orderLines: [
        { ...line, total_tax_amount: 200 },
        { ...line, total_tax_amount: 200 },
      ],
    })
    expect(body).toMatchObject({ purchase_country: 'GB', locale: 'en-GB', order_tax_amount: 400 })
  })
})
