import type { D1Database } from '@cloudflare/workers-types'
import {
  INVALID_POSTCODE_MESSAGE,
  parsePostcode,
  POSTCODE_NOT_FOUND_MESSAGE,
} from '../../../shared/domain/address/postcode'
import type { Address } from '../../../shared/schemas/address'
import { DomainError } from '../../errors'
import { AddressRepository } from '../../storage/address-repository'

/** Postcode and Eircode lookup (transactions §5): the addresses of a well-formed code, or the
 * §8 'lookup error with manual entry' — 400 for a malformed code, 404 for one we do not know, so
 * the page can offer to enter the address by hand either way. */
export class AddressService {
  private readonly addresses: AddressRepository

  constructor(db: D1Database) {
    this.addresses = new AddressRepository(db)
  }

  async lookup(postcodeText: string): Promise<Address[]> {
    const parsed = parsePostcode(postcodeText)
    if (!parsed) throw new DomainError('INVALID', INVALID_POSTCODE_MESSAGE)
    const found = await this.addresses.byPostcode(parsed.postcode)
    if (found.length === 0) throw new DomainError('NOT_FOUND', POSTCODE_NOT_FOUND_MESSAGE)
    return found
  }
}
