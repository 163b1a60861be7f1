import { describe, expect, it } from 'vitest'
import {
  AdminCalendarEdit,
  AdminDealCreate,
  AdminDealUpdate,
  AdminProductCreate,
} from './admin-deal'

const deal = {
  countryCode: 'gb',
  locationId: 1,
  categoryId: 1,
  subcategoryId: 1,
  merchantId: 1,
  headline: 'Spa day',
  title: 'Spa day for two',
  description: 'Relax.',
  finePrint: 'Book ahead.',
  price: 2500,
  originalPrice: 5000,
  opensAt: '2026-12-01T00:00:00.000Z',
  closingDate: '2027-03-01T00:00:00.000Z',
  dealType: 'local',
}

describe('admin deal schemas mirror the deals table CHECKs', () => {
  it('fills the table defaults on create', () => {
    const parsed = AdminDealCreate.parse(deal)
    expect(parsed).toMatchObject({ open: true, vipPrice: null, tags: [], sortScore: 0 })
    expect(parsed.display).toMatchObject({ discount: true, showPrice: true, earlyBird: false })
  })

  it.each([
    ['fractional money', { price: 25.5 }],
    ['original below price', { originalPrice: 2000 }],
    ['VIP above price', { vipPrice: 2600 }],
    ['closing before opening', { closingDate: '2026-11-01T00:00:00.000Z' }],
    ['an unknown field', { colour: 'red' }],
    ['a zero cap', { purchaseCap: 0 }],
    ['a comma in a tag', { tags: ['a,b'] }],
  ])('refuses %s', (_name, change) => {
    expect(AdminDealCreate.safeParse({ ...deal, ...change }).success).toBe(false)
  })

  it('takes any subset on update but not an empty one', () => {
    expect(AdminDealUpdate.safeParse({ title: 'New' }).success).toBe(true)
    expect(AdminDealUpdate.safeParse({ display: { lastChance: true } }).success).toBe(true)
    expect(AdminDealUpdate.safeParse({}).success).toBe(false)
  })

  it('checks products like deal_products does', () => {
    const product = { title: 'Adult', friendlyName: 'Adult', price: 1000, originalPrice: 2000 }
    expect(AdminProductCreate.parse(product)).toMatchObject({ vipPrice: null, soldOut: false })
    expect(AdminProductCreate.safeParse({ ...product, hasDeposit: true }).success).toBe(false)
    expect(AdminProductCreate.safeParse({ ...product, numberOfNights: 17 }).success).toBe(false)
    expect(AdminProductCreate.safeParse({ ...product, totalRemaining: -1 }).success).toBe(false)
  })

  it('bounds a calendar edit', () => {
    const range = { from: '2027-01-01', to: '2027-01-31' }
    expect(AdminCalendarEdit.safeParse({ ...range, price: 9900 }).success).toBe(true)
    expect(AdminCalendarEdit.safeParse(range).success).toBe(false)
    expect(
      AdminCalendarEdit.safeParse({ from: '2027-02-01', to: '2027-01-01', price: 1 }).success,
    ).toBe(false)
    expect(
      AdminCalendarEdit.safeParse({ from: '2027-01-01', to: '2028-06-01', price: 1 }).success,
    ).toBe(false)
    expect(AdminCalendarEdit.safeParse({ ...range, price: 100, vipPrice: 200 }).success).toBe(false)
  })
})
