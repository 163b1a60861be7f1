import { describe, expect, it } from 'vitest'
import type { BasketLine } from '../../../shared/schemas/basket'
import {
  checkoutNotices,
  collectionCity,
  depositText,
  lineDeposit,
  vipJoinLabel,
  vipOffer,
} from './checkout-view-extras'

const line = (extra: object = {}) => ({ ...extra }) as unknown as BasketLine

describe('vipOffer', () => {
  const vip = {
    isMember: false,
    offered: true,
    added: false,
    price: { amount: 499, currency: 'GBP' },
    savings: 350,
  }

  it('reads the VIP offer the server sends', () => {
    expect(vipOffer({ vip })).toEqual(vip)
  })

  it('is null while the server sends none or a malformed one', () => {
    expect(vipOffer({})).toBeNull()
    expect(vipOffer({ vip: null })).toBeNull()
    expect(vipOffer({ vip: { ...vip, price: { amount: 4.99, currency: 'GBP' } } })).toBeNull()
    expect(vipOffer({ vip: { ...vip, price: { amount: 499, currency: 'USD' } } })).toBeNull()
  })
})

describe('vipJoinLabel', () => {
  it('names the price and what this order saves', () => {
    expect(vipJoinLabel({ amount: 499, currency: 'GBP' }, 350)).toBe(
      'Join VIP for £4.99 a year and save £3.50 on this order',
    )
  })
  it('leaves the saving out when VIP prices save nothing here', () => {
    expect(vipJoinLabel({ amount: 499, currency: 'EUR' }, 0)).toBe('Join VIP for €4.99 a year')
  })
})

describe('lineDeposit and depositText', () => {
  it('reads a deposit and says what is paid now and by when the rest is due', () => {
    const deposit = lineDeposit(
      line({ deposit: { payNow: 5000, balanceLater: 25000, dueBy: '2027-01-15' } }),
    )
    expect(deposit).not.toBeNull()
    expect(depositText(deposit!, 'GBP')).toBe('Pay £50 now, £250 by 15 January 2027')
  })

  it('prints the calendar date of a date-time as written', () => {
    expect(
      depositText({ payNow: 1999, balanceLater: 100, dueBy: '2027-03-01T23:30:00.000Z' }, 'EUR'),
    ).toBe('Pay €19.99 now, €1 by 1 March 2027')
  })

  it('says the balance is due later when no date is set', () => {
    const deposit = lineDeposit(line({ deposit: { payNow: 500, balanceLater: 1500, dueBy: null } }))
    expect(depositText(deposit!, 'GBP')).toBe('Pay £5 now, £15 later')
  })

  it('is null for a line paying in full or without the field', () => {
    expect(lineDeposit(line())).toBeNull()
    expect(lineDeposit(line({ deposit: null }))).toBeNull()
    expect(
      lineDeposit(line({ deposit: { payNow: 100, balanceLater: 0, dueBy: '2027-01-01' } })),
    ).toBeNull()
  })
})

describe('checkoutNotices', () => {
  it('lists the notices once each, without blanks', () => {
    expect(checkoutNotices({ notices: ['Cap reached', ' ', 'Cap reached', 'Rule'] })).toEqual([
      'Cap reached',
      'Rule',
    ])
  })
  it('is empty without notices', () => {
    expect(checkoutNotices({})).toEqual([])
    expect(checkoutNotices({ notices: 'x' })).toEqual([])
  })
})

describe('collectionCity', () => {
  it('is London for the UK sites and Dublin for the Irish ones, as the FAQs say', () => {
    expect(collectionCity('GBP')).toBe('London')
    expect(collectionCity('EUR')).toBe('Dublin')
  })
})
