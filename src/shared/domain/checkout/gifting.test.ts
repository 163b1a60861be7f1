import { describe, expect, it } from 'vitest'
import {
  GIFTING_OPTIONS,
  GIFTING_PRESETS,
  basketGiftingType,
  giftingProducts,
  isFullyGiftClaim,
  setGiftWrapQuantity,
  switchGiftPack,
} from './gifting'

describe('basketGiftingType', () => {
  it.each([
    ['none', 'NONE'],
    ['gift', 'GIFT'],
    ['e-gift', 'E_GIFT'],
    ['gift-pack', 'STANDARD_DELIVERY_GIFT_PACK'],
    ['ndd-gpk', 'NEXT_DAY_GIFT_PACK'],
    ['std-gpk', 'STANDARD_DELIVERY_GIFT_PACK'],
    ['wrapped', 'WRAPPED'],
  ] as const)('stores %s as %s', (option, type) => {
    expect(basketGiftingType(option)).toBe(type)
  })

  it('covers every option', () => {
    expect(GIFTING_OPTIONS.map(basketGiftingType)).toHaveLength(7)
  })
})

describe('giftingProducts', () => {
  it('uses the presets when none are supplied', () => {
    expect(giftingProducts(null)).toEqual(GIFTING_PRESETS)
    expect(giftingProducts({})).toEqual(GIFTING_PRESETS)
  })

  it('uses what is supplied, preset for the rest', () => {
    const giftWrap = { dealId: 1, productId: 2, price: null }
    expect(giftingProducts({ giftWrap })).toEqual({ ...GIFTING_PRESETS, giftWrap })
  })
})

describe('setGiftWrapQuantity', () => {
  it('adds the wrap with a toast when going from none to some', () => {
    expect(setGiftWrapQuantity(0, 2, 7)).toEqual({
      change: { op: 'add', productId: 7, quantity: 2 },
      toast: 'Gift Wrap Added',
    })
  })

  it('removes the wrap product at quantity 0', () => {
    expect(setGiftWrapQuantity(2, 0, 7)).toEqual({
      change: { op: 'remove', productId: 7 },
      toast: null,
    })
  })

  it('reads a negative quantity as 0', () => {
    expect(setGiftWrapQuantity(1, -3, 7).change).toEqual({ op: 'remove', productId: 7 })
    expect(setGiftWrapQuantity(0, -3, 7).change).toEqual({ op: 'none' })
  })

  it('updates without a toast when wrap was already on', () => {
    expect(setGiftWrapQuantity(1, 3, 7)).toEqual({
      change: { op: 'update', productId: 7, quantity: 3 },
      toast: null,
    })
  })
})

describe('switchGiftPack', () => {
  const products = GIFTING_PRESETS
  it('adds a pack with a toast', () => {
    expect(switchGiftPack(null, 'NEXT_DAY', products)).toEqual({
      change: { op: 'add', productId: products.nextDayGiftPack.productId, quantity: 1 },
      toast: 'Gift Pack Added',
      replaces: null,
    })
  })

  it('swaps the pack product when the delivery changes', () => {
    expect(switchGiftPack('NEXT_DAY', 'STANDARD', products).replaces).toBe(
      products.nextDayGiftPack.productId,
    )
  })

  it('removes the pack when switched off', () => {
    expect(switchGiftPack('STANDARD', null, products)).toEqual({
      change: { op: 'remove', productId: products.standardGiftPack.productId },
      toast: null,
      replaces: null,
    })
  })

  it('does nothing when nothing changes', () => {
    expect(switchGiftPack('STANDARD', 'STANDARD', products).change).toEqual({ op: 'none' })
  })
})

describe('isFullyGiftClaim', () => {
  it.each([
    [[{ giftClaim: true }, { giftClaim: true }], true],
    [[{ giftClaim: true }, { giftClaim: false }], false],
    [[{ giftClaim: true }, {}], false],
    [[], false],
  ])('%o is %s', (deals, fully) => {
    expect(isFullyGiftClaim(deals)).toBe(fully)
  })
})
