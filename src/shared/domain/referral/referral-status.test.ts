import { describe, expect, it } from 'vitest'
import { orderRefundState, isReferralCode, referralCode, referralStatus } from './referral-status'
import { testNow } from '../../../../scripts/lib/test-clock.mjs'

const orderedAt = testNow()
const day = (n: number) => new Date(Date.parse(orderedAt) + n * 86_400_000)

describe('referralStatus', { tags: ['dated'] }, () => {
  it('keeps the credit pending to the end of the refund guarantee, day 14 included', () => {
    expect(referralStatus({ orderedAt, order: 'KEPT', now: day(13) })).toBe('PENDING')
    expect(referralStatus({ orderedAt, order: 'KEPT', now: day(14.5) })).toBe('PENDING')
    expect(referralStatus({ orderedAt, order: 'KEPT', now: new Date(day(15).getTime() - 1) })).toBe(
      'PENDING',
    )
  })

  it('credits once the guarantee is over, when the friend can no longer refund to card', () => {
    expect(referralStatus({ orderedAt, order: 'KEPT', now: day(15) })).toBe('CREDITED')
    expect(referralStatus({ orderedAt, order: 'KEPT', now: day(90) })).toBe('CREDITED')
  })

  it('cancels when the friend refunds, inside or after the window', () => {
    expect(referralStatus({ orderedAt, order: 'REFUNDED', now: day(3) })).toBe('CANCELLED')
    expect(referralStatus({ orderedAt, order: 'REFUNDED', now: day(20) })).toBe('CANCELLED')
  })

  it('waits while a refund is under way, even past the window', () => {
    expect(referralStatus({ orderedAt, order: 'REFUND_IN_PROGRESS', now: day(20) })).toBe('PENDING')
  })
})

describe('orderRefundState', () => {
  it('reads a refunded or cancelled order as refunded', () => {
    expect(orderRefundState('REFUNDED', ['READY_TO_REDEEM'])).toBe('REFUNDED')
    expect(orderRefundState('CANCELLED', [])).toBe('REFUNDED')
  })

  it('reads any refunded or credited-back voucher as refunded', () => {
    expect(orderRefundState('PAID', ['REDEEMED', 'REFUNDED'])).toBe('REFUNDED')
    expect(orderRefundState('PAID', ['REQUEST_PROCESSED'])).toBe('REFUNDED')
  })

  it('holds back while a refund or return is requested', () => {
    expect(orderRefundState('PAID', ['CREDIT_REQUESTED'])).toBe('REFUND_IN_PROGRESS')
    expect(orderRefundState('PAID', ['RETURN_IN_TRANSIT'])).toBe('REFUND_IN_PROGRESS')
  })

  it('keeps an order whose vouchers are ready, redeemed or expired', () => {
    expect(orderRefundState('PAID', ['READY_TO_REDEEM', 'REDEEMED', 'EXPIRED'])).toBe('KEPT')
  })
})

describe('referral codes', () => {
  it('makes 8-character codes that the link accepts', () => {
    const code = referralCode(crypto.getRandomValues(new Uint8Array(8)))
    expect(code).toHaveLength(8)
    expect(isReferralCode(code)).toBe(true)
  })

  it('refuses look-alikes, lower case and other lengths', () => {
    expect(isReferralCode('ABCD0O1I')).toBe(false)
    expect(isReferralCode('abcd2345')).toBe(false)
    expect(isReferralCode('ABCD234')).toBe(false)
  })
})
