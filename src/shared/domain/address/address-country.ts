import type { CountryCode } from '../../schemas/location'
import { parsePostcode } from './postcode'

/** The country a postcode places an address in: an Eircode is Irish, a UK postcode British;
 * null for text that is neither.
 * @example countryOfPostcode('D02 X285') === 'ie' */
export function countryOfPostcode(text: string): CountryCode | null {
  const parsed = parsePostcode(text)
  if (!parsed) return null
  return parsed.kind === 'eircode' ? 'ie' : 'gb'
}

/** Whether an address search on a site may offer this address: the shopper's site searches its
 * own country only (the Irish site suggests Irish addresses, the UK site British ones).
 * @example isAddressInCountry({ postcode: 'SW11 1AB' }, 'ie') === false */
export const isAddressInCountry = (address: { postcode: string }, country: CountryCode): boolean =>
  countryOfPostcode(address.postcode) === country
