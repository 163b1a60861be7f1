import { describe, expect, it } from 'vitest'
import { VOUCHER_ALPHABET, newVoucherCode, voucherCode } from './voucher-code'

describe('voucher codes', () => {
  it('use 32 symbols without look-alikes, so every byte maps without bias', () => {
    expect(VOUCHER_ALPHABET).toHaveLength(32)
    expect(new Set(VOUCHER_ALPHABET).size).toBe(32)
    expect(VOUCHER_ALPHABET).not.toMatch(/[01IO]/)
  })

  it('are 12 characters of that alphabet', () => {
    expect(voucherCode(new Uint8Array(12))).toBe('AAAAAAAAAAAA')
    expect(voucherCode(new Uint8Array(12).fill(255))).toBe('999999999999')
    for (let i = 0; i < 200; i++) expect(newVoucherCode()).toMatch(/^[A-HJ-NP-Z2-9]{12}$/)
  })

  it('do not repeat over many draws', () => {
    const codes = new Set(Array.from({ length: 5000 }, newVoucherCode))
    expect(codes.size).toBe(5000)
  })

  it('refuse too few random bytes', () => {
    expect(() => voucherCode(new Uint8Array(4))).toThrow(RangeError)
  })
})
