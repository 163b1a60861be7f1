/** Integer minor units as a plain decimal string with two places and no symbol: what
 * schema.org's `price`, a spreadsheet and an admin table want. Written out rather than
 * `(minor / 100).toFixed(2)` so no float ever stands between the integer and its digits.
 * @example minorToDecimal(2950) === '29.50'; minorToDecimal(-150) === '-1.50' */
export function minorToDecimal(minor: number): string {
  const abs = Math.abs(Math.round(minor))
  const units = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
  return minor < 0 ? `-${units}` : units
}
