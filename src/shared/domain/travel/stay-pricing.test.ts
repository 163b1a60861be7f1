import { describe, expect, it } from 'vitest'
import { stayPrice, type StayNightPrice } from './stay-pricing'

const nights: StayNightPrice[] = [
  { date: '2026-10-24', price: 12_000, vipPrice: 10_800 },
  { date: '2026-10-25', price: 8_999, vipPrice: 8_099 },
  { date: '2026-10-26', price: 8_999, vipPrice: 8_099 },
]

describe('stayPrice', () => {
  it('sums the nightly prices per unit and multiplies by the quantity', () => {
    expect(stayPrice({ nights, quantity: 2, vip: false })).toEqual({
      perNight: [
        { date: '2026-10-24', price: 12_000 },
        { date: '2026-10-25', price: 8_999 },
        { date: '2026-10-26', price: 8_999 },
      ],
      price: 29_998,
      vipPrice: 26_998,
      total: 59_996,
    })
  })

  it('charges a VIP the VIP price when every night allows it', () => {
    expect(stayPrice({ nights, quantity: 2, vip: true }).total).toBe(53_996)
  })

  it('has no VIP price when any night allows no VIP discount', () => {
    const mixed = [...nights.slice(0, 2), { date: '2026-10-26', price: 8_999, vipPrice: null }]
    const result = stayPrice({ nights: mixed, quantity: 1, vip: true })
    expect(result.vipPrice).toBeNull()
    expect(result.total).toBe(29_998)
  })

  it('prices a single night', () => {
    expect(stayPrice({ nights: nights.slice(0, 1), quantity: 1, vip: false })).toMatchObject({
      price: 12_000,
      total: 12_000,
    })
  })

  it('allows a free night', () => {
    const free = [{ date: '2026-10-24', price: 0, vipPrice: 0 }]
    expect(stayPrice({ nights: free, quantity: 4, vip: true }).total).toBe(0)
  })

  it('does not share the caller nights in perNight', () => {
    const result = stayPrice({ nights, quantity: 1, vip: false })
    expect(result.perNight[0]).not.toBe(nights[0])
  })

  it.each([
    ['a fractional price', [{ date: '2026-10-24', price: 99.5, vipPrice: null }]],
    ['a negative price', [{ date: '2026-10-24', price: -1, vipPrice: null }]],
    ['a fractional VIP price', [{ date: '2026-10-24', price: 100, vipPrice: 89.99 }]],
    ['no nights', []],
  ])('throws for %s', (_name, bad) => {
    expect(() => stayPrice({ nights: bad, quantity: 1, vip: false })).toThrow(RangeError)
  })

  it.each([0, -2, 1.5])('throws for quantity %s', (quantity) => {
    expect(() => stayPrice({ nights, quantity, vip: false })).toThrow(RangeError)
  })
})
