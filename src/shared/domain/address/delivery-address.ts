import { INVALID_POSTCODE_MESSAGE, parsePostcode } from './postcode'

// The delivery address of a checkout with posted goods (transactions §5 addresses), entered by
// lookup or by hand. Line lengths follow what a label printer takes.

export const ADDRESS_LIMITS = { line: 100, town: 60, county: 60 } as const

export interface AddressDraft {
  line1: string
  line2: string
  town: string
  county: string
  postcode: string
}

export interface CheckedAddress {
  line1: string
  line2: string | null
  town: string
  county: string | null
  postcode: string
}

export type AddressErrors = Partial<Record<keyof AddressDraft, string>>

export const EMPTY_ADDRESS: AddressDraft = {
  line1: '',
  line2: '',
  town: '',
  county: '',
  postcode: '',
}

/** A hand-entered address's field errors, or the address trimmed with its postcode in normal
 * form. The first line, the town and a well-formed postcode or Eircode are required.
 * @example checkAddress({ ...EMPTY_ADDRESS, line1: '1 High St', town: 'Bath', postcode: 'ba11aa' }) // { ok: true, address: { …, postcode: 'BA1 1AA' } } */
export function checkAddress(
  draft: AddressDraft,
): { ok: true; address: CheckedAddress } | { ok: false; errors: AddressErrors } {
  const errors: AddressErrors = {}
  const line1 = draft.line1.trim()
  const line2 = draft.line2.trim()
  const town = draft.town.trim()
  const county = draft.county.trim()
  if (!line1) errors.line1 = 'Please enter the first line of the address'
  else if (line1.length > ADDRESS_LIMITS.line) errors.line1 = 'Please shorten this line'
  if (line2.length > ADDRESS_LIMITS.line) errors.line2 = 'Please shorten this line'
  if (!town) errors.town = 'Please enter the town or city'
  else if (town.length > ADDRESS_LIMITS.town) errors.town = 'Please shorten the town'
  if (county.length > ADDRESS_LIMITS.county) errors.county = 'Please shorten the county'
  const postcode = parsePostcode(draft.postcode)
  if (!postcode) errors.postcode = INVALID_POSTCODE_MESSAGE
  if (Object.keys(errors).length > 0 || !postcode) return { ok: false, errors }
  return {
    ok: true,
    address: {
      line1,
      line2: line2 || null,
      town,
      county: county || null,
      postcode: postcode.postcode,
    },
  }
}
