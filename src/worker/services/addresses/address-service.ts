import type { D1Database } from '@cloudflare/workers-types'
import {
  INVALID_POSTCODE_MESSAGE,
  parsePostcode,
  POSTCODE_NOT_FOUND_MESSAGE,
} from '../../../shared/domain/address/postcode'
import type { Address, AddressSuggestion } from '../../../shared/schemas/address'
import type { CountryCode } from '../../../shared/schemas/location'
import { isAddressInCountry } from '../../../shared/domain/address/address-country'
import { DomainError } from '../../errors'
import { AddressRepository } from '../../storage/address-repository'
import type { AddressLookup } from './address-lookup'
import { NoAddressLookup } from './address-lookup'

/** Suggestions a search shows at once: enough to find a house, few enough to read. */
const ADDRESS_SUGGESTION_LIMIT = 8

/** Postcode and Eircode lookup (transactions §5): the addresses of a well-formed code, or the
 * §8 'lookup error with manual entry' — 400 for a malformed code, 404 for one we do not know, so
 * the page can offer to enter the address by hand either way. */
export class AddressService {
  private readonly addresses: AddressRepository

  constructor(
    db: D1Database,
    private readonly provider: AddressLookup = new NoAddressLookup(),
  ) {
    this.addresses = new AddressRepository(db)
  }

  /** Autocomplete (§7): suggestions for what the shopper has typed, in the brand's country only. */
  suggest(text: string, country: CountryCode): Promise<AddressSuggestion[]> {
    return this.provider.suggest(text, country, ADDRESS_SUGGESTION_LIMIT)
  }

  /** A picked suggestion's full address; NOT_FOUND for an id the provider does not know, or one
   * of another country than the site's (its search never offers one), so the shopper is offered
   * to search again or type the address. */
  async resolve(id: string, country: CountryCode): Promise<Address> {
    const address = await this.provider.resolve(id)
    if (!address || !isAddressInCountry(address, country))
      throw new DomainError('NOT_FOUND', 'We could not find that address. Please try again.')
    return address
  }

  async lookup(postcodeText: string): Promise<Address[]> {
    const parsed = parsePostcode(postcodeText)
    if (!parsed) throw new DomainError('INVALID', INVALID_POSTCODE_MESSAGE)
    const found = await this.addresses.byPostcode(parsed.postcode)
    if (found.length === 0) throw new DomainError('NOT_FOUND', POSTCODE_NOT_FOUND_MESSAGE)
    return found
  }
}
