import { NoAddressLookup, type AddressLookup } from './address-lookup'
import { FakeAddressLookup } from './fake-address-lookup'

interface LookupEnv {
  ENVIRONMENT?: string
  /** 'fake' forces the local fake anywhere (a staging demo); a provider's name picks its
   * adapter once one is contracted. */
  ADDRESS_LOOKUP?: string
}

/** The address provider for this environment, as gatewayForMethod picks a payment provider:
 * the deterministic local fake in development and tests (or when ADDRESS_LOOKUP=fake), and
 * otherwise none, since no provider is contracted yet: production then suggests nothing and
 * keeps the postcode lookup and entry by hand. */
export function addressLookupFor(env: LookupEnv): AddressLookup {
  if (env.ADDRESS_LOOKUP === 'fake') return new FakeAddressLookup()
  if (env.ENVIRONMENT === 'development' || env.ENVIRONMENT === 'test') {
    return new FakeAddressLookup()
  }
  return new NoAddressLookup()
}
