import { Hono } from 'hono'
import { INVALID_POSTCODE_MESSAGE } from '../../../shared/domain/address/postcode'
import { AddressLookupQuery } from '../../../shared/schemas/address'
import type { AppEnv } from '../../env'
import { AddressService } from '../../services/addresses/address-service'
import { validQuery } from './valid-query'

/** §7 'Address: lookup by postcode'. Read only, so no CSRF guard; the addresses are reference
 * data, the same for everyone, so a browser may keep an answer for an hour. */
export const addresses = new Hono<AppEnv>()

addresses.get('/addresses', validQuery(AddressLookupQuery, INVALID_POSTCODE_MESSAGE), async (c) => {
  const { postcode } = c.req.valid('query')
  const found = await new AddressService(c.env.DB).lookup(postcode)
  c.header('cache-control', 'public, max-age=3600')
  return c.json({ data: { addresses: found } })
})
