import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { CalendarProduct } from '../../../shared/schemas/availability'
import { DepositChoice, StayTotal } from './travel-calendar-options'

const product = (over: Partial<CalendarProduct> = {}): CalendarProduct => ({
  productId: 1,
  title: 'Room',
  checkInDate: '2027-03-01',
  checkOutDate: '2027-03-03',
  nights: 2,
  price: 33900,
  originalPrice: 40000,
  vipPrice: null,
  perNight: [],
  remaining: null,
  depositPrice: 5000,
  balance: 28900,
  balanceDueDate: '2027-02-01',
  chargedPer: 'room',
  flight: null,
  totalPrice: 33900,
  vipTotalPrice: null,
  ...over,
})

const text = (p: CalendarProduct, vipMember = false) =>
  renderToStaticMarkup(
    <DepositChoice
      product={p}
      currency="GBP"
      checked
      onChange={() => undefined}
      vipMember={vipMember}
    />,
  ).replace(/<[^>]+>/g, '')

describe('DepositChoice', () => {
  // It once said "£50 per guest" and "Balance £289 per guest" of a deposit charged per room.
  it('says per room for a deal sold by the room, as the basket charges it', () => {
    const shown = text(product())
    expect(shown).toContain('Pay a deposit of £50 per room now')
    expect(shown).toContain('Balance £289 per room')
    expect(shown).not.toContain('per guest')
  })

  it('says per guest on a per-person deal', () => {
    const shown = text(product({ chargedPer: 'guest' }))
    expect(shown).toContain('Pay a deposit of £50 per guest now')
    expect(shown).toContain('Balance £289 per guest')
  })

  it("leaves a VIP member the balance of the member's price, as checkout splits it", () => {
    const shown = text(product({ vipTotalPrice: 31000 }), true)
    expect(shown).toContain('Pay a deposit of £50 per room now')
    expect(shown).toContain('Balance £260 per room')
    expect(text(product({ vipTotalPrice: 31000 }))).toContain('Balance £289 per room')
  })

  it('offers a VIP member no deposit their price does not leave a balance for, as checkout charges them in full', () => {
    // Checkout (dealLineAmounts) charges a member whose price is not above the deposit in full.
    const shown = text(product({ depositPrice: 32000, balance: 1900, vipTotalPrice: 31000 }), true)
    expect(shown).toBe('')
    expect(text(product({ depositPrice: 32000, balance: 1900, vipTotalPrice: 31000 }))).toContain(
      'Balance £19 per room',
    )
  })
})

describe('StayTotal', () => {
  const total = (p: CalendarProduct, vipMember: boolean, units = 2) =>
    renderToStaticMarkup(
      <StayTotal
        product={p}
        guests={4}
        units={units}
        deposit
        currency="GBP"
        vipMember={vipMember}
      />,
    ).replace(/<[^>]+>/g, '')

  it('asks today for the deposit of every room, as the order charges it', () => {
    expect(total(product(), false)).toContain('Pay £100 today')
    expect(total(product(), false)).toContain('£678')
  })

  it('asks a VIP member today for what checkout charges them: in full when their price is not above the deposit', () => {
    const p = product({ depositPrice: 32000, balance: 1900, vipTotalPrice: 31000 })
    expect(total(p, true)).not.toContain('today')
    expect(total(p, true)).toContain('£620')
    expect(total(p, false)).toContain('Pay £640 today')
  })
})
