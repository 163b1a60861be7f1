import { describe, expect, it } from 'vitest'
import { basketItemCount, basketLinkLabel } from './basket-item-count'

describe('basketItemCount', () => {
  it('counts every unit of every line', () => {
    expect(basketItemCount([{ quantity: 2 }, { quantity: 1 }])).toBe(3)
  })

  it('counts an empty basket as none, and ignores a nonsense quantity', () => {
    expect(basketItemCount([])).toBe(0)
    expect(basketItemCount([{ quantity: -1 }, { quantity: 1.5 }])).toBe(0)
  })
})

describe('basketLinkLabel', () => {
  it('reads out the count in words', () => {
    expect(basketLinkLabel(1)).toBe('Basket, 1 item')
    expect(basketLinkLabel(2)).toBe('Basket, 2 items')
    expect(basketLinkLabel(0)).toBe('Basket, empty')
  })

  it('is plain Basket while the count is not known', () => {
    expect(basketLinkLabel(null)).toBe('Basket')
  })
})
