import { describe, expect, it } from 'vitest'
import {
  allowsSubscription,
  paymentMethodEligibility,
  type EligibilityInput,
} from './method-eligibility'
import type { PaymentInstrument, PaymentMethod } from './payment-method'

const instrument = (
  type: PaymentMethod,
  over: Partial<PaymentInstrument> = {},
): PaymentInstrument => ({
  type,
  kind: 'NEW',
  gateway: type === 'klarna' ? 'KLARNA' : type === 'clearpay' ? 'CLEARPAY' : 'BRAINTREE',
  ...over,
})

const anonymous: EligibilityInput = {
  anonymous: true,
  amount: 2500,
  applePaySupported: false,
  legacyBrowser: false,
  highFraudRisk: false,
  subCategoryIds: [],
  strictSubcategoryCheck: false,
  instruments: [],
}
const signedIn: EligibilityInput = { ...anonymous, anonymous: false }
const allOffered = ['apple_pay', 'google_pay', 'paypal', 'clearpay', 'klarna'].map((t) =>
  instrument(t as PaymentMethod),
)

type Row = [string, Partial<EligibilityInput>, boolean]

const check = (method: PaymentMethod, base: EligibilityInput, rows: Row[]) =>
  it.each(rows)(`${method}: %s`, (_clause, over, expected) => {
    expect(paymentMethodEligibility({ ...base, ...over }).methods[method]).toBe(expected)
  })

describe('paymentMethodEligibility', () => {
  describe('Apple Pay', () => {
    check('apple_pay', anonymous, [
      ['hidden without browser support, even for anonymous users', {}, false],
      ['shown by default to anonymous users with support', { applePaySupported: true }, true],
      [
        'hidden for a signed-in user without an apple instrument',
        { ...signedIn, applePaySupported: true },
        false,
      ],
      [
        'shown for a signed-in user with an apple instrument and an amount',
        { ...signedIn, applePaySupported: true, instruments: [instrument('apple_pay')] },
        true,
      ],
      [
        'hidden for a signed-in user when the amount is zero',
        { ...signedIn, applePaySupported: true, amount: 0, instruments: [instrument('apple_pay')] },
        false,
      ],
      [
        'hidden with an apple instrument but no browser support',
        { ...signedIn, instruments: [instrument('apple_pay')] },
        false,
      ],
    ])
  })

  describe('Google Pay', () => {
    check('google_pay', anonymous, [
      ['shown to anonymous users on a modern browser without Apple Pay', {}, true],
      ['hidden where Apple Pay is supported', { applePaySupported: true }, false],
      ['hidden on a legacy browser', { legacyBrowser: true }, false],
      ['hidden for a signed-in user without the instrument', signedIn, false],
      [
        'shown for a signed-in user with the instrument',
        { ...signedIn, instruments: [instrument('google_pay')] },
        true,
      ],
    ])
  })

  describe('PayPal', () => {
    check('paypal', anonymous, [
      ['shown to anonymous users', {}, true],
      ['shown to anonymous users even at zero', { amount: 0 }, true],
      ['hidden for a signed-in user without the instrument', signedIn, false],
      [
        'shown for a signed-in user with the instrument and an amount',
        { ...signedIn, instruments: [instrument('paypal')] },
        true,
      ],
      [
        'hidden for a signed-in user at zero',
        { ...signedIn, amount: 0, instruments: [instrument('paypal')] },
        false,
      ],
    ])
  })

  describe('Clearpay', () => {
    check('clearpay', anonymous, [
      ['shown to anonymous users at 25', {}, true],
      ['shown at exactly 1', { amount: 100 }, true],
      ['shown at exactly 1000', { amount: 100_000 }, true],
      ['hidden under 1', { amount: 99 }, false],
      ['hidden over 1000', { amount: 100_001 }, false],
      ['hidden for a high-fraud-risk basket', { highFraudRisk: true }, false],
      ['hidden for an item in subcategory 218', { subCategoryIds: [5, 218] }, false],
      ['hidden for an item in subcategory 711', { subCategoryIds: [711] }, false],
      ['shown for subcategory 197 under the normal check', { subCategoryIds: [197] }, true],
      ['shown for subcategory 200 under the normal check', { subCategoryIds: [200] }, true],
      [
        'hidden for 197 under the stricter check',
        { subCategoryIds: [197], strictSubcategoryCheck: true },
        false,
      ],
      [
        'hidden for 200 under the stricter check',
        { subCategoryIds: [200], strictSubcategoryCheck: true },
        false,
      ],
      ['hidden for a signed-in user without the instrument', signedIn, false],
      [
        'shown for a signed-in user with the instrument',
        { ...signedIn, instruments: [instrument('clearpay')] },
        true,
      ],
      [
        'hidden for a signed-in user over 1000',
        { ...signedIn, amount: 150_000, instruments: [instrument('clearpay')] },
        false,
      ],
    ])
  })

  describe('Klarna', () => {
    check('klarna', anonymous, [
      ['shown to anonymous users', {}, true],
      ['shown over 1000: no amount bounds', { amount: 500_000 }, true],
      ['shown at zero: no amount bounds', { amount: 0 }, true],
      ['hidden for a high-fraud-risk basket', { highFraudRisk: true }, false],
      ['hidden for an item in subcategory 218', { subCategoryIds: [218] }, false],
      ['hidden for an item in subcategory 711', { subCategoryIds: [711] }, false],
      [
        'hidden for 197 under the stricter check',
        { subCategoryIds: [197], strictSubcategoryCheck: true },
        false,
      ],
      ['shown for 200 under the normal check', { subCategoryIds: [200] }, true],
      ['hidden for a signed-in user without the instrument', signedIn, false],
      [
        'shown for a signed-in user with the instrument',
        { ...signedIn, instruments: [instrument('klarna')] },
        true,
      ],
    ])
  })

  describe('card', () => {
    check('credit_card', anonymous, [
      ['always shown to anonymous users', { highFraudRisk: true, amount: 0 }, true],
      ['always shown to signed-in users', signedIn, true],
    ])
  })

  it('offers every express wallet to a signed-in user with all instruments on a modern browser', () => {
    const { methods } = paymentMethodEligibility({ ...signedIn, instruments: allOffered })
    expect(methods).toEqual({
      apple_pay: false,
      google_pay: true,
      paypal: true,
      clearpay: true,
      klarna: true,
      credit_card: true,
    })
  })

  it.each<[string, Partial<EligibilityInput>, boolean]>([
    [
      'allowed with a saved instrument and Google Pay possible',
      { instruments: [instrument('credit_card', { kind: 'EXISTING' })] },
      true,
    ],
    [
      'allowed with a saved instrument and Apple Pay possible',
      { applePaySupported: true, instruments: [instrument('credit_card', { kind: 'EXISTING' })] },
      true,
    ],
    ['refused without saved instruments', { instruments: [instrument('paypal')] }, false],
    [
      'refused when neither Apple nor Google Pay is possible',
      { legacyBrowser: true, instruments: [instrument('credit_card', { kind: 'EXISTING' })] },
      false,
    ],
  ])('one-click is %s', (_clause, over, expected) => {
    expect(paymentMethodEligibility({ ...anonymous, ...over }).oneClick).toBe(expected)
  })

  it.each<[string, unknown, boolean]>([
    ['the boolean true', true, true],
    ["the string 'true'", 'true', false],
    ['1', 1, false],
    ['false', false, false],
    ['missing', undefined, false],
  ])('subscription with allowSubscription %s is %s', (_name, flag, expected) => {
    const instruments = [
      instrument('credit_card', { kind: 'EXISTING', default: true, allowSubscription: flag }),
    ]
    expect(paymentMethodEligibility({ ...signedIn, instruments }).subscription).toBe(expected)
    expect(allowsSubscription({ allowSubscription: flag })).toBe(expected)
  })

  it('refuses a subscription when no instrument is the default', () => {
    const instruments = [instrument('credit_card', { kind: 'EXISTING', allowSubscription: true })]
    expect(paymentMethodEligibility({ ...signedIn, instruments }).subscription).toBe(false)
  })
})
