import { parsePostcode } from './postcode'

// Formatting an address as the shopper types or picks it (address autocomplete
// and formatting): what a label printer and a courier read is capitals for the code, single
// spaces, and no stray punctuation at the ends of a line.

/** A postcode or Eircode while it is typed: capitals, single spaces, and the one normal form
 * (outward and inward parts, or routing key and identifier, split by a space) once complete.
 * @example formatPostcode('sw111ab') === 'SW11 1AB'; formatPostcode(' d02  x2') === 'D02 X2' */
export function formatPostcode(text: string): string {
  const parsed = parsePostcode(text)
  if (parsed) return parsed.postcode
  return text.toUpperCase().replace(/\s+/g, ' ').trim()
}

/** An address line tidied: single spaces, no leading or trailing spaces or commas.
 * @example formatAddressLine('  12,  High   Street , ') === '12, High Street' */
export const formatAddressLine = (text: string): string =>
  text
    .replace(/\s+/g, ' ')
    .replace(/\s+,/g, ',')
    .replace(/^[\s,]+|[\s,]+$/g, '')

/** Why a finished postcode field cannot be used, naming the kind the brand expects, or null.
 * @example postcodeProblem('D02 X285', 'gb') === null (an Eircode is accepted on a UK brand too) */
export function postcodeProblem(text: string, country: 'gb' | 'ie'): string | null {
  if (parsePostcode(text)) return null
  return country === 'ie'
    ? 'Please enter a valid Eircode, like D02 X285'
    : 'Please enter a valid postcode, like SW1A 1AA'
}

/** An address on one line, as a suggestion or a summary shows it.
 * @example oneLineAddress({ line1: '1 High St', line2: null, town: 'Bath', postcode: 'BA1 1AA' }) === '1 High St, Bath BA1 1AA' */
export const oneLineAddress = (address: {
  line1: string
  line2: string | null
  town: string
  postcode: string
}): string =>
  `${[address.line1, address.line2, address.town].filter(Boolean).join(', ')} ${address.postcode}`
