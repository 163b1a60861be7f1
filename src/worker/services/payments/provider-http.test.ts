import { describe, expect, it } from 'vitest'
import { basicAuth, toDecimalAmount } from './provider-http'

describe('provider request helpers', () => {
  it.each([
    [1999, '19.99'],
    [5, '0.05'],
    [100, '1.00'],
    [200000, '2000.00'],
  ])('writes %i minor units as %s', (minor, decimal) => {
    expect(toDecimalAmount(minor)).toBe(decimal)
  })

  it('builds a Basic authorization header from a key pair', () => {
    expect(basicAuth('public', 'private')).toBe(`Basic ${btoa('public:private')}`)
  })
})
