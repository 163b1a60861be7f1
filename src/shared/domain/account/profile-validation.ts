import type { CountryCode } from '../../schemas/location'
import { ACCOUNT_MESSAGES, type FieldErrors } from './registration-validation'

// §5 gives only 'Required field' for account forms; the other texts are ours.
export const PROFILE_MESSAGES = {
  required: ACCOUNT_MESSAGES.required,
  tooLong: 'Must be at most 100 characters',
  invalidPhone: 'Please enter a valid UK or Irish phone number',
} as const

const NAME_MAX_LENGTH = 100

export type ProfileInput = { firstName: string; lastName: string; phone?: string | null }
export type ProfileFields = 'firstName' | 'lastName' | 'phone'

// E.164 digits after the country code: UK numbers have 9 or 10, Irish ones 7 to 9, never
// starting with the trunk 0 (which national input carries and we strip).
const COUNTRY_DIGITS: Record<CountryCode, { prefix: string; pattern: RegExp }> = {
  gb: { prefix: '44', pattern: /^[1-9]\d{8,9}$/ },
  ie: { prefix: '353', pattern: /^[1-9]\d{6,8}$/ },
}

/** A UK or Irish phone number in E.164, or null when it is not one. National numbers (leading 0)
 * are read in the brand's country; international ones may be either country.
 * @example normalisePhone('07700 900123', 'gb') === '+447700900123' */
export function normalisePhone(input: string, country: CountryCode): string | null {
  const compact = input.trim().replace(/[\s\-().]/g, '')
  if (!/^(\+|00)?\d+$/.test(compact)) return null
  let international: string
  if (compact.startsWith('+')) international = compact.slice(1)
  else if (compact.startsWith('00')) international = compact.slice(2)
  else if (compact.startsWith('0'))
    international = COUNTRY_DIGITS[country].prefix + compact.slice(1)
  else return null
  for (const { prefix, pattern } of Object.values(COUNTRY_DIGITS)) {
    if (international.startsWith(prefix) && pattern.test(international.slice(prefix.length))) {
      return `+${international}`
    }
  }
  return null
}

function nameError(name: string, required: boolean): string | undefined {
  if (required && name.trim() === '') return PROFILE_MESSAGES.required
  return name.trim().length > NAME_MAX_LENGTH ? PROFILE_MESSAGES.tooLong : undefined
}

/** Field errors for the profile form; an empty object means valid. The first name is required,
 * the last name and phone are optional (registration asks for neither).
 * @example validateProfile({ firstName: '', lastName: '' }, 'gb') // { firstName: 'Required field' } */
export function validateProfile(
  input: ProfileInput,
  country: CountryCode,
): FieldErrors<ProfileFields> {
  const errors: FieldErrors<ProfileFields> = {}
  const firstName = nameError(input.firstName, true)
  const lastName = nameError(input.lastName, false)
  if (firstName) errors.firstName = firstName
  if (lastName) errors.lastName = lastName
  if (input.phone && input.phone.trim() !== '' && !normalisePhone(input.phone, country)) {
    errors.phone = PROFILE_MESSAGES.invalidPhone
  }
  return errors
}
