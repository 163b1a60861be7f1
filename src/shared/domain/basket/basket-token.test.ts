import { describe, expect, it } from 'vitest'
import { basketTokenFromLocation, isUsableCustomerToken, isValidBasketToken } from './basket-token'

describe('isValidBasketToken', () => {
  it.each([
    ['a token of 11 characters', 'abcdefghijk', true],
    ['a uuid', '0f8fad5b-d9cb-469f-a165-70867728950e', true],
    ['a token of exactly 10 characters', 'abcdefghij', false],
    ['the string undefined', 'undefined', false],
    ['an empty string', '', false],
    ['null', null, false],
    ['undefined', undefined, false],
  ])('accepts %s: %s', (_case, token, valid) => {
    expect(isValidBasketToken(token)).toBe(valid)
  })
})

describe('basketTokenFromLocation', () => {
  it('reads the last path segment of the Location header', () => {
    expect(basketTokenFromLocation('/api/v1/basket/b7c1e0a2f9d4')).toBe('b7c1e0a2f9d4')
    expect(basketTokenFromLocation('https://x.test/basket/b7c1e0a2f9d4/?a=1')).toBe('b7c1e0a2f9d4')
  })

  it('is null when the header is missing or the token too short', () => {
    expect(basketTokenFromLocation(null)).toBeNull()
    expect(basketTokenFromLocation('/basket/short')).toBeNull()
    expect(basketTokenFromLocation('/basket/%E0%A4%A')).toBeNull()
  })
})

describe('isUsableCustomerToken', () => {
  it('needs at least 10 characters', () => {
    expect(isUsableCustomerToken('abcdefghij')).toBe(true)
    expect(isUsableCustomerToken('abcdefghi')).toBe(false)
    expect(isUsableCustomerToken(undefined)).toBe(false)
  })
})
