import type { D1Database } from '@cloudflare/workers-types'
import type { Address } from '../../shared/schemas/address'

/** The addresses one postcode lookup may list: a UK postcode covers a street's worth, so
 * anything past this is bad data rather than a longer street. */
const MAX_ADDRESSES_PER_POSTCODE = 100

/** postcode_addresses (migrations/0017): reference data the seed fills; read only here. */
export class AddressRepository {
  constructor(private readonly db: D1Database) {}

  /** The addresses of a postcode in its normal form ('SW11 1AB'), in seeded order. */
  async byPostcode(postcode: string): Promise<Address[]> {
    const { results } = await this.db
      .prepare(
        `SELECT line1, line2, town, county, postcode
           FROM postcode_addresses WHERE postcode = ? ORDER BY id LIMIT ?`,
      )
      .bind(postcode, MAX_ADDRESSES_PER_POSTCODE)
      .all<Address>()
    return results
  }
}
