import { describe, expect, it } from 'vitest'
import { addMonths } from '../dates'
import { autoCreditExpiry, extendedExpiry, refundCreditExpiry } from './refund-rules'

describe('after-purchase dates', () => {
  it('refund credit lasts 3 months', () => {
    expect(refundCreditExpiry('2026-11-21T10:00:00.000Z')).toBe('2027-02-21T10:00:00.000Z')
  })
  it('months clamp to the last day of a shorter month', () => {
    expect(addMonths('2026-11-30T00:00:00.000Z', 3)).toBe('2027-02-28T00:00:00.000Z')
    expect(extendedExpiry('2027-01-31T00:00:00.000Z')).toBe('2027-04-30T00:00:00.000Z')
  })
  it('auto-credit lasts 14 days from the voucher expiry', () => {
    expect(autoCreditExpiry('2027-01-01T00:00:00.000Z')).toBe('2027-01-15T00:00:00.000Z')
  })
})
