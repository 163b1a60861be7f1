import { describe, expect, it } from 'vitest'
import { basketItemCount, basketItemsText } from './basket-item-count'

describe('basketItemCount', () => {
  it('counts every unit of every line', () => {
    expect(basketItemCount([{ quantity: 2 }, { quantity: 1 }])).toBe(3)
  })

  it('counts an empty basket as none, and ignores a nonsense quantity', () => {
    expect(basketItemCount([])).toBe(0)
    expect(basketItemCount([{ quantity: -1 }, { quantity: 1.5 }])).toBe(0)
  })
})

describe('basketItemsText', () => {
  it('reads out the count in words', () => {
    expect(basketItemsText(1)).toBe('1 item')
    expect(basketItemsText(2)).toBe('2 items')
    expect(basketItemsText(0)).toBe('empty')
  })
})
