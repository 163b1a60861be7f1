import { describe, expect, it } from 'vitest'
import { checkAddress, EMPTY_ADDRESS } from './delivery-address'
import { INVALID_POSTCODE_MESSAGE } from './postcode'

describe('checkAddress', () => {
  it('trims the fields, drops empty optional ones and normalises the postcode', () => {
    expect(
      checkAddress({
        line1: ' 1 High St ',
        line2: ' ',
        town: 'Bath',
        county: '',
        postcode: 'ba11aa',
      }),
    ).toEqual({
      ok: true,
      address: { line1: '1 High St', line2: null, town: 'Bath', county: null, postcode: 'BA1 1AA' },
    })
  })

  it('asks for the first line, the town and a valid postcode', () => {
    const result = checkAddress({ ...EMPTY_ADDRESS, postcode: 'nope' })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(Object.keys(result.errors).sort()).toEqual(['line1', 'postcode', 'town'])
    expect(result.errors.postcode).toBe(INVALID_POSTCODE_MESSAGE)
  })

  it('accepts an Eircode for an Irish address', () => {
    const result = checkAddress({
      line1: '4 Quay Street',
      line2: '',
      town: 'Galway',
      county: 'Co. Galway',
      postcode: 'h91 e5w4',
    })
    expect(result).toMatchObject({ ok: true, address: { postcode: 'H91 E5W4' } })
  })

  it('refuses a line too long for a label', () => {
    const result = checkAddress({
      ...EMPTY_ADDRESS,
      line1: 'x'.repeat(101),
      town: 'Bath',
      postcode: 'BA1 1AA',
    })
    expect(result).toMatchObject({ ok: false, errors: { line1: 'Please shorten this line' } })
  })
})
