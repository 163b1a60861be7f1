import { describe, expect, it } from 'vitest'
import { INVALID_NAME_MESSAGE } from '../domain/account/name-rule'
import { DeliveryAddress } from './address'

const address = {
  line1: '1 High St',
  line2: null,
  town: 'London',
  county: null,
  postcode: 'sw1a1aa',
}

describe('delivery address', () => {
  it('trims its lines and normalises the postcode', () => {
    expect(DeliveryAddress.parse({ ...address, line1: ' 1 High St ' })).toMatchObject({
      line1: '1 High St',
      postcode: 'SW1A 1AA',
    })
  })

  it.each(['line1', 'line2', 'town', 'county'] as const)(
    'refuses control characters in %s',
    (field) => {
      const parsed = DeliveryAddress.safeParse({ ...address, [field]: 'Flat\u00002' })
      expect(parsed.error?.issues[0]?.message).toBe(INVALID_NAME_MESSAGE)
    },
  )
})
