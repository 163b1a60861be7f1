import { describe, expect, it } from 'vitest'
import { dealStock, leadProductIndex, type ProductStock } from './deal-stock'

const product = (over: Partial<ProductStock> = {}): ProductStock => ({
  price: 2500,
  soldOut: false,
  totalRemaining: 50,
  totalRemainingForDay: 5,
  totalRemainingForWeek: 20,
  ...over,
})

describe('dealStock', () => {
  it('adds the products’ daily and weekly counts', () => {
    const stock = dealStock([product(), product({ totalRemainingForDay: 3 })])
    expect(stock).toEqual({
      totalRemainingForDay: 8,
      totalRemainingForWeek: 40,
      dailyPurchaseCapReached: false,
      weeklyPurchaseCapReached: false,
    })
  })

  it('reports a cap reached only when every product has sold its units for the period', () => {
    const day = dealStock([
      product({ totalRemainingForDay: 0 }),
      product({ totalRemainingForDay: 0 }),
    ])
    expect(day.dailyPurchaseCapReached).toBe(true)
    expect(day.weeklyPurchaseCapReached).toBe(false)
    const oneLeft = dealStock([
      product({ totalRemainingForDay: 0 }),
      product({ totalRemainingForDay: 1 }),
    ])
    expect(oneLeft.dailyPurchaseCapReached).toBe(false)
  })

  it('is unlimited (null, never reached) when any product is unlimited or there are none', () => {
    const stock = dealStock([product({ totalRemainingForWeek: null }), product()])
    expect(stock.totalRemainingForWeek).toBeNull()
    expect(stock.weeklyPurchaseCapReached).toBe(false)
    expect(dealStock([]).totalRemainingForDay).toBeNull()
  })
})

describe('leadProductIndex', () => {
  it('picks the cheapest product on sale, the first on a tie', () => {
    expect(leadProductIndex([product({ price: 3000 }), product({ price: 2000 })])).toBe(1)
    expect(leadProductIndex([product(), product()])).toBe(0)
  })

  it('passes over sold-out products, falling back to the first when all are', () => {
    const cheapGone = [product({ price: 3000 }), product({ price: 1000, soldOut: true })]
    expect(leadProductIndex(cheapGone)).toBe(0)
    expect(leadProductIndex([product({ totalRemaining: 0 }), product({ soldOut: true })])).toBe(0)
    expect(leadProductIndex([])).toBeNull()
  })
})
