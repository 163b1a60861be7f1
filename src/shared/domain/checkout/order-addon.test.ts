import { describe, expect, it } from 'vitest'
import { canTakeExtension } from './order-addon'
import { inDays, testNow } from '../../../../scripts/lib/test-clock.mjs'

const now = new Date(testNow())
const voucher = {
  status: 'READY_TO_REDEEM',
  orderStatus: 'PAID',
  expiresAt: inDays(161),
  checkIn: null,
}

describe('canTakeExtension', { tags: ['dated'] }, () => {
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

  it("refuses a stay's voucher: its dates are held, and a longer validity would not move them", () => {
    expect(canTakeExtension({ ...voucher, checkIn: inDays(30).slice(0, 10) }, now)).toBe(false)
  })

  it('refuses an expired voucher and an unreadable expiry', () => {
    expect(canTakeExtension({ ...voucher, expiresAt: inDays(-1 / 86_400) }, now)).toBe(false)
    expect(canTakeExtension({ ...voucher, expiresAt: 'soon' }, now)).toBe(false)
  })
})
