import { describe, expect, it } from 'vitest'
import { canRequestReturn, returnProgress } from './return-progress'
import { isExtendable } from './extension'
import { inDays, testNow } from '../../../../scripts/lib/test-clock.mjs'

describe('returns', () => {
  it('shows progress up to the current step', () => {
    expect(returnProgress('RETURN_IN_TRANSIT').map((s) => [s.label, s.done, s.current])).toEqual([
      ['Return Requested', true, false],
      ['Return in Transit', true, true],
      ['Returned to the Merchant', false, false],
      ['Refunded', false, false],
    ])
    expect(returnProgress('READY_TO_REDEEM').some((s) => s.done)).toBe(false)
  })
  it('takes returns only of goods sent and not already returned', () => {
    expect(canRequestReturn('READY_TO_REDEEM', 'DELIVERED')).toBe(true)
    expect(canRequestReturn('READY_TO_REDEEM', null)).toBe(false)
    expect(canRequestReturn('READY_TO_REDEEM', 'DISPATCHED')).toBe(false)
    expect(canRequestReturn('RETURN_REQUESTED', 'DELIVERED')).toBe(false)
  })
})

describe('extension', { tags: ['dated'] }, () => {
  const now = testNow()
  it('applies once to a live, unredeemed voucher', () => {
    const v = {
      status: 'READY_TO_REDEEM',
      orderStatus: 'PAID',
      expiresAt: inDays(41),
      checkIn: null,
      extended: false,
    }
    expect(isExtendable(v, now)).toBe(true)
    expect(isExtendable({ ...v, extended: true }, now)).toBe(false)
    expect(isExtendable({ ...v, status: 'REDEEMED' }, now)).toBe(false)
    expect(isExtendable({ ...v, orderStatus: 'PLACED' }, now)).toBe(false)
    expect(isExtendable({ ...v, expiresAt: inDays(-1) }, now)).toBe(false)
  })
})
