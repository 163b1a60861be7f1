/** A code as a merchant types or scans it: spaces, dashes and case do not matter, since codes
 * are 12 upper-case symbols read aloud or from a printout (services/vouchers/voucher-code.ts).
 * @example normaliseVoucherCode(' abcd efgh-2345 ') === 'ABCDEFGH2345' */
export const normaliseVoucherCode = (input: string): string =>
  input.replace(/[\s-]+/g, '').toUpperCase()

/** Whether a normalised code could be a voucher code at all (cheap refusal before any query).
 * @example isPlausibleVoucherCode('ABCDEFGH2345') === true */
export const isPlausibleVoucherCode = (code: string): boolean => /^[A-Z0-9]{4,32}$/.test(code)
