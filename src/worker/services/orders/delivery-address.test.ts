import { describe, expect, it } from 'vitest'
import { needsDeliveryAddress } from '../../../shared/domain/checkout/needs-delivery-address'
import { DELIVERY_ADDRESS_NEEDED, deliveryAddressFor } from './order-checks'

const view = (deliveryTypes: string[], giftPack = false) =>
  ({
    deals: deliveryTypes.map((deliveryType) => ({ deliveryType })),
    giftingDetails: {
      giftPack: giftPack ? { dealId: 1, productId: 2, delivery: 'STANDARD' } : null,
    },
  }) as Parameters<typeof needsDeliveryAddress>[0]

const address = {
  line1: ' 1 High St ',
  line2: '',
  town: 'Bath',
  county: null,
  postcode: 'BA1 1AA',
}

describe('the delivery address of an order', () => {
  it('is needed for a posted deal or a gift pack, not for vouchers or click and collect', () => {
    expect(needsDeliveryAddress(view(['e-voucher', 'postage']))).toBe(true)
    expect(needsDeliveryAddress(view(['e-voucher'], true))).toBe(true)
    expect(needsDeliveryAddress(view(['e-voucher', 'click-and-collect', 'none']))).toBe(false)
  })

  it('is refused when needed and missing or not an address', () => {
    expect(() => deliveryAddressFor(view(['postage']), undefined)).toThrow(DELIVERY_ADDRESS_NEEDED)
    expect(() => deliveryAddressFor(view([], true), { ...address, line1: ' ' })).toThrow(
      DELIVERY_ADDRESS_NEEDED,
    )
  })

  it('is kept checked and trimmed when needed, and not kept when nothing is posted', () => {
    expect(deliveryAddressFor(view(['postage']), address)).toEqual({
      line1: '1 High St',
      line2: null,
      town: 'Bath',
      county: null,
      postcode: 'BA1 1AA',
    })
    expect(deliveryAddressFor(view(['e-voucher']), address)).toBeNull()
  })
})
