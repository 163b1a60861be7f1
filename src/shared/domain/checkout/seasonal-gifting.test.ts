import { describe, expect, it } from 'vitest'
import { giftingDefaults } from './seasonal-gifting'

describe('giftingDefaults', () => {
  it('leads with a switched-on e-gift and last-minute copy inside the Christmas e-gift window', () => {
    expect(giftingDefaults({ christmasEGift: true })).toEqual({
      eGiftByDefault: true,
      eGiftLabel: 'Last-minute? Send it as an e-gift',
    })
  })

  it('leaves the e-gift off with its usual label the rest of the year', () => {
    expect(giftingDefaults({ christmasEGift: false })).toEqual({
      eGiftByDefault: false,
      eGiftLabel: 'Send as an e-gift (free)',
    })
  })
})
