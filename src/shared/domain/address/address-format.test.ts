import { describe, expect, it } from 'vitest'
import {
  formatAddressLine,
  formatPostcode,
  oneLineAddress,
  postcodeProblem,
} from './address-format'

describe('formatPostcode', () => {
  it.each([
    ['sw1a1aa', 'SW1A 1AA'],
    ['  ec2a   4ny ', 'EC2A 4NY'],
    ['m11ae', 'M1 1AE'],
    ['gir0aa', 'GIR 0AA'],
    ['d02x285', 'D02 X285'],
    ['D6W1234', 'D6W 1234'],
    ['h91 e5w4', 'H91 E5W4'],
  ])('puts the complete code %j in its normal form %j', (typed, formatted) => {
    expect(formatPostcode(typed)).toBe(formatted)
  })

  it.each([
    ['sw1', 'SW1'],
    [' d02  x2', 'D02 X2'],
    ['bt7   1n', 'BT7 1N'],
    ['', ''],
  ])('capitalises a partial code %j with single spaces, as %j', (typed, formatted) => {
    expect(formatPostcode(typed)).toBe(formatted)
  })
})

describe('formatAddressLine', () => {
  it.each([
    ['  12,  High   Street , ', '12, High Street'],
    ['Flat 2 ,  The Mews', 'Flat 2, The Mews'],
    [',,', ''],
  ])('tidies %j to %j', (typed, tidy) => {
    expect(formatAddressLine(typed)).toBe(tidy)
  })
})

describe('postcodeProblem', () => {
  it('accepts a UK postcode or an Eircode whatever the brand', () => {
    expect(postcodeProblem('sw1a 1aa', 'ie')).toBeNull()
    expect(postcodeProblem('D02X285', 'gb')).toBeNull()
  })

  it('names the kind of code the brand expects', () => {
    expect(postcodeProblem('SW1A', 'gb')).toMatch(/postcode, like SW1A 1AA/)
    expect(postcodeProblem('D02 X28', 'ie')).toMatch(/Eircode, like D02 X285/)
  })
})

describe('oneLineAddress', () => {
  it('joins the lines, skipping an empty second line, and ends with the code', () => {
    const address = { line1: '1 High St', line2: null, town: 'Bath', postcode: 'BA1 1AA' }
    expect(oneLineAddress(address)).toBe('1 High St, Bath BA1 1AA')
    expect(oneLineAddress({ ...address, line2: 'Widcombe' })).toBe(
      '1 High St, Widcombe, Bath BA1 1AA',
    )
  })
})
