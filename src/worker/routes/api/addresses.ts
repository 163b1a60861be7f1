import { respond } from '../../http/respond'
import { Hono } from 'hono'
import { INVALID_POSTCODE_MESSAGE } from '../../../shared/domain/address/postcode'
import {
  AddressLookupQuery,
  AddressResolveQuery,
  AddressSuggestQuery,
  AddressLookupResponse,
  AddressSuggestionsResponse,
  AddressResolveResponse,
} from '../../../shared/schemas/address'
import type { AppEnv } from '../../http/app-env'
import { validQuery } from '../../http/validate'

/** §7 'Address: lookup by postcode'. Read only, so no CSRF guard; the addresses are reference
 * data, the same for everyone, so a browser may keep an answer for an hour. */
export const addresses = new Hono<AppEnv>()

addresses.get('/', validQuery(AddressLookupQuery, INVALID_POSTCODE_MESSAGE), async (c) => {
  const { postcode } = c.req.valid('query')
  const found = await c.var.services.addresses.lookup(postcode)
  c.header('cache-control', 'public, max-age=3600')
  return respond(c, AddressLookupResponse, { data: { addresses: found } })
})

// §7 'autocomplete' and 'format by global key': the same reference data for everyone on a
// brand (its own country's addresses only), so cacheable like the postcode lookup.
addresses.get('/autocomplete', validQuery(AddressSuggestQuery), async (c) => {
  const { q } = c.req.valid('query')
  const service = c.var.services.addresses
  const suggestions = await service.suggest(q, c.get('brand').countryCode)
  c.header('cache-control', 'public, max-age=3600')
  return respond(c, AddressSuggestionsResponse, { data: { suggestions } })
})

addresses.get('/format', validQuery(AddressResolveQuery), async (c) => {
  const { id } = c.req.valid('query')
  const address = await c.var.services.addresses.resolve(id, c.get('brand').countryCode)
  c.header('cache-control', 'public, max-age=3600')
  return respond(c, AddressResolveResponse, { data: { address } })
})
