/** Upper-case letters and digits without the look-alike pairs 0/O and 1/I: a code read aloud
 * to a merchant or typed from a printout has one reading. 32 symbols, so each byte maps without
 * bias (256 is a multiple of 32). */
export const VOUCHER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** 12 symbols of 5 bits: 60 random bits, far past guessing; UNIQUE in SQL catches the rest. */
const VOUCHER_CODE_LENGTH = 12

/** A voucher code from random bytes (crypto.getRandomValues in production).
 * @example voucherCode(new Uint8Array(12)) === 'AAAAAAAAAAAA' */
export function voucherCode(random: Uint8Array): string {
  if (random.length < VOUCHER_CODE_LENGTH) throw new RangeError('not enough random bytes')
  let code = ''
  for (let i = 0; i < VOUCHER_CODE_LENGTH; i++) {
    code += VOUCHER_ALPHABET[(random[i] ?? 0) % VOUCHER_ALPHABET.length]
  }
  return code
}

export const newVoucherCode = () =>
  voucherCode(crypto.getRandomValues(new Uint8Array(VOUCHER_CODE_LENGTH)))
