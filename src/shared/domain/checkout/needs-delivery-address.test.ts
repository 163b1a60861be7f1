import { describe, expect, it } from 'vitest'
import type { CheckoutView } from '../../schemas/checkout-view'
import { needsDeliveryAddress } from './needs-delivery-address'

const deal = (extra: object = {}) => ({ ...extra }) as unknown as CheckoutView['deals'][number]

describe('needsDeliveryAddress', () => {
  const noPack = { giftPack: null }
  it('asks for an address for a deal sent by post', () => {
    expect(
      needsDeliveryAddress({
        deals: [deal({ deliveryType: 'e-voucher' }), deal({ deliveryType: 'postage' })],
        giftingDetails: noPack,
      }),
    ).toBe(true)
  })
  it('asks for one for a gift pack', () => {
    expect(
      needsDeliveryAddress({
        deals: [deal({ deliveryType: 'e-voucher' })],
        giftingDetails: { giftPack: { dealId: 1, productId: 2, delivery: 'STANDARD' } },
      }),
    ).toBe(true)
  })
  it('does not for vouchers and click and collect', () => {
    expect(
      needsDeliveryAddress({
        deals: [deal({ deliveryType: 'e-voucher' }), deal({ deliveryType: 'click-and-collect' })],
        giftingDetails: noPack,
      }),
    ).toBe(false)
  })
})
