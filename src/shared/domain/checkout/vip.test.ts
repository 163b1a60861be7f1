import { describe, expect, it } from 'vitest'
import {
  eligibleForVip,
  vipCheckoutDiscount,
  vipMembershipPrice,
  vipRenewalPrice,
  vipUnitPrice,
} from './vip'

describe('vipMembershipPrice', () => {
  it('is 4.99 in either currency', () => {
    expect(vipMembershipPrice('GBP')).toEqual({ amount: 499, currency: 'GBP' })
    expect(vipMembershipPrice('EUR')).toEqual({ amount: 499, currency: 'EUR' })
  })
})

describe('vipRenewalPrice', () => {
  it('halves the renewal under the retention offer, rounding for the member', () => {
    expect(vipRenewalPrice(false)).toBe(499)
    expect(vipRenewalPrice(true)).toBe(249)
  })
})

describe('eligibleForVip', () => {
  it.each([
    [false, true, true],
    [true, true, false],
    [false, false, false],
  ])('vipUser %s on a brand offering VIP %s is %s', (vipUser, brandOffersVip, eligible) => {
    expect(eligibleForVip({ vipUser, brandOffersVip })).toBe(eligible)
  })
})

describe('vipUnitPrice', () => {
  const base = { price: 2500, vipPrice: 2200, vipDiscountAllowed: true, vip: true }
  it.each([
    ['the VIP price for a member', {}, 2200],
    ['the normal price for others', { vip: false }, 2500],
    ['the normal price when the deal disallows it', { vipDiscountAllowed: false }, 2500],
    ['the normal price without a VIP price', { vipPrice: null }, 2500],
    ['never more than the normal price', { vipPrice: 2600 }, 2500],
  ])('is %s', (_name, over, price) => {
    expect(vipUnitPrice({ ...base, ...over })).toBe(price)
  })
})

describe('vipCheckoutDiscount', () => {
  it.each([
    [3333, 10, true, 333],
    [10_000, 20, true, 1500],
    [10_000, 15, false, 0],
    [0, 15, true, 0],
    [10_000, -5, true, 0],
  ])('on %i at %i%% (member %s) is %i', (total, percent, vip, discount) => {
    expect(vipCheckoutDiscount({ total, percent, vip })).toBe(discount)
  })
})
