import type { CountryCode } from '../../../shared/schemas/location'
import type { Address, AddressSuggestion } from '../../../shared/schemas/address'

/**
 * The one shape an address-autocomplete provider takes (transactions §7 'Address:
 * autocomplete … moniker, format by global key'), as PaymentGateway is for payments.
 *
 * 1. `suggest(text, country)`: what the shopper has typed so far (part of a street, a number and
 *    a street, or a postcode) to at most `limit` suggestions, each an opaque `id` (the
 *    provider's moniker) and a one-line `label`. Only addresses in `country` (the brand's:
 *    the Irish site searches Ireland, the UK site the UK). Never throws for text it cannot place: it answers none.
 * 2. `resolve(id)`: the full address of a suggestion the shopper picked, its postcode in normal
 *    form, or null when the id names nothing (expired or made up).
 *
 * Chosen per environment by `addressLookupFor` (address-lookup-selection.ts).
 */
export interface AddressLookup {
  readonly name: string
  suggest(text: string, country: CountryCode, limit: number): Promise<AddressSuggestion[]>
  resolve(id: string): Promise<Address | null>
}

/** Where no provider is configured: suggests nothing, so the page falls back to the postcode
 * lookup and entry by hand (§8 'lookup error with manual entry'). */
export class NoAddressLookup implements AddressLookup {
  readonly name = 'NONE'
  suggest(): Promise<AddressSuggestion[]> {
    return Promise.resolve([])
  }
  resolve(): Promise<Address | null> {
    return Promise.resolve(null)
  }
}
