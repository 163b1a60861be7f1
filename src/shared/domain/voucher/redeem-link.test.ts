import { describe, expect, it } from 'vitest'
import { redeemLinkKind } from './redeem-link'

const address = {
  addressLine1: '1 High St',
  addressLine2: null,
  town: 'Leeds',
  postCode: 'LS1 1AA',
}
const maps = 'https://www.google.com/maps/search/?api=1&query=53.8,-1.5'

describe('redeemLinkKind', () => {
  it('calls an in-person voucher’s map link directions, not redeem online', () => {
    expect(redeemLinkKind({ redeemLocation: address, redeemLocationUrl: maps })).toBe('directions')
  })

  it('knows a map link even without a stored address', () => {
    expect(redeemLinkKind({ redeemLocation: null, redeemLocationUrl: maps })).toBe('directions')
    expect(
      redeemLinkKind({ redeemLocation: null, redeemLocationUrl: 'https://maps.apple.com/?q=x' }),
    ).toBe('directions')
  })

  it('keeps a merchant’s own booking site as redeem online', () => {
    expect(
      redeemLinkKind({ redeemLocation: null, redeemLocationUrl: 'https://spa.example/book' }),
    ).toBe('online')
    expect(
      redeemLinkKind({ redeemLocation: null, redeemLocationUrl: 'https://www.google.com/search' }),
    ).toBe('online')
  })

  it('has nothing to label without a link', () => {
    expect(redeemLinkKind({ redeemLocation: address, redeemLocationUrl: null })).toBeNull()
  })
})
