import { describe, expect, it } from 'vitest'
import { basketCapScopes, checkoutCapTrims } from './checkout-caps'
import {
  dayFromToday,
  testNow,
  testToday,
  testWeekStart,
} from '../../../../scripts/lib/test-clock.mjs'

const now = new Date(testNow())
const product = {
  dealId: 1,
  productId: 10,
  dealCap: null,
  dailyCap: null,
  weeklyCap: null,
  productCap: null,
}
const line = { id: 'a', dealId: 1, productId: 10, quantity: 3, title: 'Spa day' }

describe('checkoutCapTrims', { tags: ['dated'] }, () => {
  it('leaves lines within their caps alone', () => {
    expect(
      checkoutCapTrims([line], [{ ...product, dealCap: 5 }], new Map(), now, 'Europe/London'),
    ).toEqual([])
  })

  it('trims a line to the deal cap, with a message naming it', () => {
    const [trim] = checkoutCapTrims(
      [line],
      [{ ...product, dealCap: 2 }],
      new Map(),
      now,
      'Europe/London',
    )
    expect(trim).toMatchObject({ lineId: 'a', quantity: 2, removed: 1 })
    expect(trim?.message).toContain("'Spa day'")
  })

  it('counts what the customer bought today against the daily cap', () => {
    const bought = new Map([[`day:1:${testToday()}`, 2]])
    const [trim] = checkoutCapTrims(
      [line],
      [{ ...product, dailyCap: 2 }],
      bought,
      now,
      'Europe/London',
    )
    expect(trim).toMatchObject({ quantity: 0, removed: 3 })
    expect(trim?.message).toContain('removed')
  })

  it('ignores yesterday on the daily cap', () => {
    const bought = new Map([[`day:1:${dayFromToday(-1)}`, 2]])
    expect(
      checkoutCapTrims([line], [{ ...product, dailyCap: 3 }], bought, now, 'Europe/London'),
    ).toEqual([])
  })

  it('shares a product cap between two lines of the same product', () => {
    const lines = [line, { ...line, id: 'b', quantity: 2 }]
    const trims = checkoutCapTrims(
      lines,
      [{ ...product, productCap: 4 }],
      new Map(),
      now,
      'Europe/London',
    )
    expect(trims).toMatchObject([{ lineId: 'b', quantity: 1, removed: 1 }])
  })
})

describe('basketCapScopes', { tags: ['dated'] }, () => {
  it('names the scopes purchaseCounters writes', () => {
    expect(basketCapScopes([product], now, 'Europe/London')).toEqual([
      'deal:1',
      `day:1:${testToday()}`,
      `week:1:${testWeekStart()}`,
      'product:10',
    ])
  })
})
