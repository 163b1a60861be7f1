import { describe, expect, it } from 'vitest'
import {
  paymentMethodEligibility,
  type EligibilityInput,
} from '../../../shared/domain/payment/method-eligibility'
import { offeredInstruments } from './offered-instruments'

const signedIn = (overrides: Partial<EligibilityInput> = {}) =>
  paymentMethodEligibility({
    anonymous: false,
    amount: 2500,
    applePaySupported: false,
    legacyBrowser: false,
    highFraudRisk: false,
    subCategoryIds: [],
    strictSubcategoryCheck: false,
    instruments: offeredInstruments({ userId: 7 }),
    ...overrides,
  }).methods

describe('offeredInstruments', () => {
  it('offers an anonymous shopper none: the wallets show by default (§6)', () => {
    expect(offeredInstruments({ userId: null })).toEqual([])
  })

  it('offers a signed-in shopper a new instrument of every method, through its provider', () => {
    expect(offeredInstruments({ userId: 7 })).toContainEqual({
      type: 'clearpay',
      kind: 'NEW',
      gateway: 'CLEARPAY',
      allowSubscription: false,
      default: false,
      label: null,
    })
    expect(
      offeredInstruments({ userId: 7 })
        .map((i) => i.type)
        .sort(),
    ).toEqual(['apple_pay', 'clearpay', 'credit_card', 'google_pay', 'klarna', 'paypal'])
  })

  it('lets §5 decide what a signed-in shopper sees', () => {
    expect(signedIn()).toEqual({
      apple_pay: false,
      google_pay: true,
      paypal: true,
      clearpay: true,
      klarna: true,
      credit_card: true,
    })
    expect(signedIn({ applePaySupported: true })).toMatchObject({
      apple_pay: true,
      google_pay: false,
    })
    expect(signedIn({ amount: 100_001 })).toMatchObject({ clearpay: false, klarna: true })
    expect(signedIn({ subCategoryIds: [218] })).toMatchObject({ clearpay: false, klarna: false })
    expect(signedIn({ highFraudRisk: true })).toMatchObject({ clearpay: false, klarna: false })
    expect(signedIn({ amount: 0 })).toMatchObject({ paypal: false, apple_pay: false })
  })
})
