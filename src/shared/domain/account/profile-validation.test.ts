import { describe, expect, it } from 'vitest'
import { normalisePhone, PROFILE_MESSAGES, validateProfile } from './profile-validation'

describe('normalisePhone', () => {
  it.each([
    ['07700 900123', 'gb', '+447700900123'],
    ['020 7946 0018', 'gb', '+442079460018'],
    ['+44 7700-900123', 'ie', '+447700900123'],
    ['087 123 4567', 'ie', '+353871234567'],
    ['01 234 5678', 'ie', '+35312345678'],
    ['00353 87 123 4567', 'gb', '+353871234567'],
  ] as const)('reads %j on a %s brand as %s', (input, country, expected) => {
    expect(normalisePhone(input, country)).toBe(expected)
  })

  it.each(['', '12345', '+1 202 555 0100', '07700 90012x', '+44 0 7700 900123', '0770'])(
    'rejects %j',
    (input) => {
      expect(normalisePhone(input, 'gb')).toBeNull()
    },
  )
})

describe('validateProfile', () => {
  it('accepts a first name alone', () => {
    expect(validateProfile({ firstName: 'Ann', lastName: '' }, 'gb')).toEqual({})
  })

  it('requires the first name and bounds both names', () => {
    expect(validateProfile({ firstName: ' ', lastName: 'x'.repeat(101) }, 'gb')).toEqual({
      firstName: PROFILE_MESSAGES.required,
      lastName: PROFILE_MESSAGES.tooLong,
    })
  })

  it('checks a phone only when one is given', () => {
    expect(validateProfile({ firstName: 'Ann', lastName: '', phone: '' }, 'gb')).toEqual({})
    expect(validateProfile({ firstName: 'Ann', lastName: '', phone: '123' }, 'gb')).toEqual({
      phone: PROFILE_MESSAGES.invalidPhone,
    })
  })
})
