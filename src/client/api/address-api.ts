import type {
  AddressResolveResponse,
  AddressSuggestionsResponse,
} from '../../shared/schemas/address'
import { callApi, type ApiResult } from './account-api'

/** GET addresses/autocomplete?q=: suggestions for part of an address (§7 'autocomplete'). */
export const suggestAddresses = (q: string): Promise<ApiResult<AddressSuggestionsResponse>> =>
  callApi('GET', `/addresses/autocomplete?${new URLSearchParams({ q })}`)

/** GET addresses/format?id=: a picked suggestion's full address (§7 'format by global key'). */
export const resolveAddress = (id: string): Promise<ApiResult<AddressResolveResponse>> =>
  callApi('GET', `/addresses/format?${new URLSearchParams({ id })}`)
