import { describe, expect, it } from 'vitest'
import { changeQuantity } from './quantity'

describe('changeQuantity', () => {
  it('accepts a quantity within max quantity', () => {
    expect(changeQuantity({ requested: 2, limits: { dealCap: 3 }, available: true })).toEqual({
      ok: true,
      quantity: 2,
    })
  })

  it('accepts any quantity when nothing limits it', () => {
    expect(changeQuantity({ requested: 40, limits: {}, available: true })).toEqual({
      ok: true,
      quantity: 40,
    })
  })

  it('refuses more than max quantity with the spec message and offers the max', () => {
    expect(
      changeQuantity({ requested: 5, limits: { dealCap: 4, userBought: 1 }, available: true }),
    ).toEqual({
      ok: false,
      code: 'MAX_QUANTITY_REACHED',
      message: 'max quantity reached',
      quantity: 3,
    })
  })

  it('says the item is no longer available when it cannot be bought', () => {
    const unavailable = {
      ok: false,
      code: 'ITEM_UNAVAILABLE',
      message: 'Oops! This item is no longer available',
      quantity: 0,
    }
    expect(changeQuantity({ requested: 1, limits: {}, available: false })).toEqual(unavailable)
    expect(
      changeQuantity({ requested: 1, limits: { productRemaining: 0 }, available: true }),
    ).toEqual(unavailable)
  })

  it('says max quantity reached, offering 0, when the customer used up a cap with stock left', () => {
    expect(
      changeQuantity({
        requested: 1,
        limits: { productRemaining: 9, dealCap: 2, userBought: 2 },
        available: true,
      }),
    ).toEqual({
      ok: false,
      code: 'MAX_QUANTITY_REACHED',
      message: 'max quantity reached',
      quantity: 0,
    })
    expect(
      changeQuantity({
        requested: 1,
        limits: { productRemaining: 0, dealCap: 0 },
        available: true,
      }),
    ).toMatchObject({ code: 'ITEM_UNAVAILABLE' })
  })

  it('always lets a line be removed', () => {
    expect(
      changeQuantity({ requested: 0, limits: { productRemaining: 0 }, available: false }),
    ).toEqual({
      ok: true,
      quantity: 0,
    })
  })

  it('raises a deposit pair to its minimum of 2, and refuses it when only 1 is left', () => {
    expect(changeQuantity({ requested: 1, limits: {}, available: true, minQuantity: 2 })).toEqual({
      ok: true,
      quantity: 2,
    })
    expect(
      changeQuantity({
        requested: 2,
        limits: { productRemaining: 1 },
        available: true,
        minQuantity: 2,
      }),
    ).toMatchObject({ ok: false, code: 'ITEM_UNAVAILABLE' })
  })

  it.each([-1, 1.5, Number.NaN])('treats %s as malformed arguments', (requested) => {
    expect(changeQuantity({ requested, limits: {}, available: true })).toMatchObject({
      ok: false,
      code: 'ARGS_MALFORMED',
      message: 'args malformed',
    })
  })
})
