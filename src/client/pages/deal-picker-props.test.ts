import { describe, expect, it } from 'vitest'
import { makeDeal, makeProduct } from '../../../test/fixtures/make-deal'
import { dealPickerProps } from './deal-picker-props'

const onSale = { available: true, unavailableReason: null }

describe('dealPickerProps', () => {
  it('hands the island public option data and the deal rules it needs', () => {
    const deal = makeDeal({
      productDisplay: { type: 'dropdown', row: null, column: null },
      pricePerPerson: true,
      depositAvailable: true,
      depositPrice: 1000,
      products: [makeProduct({ id: 9, totalRemainingForDay: 4, purchaseCap: 2 })],
    })
    const props = dealPickerProps(deal, onSale, 'dealio', 9)
    expect(props).toMatchObject({
      dealId: 42,
      brand: 'dealio',
      currency: 'GBP',
      displayType: 'dropdown',
      subCategoryId: 7,
      showPrices: true,
      pricePerPerson: true,
      depositAvailable: true,
      available: true,
      unavailableMessage: null,
      preselectedId: 9,
    })
    expect(props.options).toEqual([
      expect.objectContaining({
        id: 9,
        totalRemainingForDay: 4,
        purchaseCap: 2,
        vipExclusive: false,
      }),
    ])
  })

  it('says why an unavailable deal cannot be bought', () => {
    const props = dealPickerProps(
      makeDeal(),
      { available: false, unavailableReason: 'capped' },
      'dealio',
      null,
    )
    expect(props.unavailableMessage).toBe("Today's limit reached: back soon")
  })

  it('marks every option of a VIP-only deal as VIP members only', () => {
    const props = dealPickerProps(makeDeal({ vipOnly: true }), onSale, 'dealio', null)
    expect(props.options.every((option) => option.vipExclusive)).toBe(true)
  })
})
