import { describe, expect, it } from 'vitest'
import { BRANDS } from '../../../shared/config/brands'
import { orderConfirmationEmail } from './order-confirmation-email'

const ORDER = {
  id: 42,
  total: 21200,
  currency: 'GBP' as const,
  walletAmountUsed: 0,
  cashAmount: 21200,
  payLaterAmount: 0,
  postageAmount: 0,
}
const ctx = { to: 'ann@example.com', brand: BRANDS.dealio, origin: 'https://dealio.co.uk' }
const VOUCHERS = [
  {
    code: 'AB12-CD34',
    dealTitle: 'Spa break',
    productTitle: 'Two nights',
    expiresAt: '2027-12-01T00:00:00.000Z',
  },
]

describe('the order confirmation says how the order was paid', () => {
  it('names pay-in-3 and its instalments, never "card"', () => {
    const mail = orderConfirmationEmail(
      ctx,
      'Ann',
      { ...ORDER, walletAmountUsed: 1000, cashAmount: 20200, paymentMethod: 'klarna' },
      VOUCHERS,
    )
    expect(mail.text).toContain('Paid from your wallet')
    expect(mail.text).toContain('Paid with Klarna')
    expect(mail.text).toContain('£67.34 today, then £67.33 and £67.33 monthly')
    expect(mail.text).not.toContain('card')
  })

  it('says a card paid for a card order, with or without the wallet', () => {
    const mail = orderConfirmationEmail(
      ctx,
      'Ann',
      { ...ORDER, paymentMethod: 'credit_card' },
      VOUCHERS,
    )
    expect(mail.text).toContain('Paid by card')
    expect(mail.text).not.toContain('Instalments')
  })

  it('names no method for an order the wallet paid in full', () => {
    const mail = orderConfirmationEmail(
      ctx,
      'Ann',
      { ...ORDER, walletAmountUsed: 21200, cashAmount: 0, paymentMethod: null },
      VOUCHERS,
    )
    expect(mail.text).toContain('Paid from your wallet')
    expect(mail.text).not.toMatch(/Paid (by|with) /)
  })

  it('tells a stay, whose dates are held, to show the code at check-in rather than to book', () => {
    const deals = new Map([
      [
        7,
        {
          merchant: 'Lakeside Hotel',
          address: null,
          imageUrl: null,
          imageAlt: '',
          howToRedeem: 'Contact the merchant to book, quoting the voucher code.',
        },
      ],
    ])
    const stay = { checkIn: '2027-01-05', checkOut: '2027-01-07', nights: 2 }
    const mail = orderConfirmationEmail(
      ctx,
      'Ann',
      { ...ORDER, paymentMethod: 'credit_card' },
      [
        { ...VOUCHERS[0]!, dealId: 7, stay },
        { ...VOUCHERS[0]!, code: 'EF56-GH78', dealId: 7 },
      ],
      null,
      deals,
    )
    expect(mail.text).toContain('Tuesday 5 January 2027 to Thursday 7 January 2027 (2 nights)')
    expect(mail.text.match(/check in\./g)).toHaveLength(1)
    expect(mail.text.match(/Contact the merchant to book/g)).toHaveLength(1)
    // Only the voucher without dates has a use-by date.
    expect(mail.text.match(/Use by /g)).toHaveLength(1)
  })
})
