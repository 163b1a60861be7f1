import { describe, expect, it } from 'vitest'
import { londonDay } from '../merchant/london-day'
import { refundEligibility } from './refund-eligibility'
import { inDays, testNow } from '../../../../scripts/lib/test-clock.mjs'

const PURCHASED = testNow()
const at = (days: number, from = PURCHASED) =>
  new Date(Date.parse(from) + days * 86_400_000).toISOString()

const voucher = (over: Partial<Parameters<typeof refundEligibility>[0]> = {}) => ({
  status: 'READY_TO_REDEEM',
  orderProgress: null,
  purchasedAt: PURCHASED,
  expiresAt: inDays(181),
  cashPaid: 2500,
  checkIn: null as string | null,
  ...over,
})

describe("a stay's refund, counted to its dates", { tags: ['dated'] }, () => {
  const day = (days: number) => londonDay(at(days))

  it('keeps the guarantee until the check-in day, then refuses', () => {
    const stay = voucher({ checkIn: day(3) })
    expect(refundEligibility(stay, at(2))).toMatchObject({ eligible: true, basis: 'GUARANTEE' })
    expect(refundEligibility(stay, at(3))).toEqual({
      eligible: false,
      reason: 'STAY_BEGUN',
      message: 'Refund unavailable: your stay has begun.',
    })
    expect(refundEligibility(stay, at(40))).toMatchObject({ reason: 'STAY_BEGUN' })
  })

  it('ends protection 7 days before check-in, however far off the expiry is', () => {
    const stay = voucher({ checkIn: day(60) })
    expect(refundEligibility(stay, at(52))).toMatchObject({ eligible: true, basis: 'PROTECTION' })
    expect(refundEligibility(stay, at(54))).toEqual({
      eligible: false,
      reason: 'STAY_UNDER_7_DAYS',
      message: 'Refund unavailable: fewer than 7 days remain before your stay.',
    })
    // Without dates the same voucher is still protected then.
    expect(refundEligibility(voucher(), at(54))).toMatchObject({ eligible: true })
  })
})

describe('refund eligibility dates', { tags: ['dated'] }, () => {
  it.each([
    [0, 'GUARANTEE', ['WALLET', 'CASH']],
    [14, 'GUARANTEE', ['WALLET', 'CASH']],
    [14.99, 'GUARANTEE', ['WALLET', 'CASH']],
    [15, 'PROTECTION', ['WALLET']],
  ])('on day %s after purchase the basis is %s', (day, basis, methods) => {
    expect(refundEligibility(voucher(), at(day as number))).toEqual({
      eligible: true,
      basis,
      methods,
    })
  })

  it('offers only wallet credit in the guarantee when no card paid', () => {
    expect(refundEligibility(voucher({ cashPaid: 0 }), at(1))).toMatchObject({
      methods: ['WALLET'],
    })
  })

  const EXPIRY = inDays(91)
  it.each([
    [8, true],
    [7, true],
    [6.99, false],
    [1, false],
  ])('%s days before expiry the protection refund is available: %s', (days, eligible) => {
    const result = refundEligibility(voucher({ expiresAt: EXPIRY }), at(-days, EXPIRY))
    expect(result.eligible).toBe(eligible)
    if (!result.eligible) expect(result.reason).toBe('UNDER_7_DAYS')
  })

  it('refuses a redeemed voucher even inside the guarantee', () => {
    expect(refundEligibility(voucher({ status: 'REDEEMED' }), at(1))).toMatchObject({
      eligible: false,
      reason: 'REDEEMED',
      message: 'Refund unavailable: this voucher has already been redeemed.',
    })
    expect(refundEligibility(voucher({ status: 'BOOKED' }), at(1)).eligible).toBe(false)
    expect(refundEligibility(voucher({ orderProgress: 'DISPATCHED' }), at(1)).eligible).toBe(false)
    expect(refundEligibility(voucher({ orderProgress: 'PROCESSING_ORDER' }), at(1)).eligible).toBe(
      true,
    )
  })

  it('refuses a refunded voucher with the double-refund message', () => {
    expect(refundEligibility(voucher({ status: 'REFUNDED' }), at(1))).toMatchObject({
      message: 'This voucher has already been refunded.',
    })
  })

  it('refuses an expired voucher', () => {
    expect(refundEligibility(voucher({ expiresAt: at(3) }), at(3))).toMatchObject({
      reason: 'EXPIRED',
    })
    expect(refundEligibility(voucher({ status: 'EXPIRED' }), at(1))).toMatchObject({
      reason: 'EXPIRED',
    })
  })
})
