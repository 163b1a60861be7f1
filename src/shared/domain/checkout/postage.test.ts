import { describe, expect, it } from 'vitest'
import { linePostage } from './postage'

const posted = {
  deliveryType: 'postage',
  postagePrice: 399,
  quantity: 1,
  extension: false,
} as const

describe('linePostage', () => {
  it('charges the postage price once per item of a posted deal', () => {
    expect(linePostage(posted)).toBe(399)
    expect(linePostage({ ...posted, quantity: 3 })).toBe(1197)
  })

  it('charges nothing for deals that are not posted', () => {
    for (const deliveryType of ['none', 'click-and-collect', 'e-voucher'] as const) {
      expect(linePostage({ ...posted, deliveryType })).toBe(0)
    }
  })

  it('charges nothing for a voucher extension, which posts nothing', () => {
    expect(linePostage({ ...posted, extension: true })).toBe(0)
  })

  it('charges nothing when the product posts for free', () => {
    expect(linePostage({ ...posted, postagePrice: 0, quantity: 4 })).toBe(0)
  })
})
