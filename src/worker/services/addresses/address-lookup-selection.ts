import { NoAddressLookup, type AddressLookup } from './address-lookup'
import { FakeAddressLookup } from './fake-address-lookup'

interface LookupEnv {
  /** 'fake' forces the local fake anywhere (a staging demo); a provider's name picks its
   * adapter once one is contracted. */
  ADDRESS_LOOKUP?: string
}

/** The address provider for this request, as gatewayForMethod picks a payment provider: the
 * deterministic local fake in local development and tests (`localDevelopment`, from
 * local-development.ts) or when ADDRESS_LOOKUP=fake, and otherwise none, since no provider is
 * contracted yet: production then suggests nothing and keeps the postcode lookup and entry by
 * hand. */
export function addressLookupFor(env: LookupEnv, localDevelopment: boolean): AddressLookup {
  if (env.ADDRESS_LOOKUP === 'fake' || localDevelopment) return new FakeAddressLookup()
  return new NoAddressLookup()
}
