import { z } from 'zod'
import { NameText } from '../domain/account/name-rule'
import { ADDRESS_LIMITS } from '../domain/address/delivery-address'
import { INVALID_POSTCODE_MESSAGE, parsePostcode } from '../domain/address/postcode'

// GET addresses?postcode= (transactions §7 'Address: lookup by postcode') and the delivery
// address a checkout with posted goods sends with its order.

/** A UK postcode or Eircode, any case and spacing in, its normal form out ('SW11 1AB'). */
export const PostcodeText = z
  .string(INVALID_POSTCODE_MESSAGE)
  .max(20, INVALID_POSTCODE_MESSAGE)
  .transform((text, ctx) => {
    const parsed = parsePostcode(text)
    if (!parsed) {
      ctx.addIssue({ code: 'custom', message: INVALID_POSTCODE_MESSAGE })
      return z.NEVER
    }
    return parsed.postcode
  })

export const AddressLookupQuery = z.object({ postcode: PostcodeText }).strict()
export type AddressLookupQuery = z.infer<typeof AddressLookupQuery>

/** One address of a postcode (storefront §3 'Address': addressLine1, addressLine2, town,
 * postCode; county as the lookup gives it). */
export const Address = z
  .object({
    line1: NameText(ADDRESS_LIMITS.line).min(1),
    line2: NameText(ADDRESS_LIMITS.line).nullable(),
    town: NameText(ADDRESS_LIMITS.town).min(1),
    county: NameText(ADDRESS_LIMITS.county).nullable(),
    postcode: z.string(),
  })
  .strict()
export type Address = z.infer<typeof Address>

export const AddressLookupResponse = z
  .object({ data: z.object({ addresses: z.array(Address) }).strict() })
  .strict()
export type AddressLookupResponse = z.infer<typeof AddressLookupResponse>

/** The delivery address sent with an order: as the lookup answered it or as typed, the postcode
 * checked and normalised again on the server. */
export const DeliveryAddress = Address.extend({ postcode: PostcodeText }).strict()
export type DeliveryAddress = z.infer<typeof DeliveryAddress>

/** What the shopper has typed into the address search (transactions §7 'autocomplete'). */
export const AddressSuggestQuery = z
  .object({
    q: z
      .string('Please type part of the address')
      .trim()
      .min(2, 'Please type at least 2 characters of the address')
      .max(100, 'Please type a shorter part of the address'),
  })
  .strict()

/** One suggestion: the provider's opaque id (its 'moniker') and the address on one line. */
export const AddressSuggestion = z
  .object({ id: z.string().min(1).max(64), label: z.string() })
  .strict()
export type AddressSuggestion = z.infer<typeof AddressSuggestion>

export const AddressSuggestionsResponse = z
  .object({ data: z.object({ suggestions: z.array(AddressSuggestion) }).strict() })
  .strict()
export type AddressSuggestionsResponse = z.infer<typeof AddressSuggestionsResponse>

/** A picked suggestion to its full address (§7 'format by global key'). */
export const AddressResolveQuery = z
  .object({
    id: z
      .string('Please choose an address from the list')
      .min(1)
      .max(64)
      .regex(/^[\w |.-]+$/, 'Please choose an address from the list'),
  })
  .strict()

export const AddressResolveResponse = z
  .object({ data: z.object({ address: Address }).strict() })
  .strict()
export type AddressResolveResponse = z.infer<typeof AddressResolveResponse>
