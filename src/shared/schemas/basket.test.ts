import { describe, expect, it } from 'vitest'
import {
  AddonRequest,
  BasketToken,
  CreateBasketRequest,
  PatchBasketProductRequest,
  PutBasketRequest,
  VipStatusRequest,
} from './basket'

const product = { dealId: 101, dealProductId: 1001, quantity: 2 }

describe('basket schemas', () => {
  it('accept a create body with the spec field names', () => {
    const body = { brand: 'dealio', customerToken: null, eligibleForVip: true, products: [product] }
    expect(CreateBasketRequest.parse(body)).toEqual(body)
  })

  it('refuse unknown fields, fractional quantities and unknown brands', () => {
    const body = { brand: 'dealio', eligibleForVip: false, products: [product] }
    expect(CreateBasketRequest.safeParse({ ...body, extra: 1 }).success).toBe(false)
    expect(CreateBasketRequest.safeParse({ ...body, brand: 'groupon' }).success).toBe(false)
    expect(
      CreateBasketRequest.safeParse({ ...body, products: [{ ...product, quantity: 1.5 }] }).success,
    ).toBe(false)
  })

  it('refuse a stay whose check-out is not after check-in', () => {
    const stay = { ...product, checkInDate: '2027-03-02', checkOutDate: '2027-03-01' }
    const result = CreateBasketRequest.safeParse({
      brand: 'dealio',
      eligibleForVip: false,
      products: [stay],
    })
    expect(result.success).toBe(false)
  })

  it('need the basket token as id on put', () => {
    const body = { brand: 'dealioie', eligibleForVip: false, products: [] }
    expect(PutBasketRequest.safeParse(body).success).toBe(false)
    expect(PutBasketRequest.safeParse({ ...body, id: 'b7c1e0a2f9d4' }).success).toBe(true)
  })

  it('check basket tokens by the §5 rule', () => {
    expect(BasketToken.safeParse('b7c1e0a2f9d4').success).toBe(true)
    const bad = BasketToken.safeParse('undefined')
    expect(bad.success).toBe(false)
    expect(bad.error?.issues[0]?.message).toBe('basketToken or data are malformed')
  })

  it('accept only the VVE addon', () => {
    expect(AddonRequest.parse({ addonType: 'VVE', productId: 5, quantity: 0 })).toEqual({
      addonType: 'VVE',
      productId: 5,
      quantity: 0,
    })
    expect(AddonRequest.safeParse({ addonType: 'GIFT', productId: 5, quantity: 1 }).success).toBe(
      false,
    )
  })

  it('refuse an empty line patch', () => {
    expect(PatchBasketProductRequest.safeParse({}).success).toBe(false)
    expect(PatchBasketProductRequest.safeParse({ quantity: 0 }).success).toBe(true)
  })

  it('take the subscription eligibility values as vipStatus', () => {
    expect(VipStatusRequest.safeParse({ vipStatus: 'ACTIVE' }).success).toBe(true)
    expect(VipStatusRequest.safeParse({ vipStatus: true }).success).toBe(false)
  })
})
