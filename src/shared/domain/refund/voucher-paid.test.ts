import { describe, expect, it } from 'vitest'
import { balanceReleased, voucherPaid, voucherPaidTotal } from './voucher-paid'

const line = { lineQuantity: 1, lineIndex: 0, lineCash: 4000, lineWallet: 1000, lineBalancePaid: 0 }

describe('voucherPaid', () => {
  it('counts the deposit balance paid later with the deposit (£50 of £339)', () => {
    const paid = voucherPaid({ ...line, lineBalancePaid: 28900 })
    expect(paid).toEqual({ cash: 4000, wallet: 1000, balance: 28900 })
    expect(voucherPaidTotal(paid)).toBe(33900)
  })

  it('is the deposit alone while the balance is unpaid', () => {
    expect(voucherPaidTotal(voucherPaid(line))).toBe(5000)
  })

  it('splits every source over the line’s vouchers without a penny lost', () => {
    const three = { lineQuantity: 3, lineCash: 100, lineWallet: 10, lineBalancePaid: 1000 }
    const parts = [0, 1, 2].map((lineIndex) => voucherPaid({ ...three, lineIndex }))
    expect(parts.map((p) => p.cash)).toEqual([34, 33, 33])
    expect(parts.reduce((sum, p) => sum + voucherPaidTotal(p), 0)).toBe(1110)
  })
})

describe('balanceReleased', () => {
  const owed = { balanceDue: 57801, lineBalancePaid: 0, balanceUnits: 2 }

  it('is a refunded room’s share of what its line still owes, the two shares making the whole', () => {
    const shares = [0, 1].map((balanceIndex) => balanceReleased({ ...owed, balanceIndex }))
    expect(shares).toEqual([28901, 28900])
    // The room left owes the rest, which is its own share.
    expect(
      balanceReleased({ balanceDue: 28900, lineBalancePaid: 0, balanceUnits: 1, balanceIndex: 0 }),
    ).toBe(28900)
  })

  it('is nothing once the balance is paid: the refund gives the paid share back instead', () => {
    expect(
      balanceReleased({ ...owed, balanceDue: 0, lineBalancePaid: 57801, balanceIndex: 0 }),
    ).toBe(0)
  })
})

describe('voucherPaid of a balance paid after a room was refunded', () => {
  it('splits the balance over the rooms it was paid for, not the whole line', () => {
    const paid = voucherPaid({
      lineQuantity: 2,
      lineIndex: 1,
      lineCash: 10000,
      lineWallet: 0,
      lineBalancePaid: 28900,
      balanceUnits: 1,
      balanceIndex: 0,
    })
    expect(paid).toEqual({ cash: 5000, wallet: 0, balance: 28900 })
  })
})
