import { describe, expect, it } from 'vitest'
import { canTakeExtension } from './order-addon'

const now = new Date('2026-11-21T12:00:00Z')
const voucher = {
  status: 'READY_TO_REDEEM',
  orderStatus: 'PAID',
  expiresAt: '2027-05-01T00:00:00Z',
}

describe('canTakeExtension', () => {
  it('offers the extension for a paid, unused, still valid voucher', () => {
    expect(canTakeExtension(voucher, now)).toBe(true)
  })

  it('refuses a voucher that is used, refunded or returned, or whose order is not paid', () => {
    for (const status of ['REDEEMED', 'BOOKED', 'REFUNDED', 'RETURN_REQUESTED', 'EXPIRED']) {
      expect(canTakeExtension({ ...voucher, status }, now)).toBe(false)
    }
    for (const orderStatus of ['PLACED', 'CANCELLED']) {
      expect(canTakeExtension({ ...voucher, orderStatus }, now)).toBe(false)
    }
  })

  it('refuses an expired voucher and an unreadable expiry', () => {
    expect(canTakeExtension({ ...voucher, expiresAt: '2026-11-21T11:59:59Z' }, now)).toBe(false)
    expect(canTakeExtension({ ...voucher, expiresAt: 'soon' }, now)).toBe(false)
  })
})
