/** Minor units as the decimal string Braintree's SDK takes.
 * @example formatDecimalAmount(2550) === '25.50' */
export const formatDecimalAmount = (minor: number): string =>
  `${Math.trunc(minor / 100)}.${String(Math.abs(minor) % 100).padStart(2, '0')}`
