import { describe, expect, it } from 'vitest'
import {
  eligibleForVip,
  memberUnitPrice,
  vipMembershipPrice,
  vipOfferPrice,
  vipRenewalPrice,
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

describe('memberUnitPrice', () => {
  const base = { price: 2500, vipPrice: 2200, vipDiscountAllowed: true, vip: true }
  it.each([
    ['the VIP price for a member', {}, 2200],
    ['the normal price for others', { vip: false }, 2500],
    ['the normal price when the deal disallows it', { vipDiscountAllowed: false }, 2500],
    ['the normal price without a VIP price', { vipPrice: null }, 2500],
    ['never more than the normal price', { vipPrice: 2600 }, 2500],
    ['never below zero', { vipPrice: -5 }, 0],
  ])('is %s', (_name, over, price) => {
    expect(memberUnitPrice({ ...base, ...over })).toBe(price)
  })

  it('is the whole VIP benefit: a figure it returns is what it returns again (no second discount)', () => {
    for (const vipPrice of [null, 0, 1503, 2200, 2499, 2500, 2600]) {
      const once = memberUnitPrice({ ...base, vipPrice })
      expect(memberUnitPrice({ ...base, price: once, vipPrice: once })).toBe(once)
      expect(memberUnitPrice({ ...base, vipPrice: vipOfferPrice({ ...base, vipPrice }) })).toBe(
        once,
      )
    }
  })
})

describe('vipOfferPrice', () => {
  const base = { price: 2500, vipPrice: 2200, vipDiscountAllowed: true }
  it.each([
    ['the member price when it saves', {}, 2200],
    ['null when the deal disallows it', { vipDiscountAllowed: false }, null],
    ['null without a VIP price', { vipPrice: null }, null],
    ['null when it saves nothing', { vipPrice: 2500 }, null],
  ])('is %s', (_name, over, price) => {
    expect(vipOfferPrice({ ...base, ...over })).toBe(price)
  })
})
