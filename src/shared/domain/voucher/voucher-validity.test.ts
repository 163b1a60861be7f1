import { describe, expect, it } from 'vitest'
import { addMonths } from '../dates'
import { formatLongDate } from '../../format/long-date'
import {
  VOUCHER_VALIDITY_MONTHS,
  VOUCHER_VALIDITY_TEXT,
  voucherExpiry,
  voucherUseByText,
  voucherValidityText,
} from './voucher-validity'

const bought = '2026-11-27T10:00:00.000Z'

describe('voucherExpiry', () => {
  it('is the validity period after purchase', () => {
    expect(voucherExpiry(bought)).toBe(addMonths(bought, VOUCHER_VALIDITY_MONTHS))
    expect(voucherExpiry(bought)).toBe('2027-11-27T10:00:00.000Z')
  })
})

describe('voucherValidityText', () => {
  it('names the period and the date of the expiry the voucher carries', () => {
    const expiresAt = voucherExpiry(bought)
    expect(voucherValidityText({ createdAt: bought, expiresAt })).toBe(
      `Valid for ${VOUCHER_VALIDITY_MONTHS} months from purchase, until ${formatLongDate(expiresAt)}`,
    )
  })

  it('names a stay by its dates, not by a deadline', () => {
    const stay = { checkIn: '2027-01-05', checkOut: '2027-01-07' }
    expect(voucherValidityText({ createdAt: bought, expiresAt: voucherExpiry(bought), stay })).toBe(
      'Valid for your stay, Tuesday 5 January 2027 to Thursday 7 January 2027 (2 nights)',
    )
  })

  it('follows an extension: three months more reads fifteen months', () => {
    const expiresAt = addMonths(voucherExpiry(bought), 3)
    expect(voucherValidityText({ createdAt: bought, expiresAt })).toBe(
      'Valid for 15 months from purchase, until 27 February 2028',
    )
  })

  it('gives only the date when the expiry is no whole number of months on', () => {
    expect(voucherValidityText({ createdAt: bought, expiresAt: '2027-03-01T00:00:00.000Z' })).toBe(
      'Valid until 1 March 2027',
    )
  })
})

describe('VOUCHER_VALIDITY_TEXT', () => {
  it('promises the period vouchers are issued with', () => {
    expect(VOUCHER_VALIDITY_TEXT).toBe(`Valid for ${VOUCHER_VALIDITY_MONTHS} months from purchase`)
  })
})

describe('voucherUseByText', () => {
  it('writes the expiry as the voucher page does, not as an ISO date', () => {
    expect(voucherUseByText('2027-11-27T10:00:00.000Z')).toBe('Use by 27 November 2027')
    expect(voucherUseByText('2027-11-27T10:00:00.000Z')).not.toContain('2027-11-27')
  })
})
