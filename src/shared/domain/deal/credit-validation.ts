// No real validation code is this long; refusing longer strings keeps junk out of logs and lookups.
const MAX_LENGTH = 64

/** The credit_validation query value when it is all ASCII digits, else null (storefront §5:
 * "must be all digits or it is ignored"). Nothing is trimmed or coerced: ' 123' and '1e3' are
 * not all digits. Over 64 digits is treated as junk too.
 * @example creditValidationParam('004512') === '004512'; creditValidationParam('12a') === null */
export function creditValidationParam(value: string | null | undefined): string | null {
  if (value == null || value.length === 0 || value.length > MAX_LENGTH) return null
  return /^[0-9]+$/.test(value) ? value : null
}
