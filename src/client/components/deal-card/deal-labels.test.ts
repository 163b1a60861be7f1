import { describe, expect, it } from 'vitest'
import { boughtLabel, discountLabel, priceCaption, showsOriginalPrice } from './deal-labels'

describe('deal labels', () => {
  it('groups the bought count and hides it before the first sale', () => {
    expect(boughtLabel(1234)).toBe('1,234 bought')
    expect(boughtLabel(7)).toBe('7 bought')
    expect(boughtLabel(0)).toBeNull()
  })

  it('writes the discount as a negative percentage, or nothing', () => {
    expect(discountLabel(62)).toBe('-62%')
    expect(discountLabel(0)).toBeNull()
    expect(discountLabel(40, false)).toBeNull()
  })

  it('shows the original price only when it differs from the price', () => {
    expect(showsOriginalPrice(2900, 7900)).toBe(true)
    expect(showsOriginalPrice(2900, 2900)).toBe(false)
    expect(showsOriginalPrice(2900, 0)).toBe(false)
  })

  it('shows a price caption only when flagged and free of %, £ and €', () => {
    expect(priceCaption('per room', true)).toBe('per room')
    expect(priceCaption('per room', false)).toBeNull()
    expect(priceCaption('£10 off', true)).toBeNull()
    expect(priceCaption('Up to 70% off', true)).toBeNull()
    expect(priceCaption('€10 off', true)).toBeNull()
    expect(priceCaption(null, true)).toBeNull()
  })
})
