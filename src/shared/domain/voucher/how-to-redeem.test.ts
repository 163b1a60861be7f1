import { describe, expect, it } from 'vitest'
import { addressLine, howToRedeem } from './how-to-redeem'

const local = {
  deliveryType: 'none',
  bookingCalendarOnRedemption: false,
  redeemLocationUrl: null,
} as const

describe('howToRedeem', () => {
  it('tells a posted deal that it comes by post', () => {
    expect(howToRedeem({ ...local, deliveryType: 'postage' })).toMatch(/post it/)
  })

  it('sends an online deal to its redemption site', () => {
    expect(howToRedeem({ ...local, redeemLocationUrl: 'https://shop.example/redeem' })).toContain(
      'https://shop.example/redeem',
    )
  })

  it('sends a deal booked on redemption to the voucher page', () => {
    expect(howToRedeem({ ...local, bookingCalendarOnRedemption: true })).toMatch(/voucher page/)
  })

  it('asks a local deal to book with the merchant and show the code', () => {
    expect(howToRedeem(local)).toMatch(/Contact the merchant/)
  })
})

describe('addressLine', () => {
  it('writes the address on one line, leaving out an empty second line', () => {
    const latLon = { lat: 0, lon: 0 }
    expect(
      addressLine({
        addressLine1: '1 High St',
        addressLine2: null,
        town: 'Leeds',
        postCode: 'LS1 1AA',
        latLon,
      } as never),
    ).toBe('1 High St, Leeds LS1 1AA')
  })
})
