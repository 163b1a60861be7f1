import { describe, expect, it } from 'vitest'
import { countryOfPostcode, isAddressInCountry } from './address-country'

describe('countryOfPostcode', () => {
  it('places an Eircode in Ireland and a UK postcode in Great Britain, however typed', () => {
    expect(countryOfPostcode('d02x285')).toBe('ie')
    expect(countryOfPostcode('SW11 1AB')).toBe('gb')
    expect(countryOfPostcode('not a code')).toBeNull()
  })
})

describe('isAddressInCountry', () => {
  it('keeps an address to its own site', () => {
    expect(isAddressInCountry({ postcode: 'D02 X285' }, 'ie')).toBe(true)
    expect(isAddressInCountry({ postcode: 'D02 X285' }, 'gb')).toBe(false)
    expect(isAddressInCountry({ postcode: 'SW11 1AB' }, 'ie')).toBe(false)
  })
})
