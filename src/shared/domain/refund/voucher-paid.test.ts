import { describe, expect, it } from 'vitest'
import { voucherPaid, voucherPaidTotal } from './voucher-paid'

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
