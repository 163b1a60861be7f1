import type {
  AddressResolveResponse,
  AddressSuggestionsResponse,
} from '../../shared/schemas/address'
import type { ApiResult } from './account-api'
import { callRoute } from './typed-call'

/** GET addresses/autocomplete?q=: suggestions for part of an address (§7 'autocomplete'). */
export const suggestAddresses = (q: string): Promise<ApiResult<AddressSuggestionsResponse>> =>
  callRoute('GET /addresses/autocomplete', { query: { q } })

/** GET addresses/format?id=: a picked suggestion's full address (§7 'format by global key'). */
export const resolveAddress = (id: string): Promise<ApiResult<AddressResolveResponse>> =>
  callRoute('GET /addresses/format', { query: { id } })
