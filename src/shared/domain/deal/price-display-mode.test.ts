import { describe, expect, it } from 'vitest'
import {
  discountShownAs,
  displayPrice,
  isFree,
  priceDisplayMode,
  priceStyle,
  type PriceDisplayInput,
  type PriceDisplayMode,
} from './price-display-mode'

const display: PriceDisplayInput['display'] = {
  showPrice: true,
  discount: true,
  discountAmount: false,
  vipDiscountAllowed: true,
}

function makeInput(overrides: Partial<PriceDisplayInput> = {}): PriceDisplayInput {
  return {
    price: 2900,
    originalPrice: 7900,
    discountPercentage: 63,
    vipPrice: 2600,
    display,
    indicativePricing: false,
    productDisplayType: 'default',
    vipUser: false,
    ...overrides,
  }
}

const off = (flags: Partial<PriceDisplayInput['display']>) => ({ ...display, ...flags })

describe('priceDisplayMode', () => {
  it.each<[string, Partial<PriceDisplayInput>, PriceDisplayMode]>([
    ['a deal with showPrice off hides its price', { display: off({ showPrice: false }) }, 'hidden'],
    [
      'hiding beats every other mode, VIP and dropdown included',
      { display: off({ showPrice: false }), vipUser: true, productDisplayType: 'dropdown' },
      'hidden',
    ],
    ['a VIP member sees the VIP discount price', { vipUser: true }, 'show-vip-discount-price'],
    [
      'the VIP price beats the dropdown price',
      { vipUser: true, productDisplayType: 'dropdown' },
      'show-vip-discount-price',
    ],
    [
      'a VIP member sees the normal mode when the deal disallows VIP discounts',
      { vipUser: true, display: off({ vipDiscountAllowed: false }) },
      'show-discount',
    ],
    [
      'a VIP member sees the normal mode when there is no VIP price',
      { vipUser: true, vipPrice: null },
      'show-discount',
    ],
    [
      'a VIP price equal to the price is no VIP offer',
      { vipUser: true, vipPrice: 2900 },
      'show-discount',
    ],
    ['a visitor who is not VIP never gets the VIP mode', { vipUser: false }, 'show-discount'],
    [
      'a dropdown deal shows the from-price',
      { productDisplayType: 'dropdown' },
      'show-dropdown-price',
    ],
    [
      'a dropdown deal shows the from-price even with an indicative original',
      { productDisplayType: 'dropdown', indicativePricing: true },
      'show-dropdown-price',
    ],
    [
      'an indicative original price gives the indicative discount',
      { indicativePricing: true },
      'show-indicative-discount',
    ],
    [
      'the discount-amount flag alone still shows an indicative discount',
      { indicativePricing: true, display: off({ discount: false, discountAmount: true }) },
      'show-indicative-discount',
    ],
    [
      'an indicative original without a badge flag falls back to the struck-out original',
      { indicativePricing: true, display: off({ discount: false }) },
      'show-original-price',
    ],
    [
      'a calendar deal with a saving shows the discount',
      { productDisplayType: 'calendar' },
      'show-discount',
    ],
    [
      'the discount-amount flag alone shows the discount',
      { display: off({ discount: false, discountAmount: true }) },
      'show-discount',
    ],
    [
      'a saving with both badge flags off shows the original price',
      { display: off({ discount: false }) },
      'show-original-price',
    ],
    [
      'a saving that rounds to 0% shows the original price, not "0% off"',
      { price: 9990, originalPrice: 10000, discountPercentage: 0 },
      'show-original-price',
    ],
    [
      'an original price equal to the price shows the price alone',
      { originalPrice: 2900, discountPercentage: 0 },
      'show-price',
    ],
    [
      'an original price below the price shows the price alone',
      { originalPrice: 1000, discountPercentage: 63 },
      'show-price',
    ],
    [
      'an indicative original equal to the price shows the price alone',
      { originalPrice: 2900, indicativePricing: true },
      'show-price',
    ],
    [
      'a free deal with no saving shows its (free) price',
      { price: 0, originalPrice: 0 },
      'show-price',
    ],
    [
      'missing optional flags read as off',
      { indicativePricing: undefined, productDisplayType: undefined, vipUser: undefined },
      'show-discount',
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(priceDisplayMode(makeInput(overrides))).toBe(expected)
  })
})

describe('discountShownAs', () => {
  it('reads the saving as an amount when the discount-amount flag is on', () => {
    expect(discountShownAs({ discountAmount: true })).toBe('amount')
  })

  it('reads the saving as a percentage otherwise', () => {
    expect(discountShownAs({ discountAmount: false })).toBe('percentage')
  })
})

describe('priceStyle', () => {
  it.each([
    ['MODERN', 'MODERN'],
    ['modern', 'MODERN'],
    [' Modern ', 'MODERN'],
    ['classic', 'DEFAULT'],
    ['', 'DEFAULT'],
    [null, 'DEFAULT'],
    [undefined, 'DEFAULT'],
  ] as const)('reads %j as the %s style', (value, expected) => {
    expect(priceStyle(value)).toBe(expected)
  })
})

describe('displayPrice', () => {
  it.each([
    [2950, 29.5],
    [2999, 29.99],
    [100, 1],
    [1, 0.01],
    [0, 0],
    [1234.5, 12.35],
    [1234.49, 12.34],
    [-1234.5, -12.35],
    [-0.4, 0],
  ])('shows %d minor units as %d', (minor, major) => {
    expect(displayPrice(minor)).toBe(major)
  })

  it('never shows negative zero', () => {
    expect(Object.is(displayPrice(-0.2), 0)).toBe(true)
  })
})

describe('isFree', () => {
  it('calls a zero price free', () => {
    expect(isFree(0)).toBe(true)
  })

  it('calls a share below half a penny free', () => {
    expect(isFree(0.4)).toBe(true)
  })

  it('does not call a one-penny price free', () => {
    expect(isFree(1)).toBe(false)
  })

  it('does not call a credit free', () => {
    expect(isFree(-100)).toBe(false)
  })
})
