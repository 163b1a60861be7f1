import { describe, expect, it } from 'vitest'
import { BRANDS, brandFromHost } from '../../config/brands'
import { mailOrigin } from './mail-origin'

describe('mail link origin', () => {
  it("uses the brand's own host in production, whatever Host the request carried", () => {
    const forged = 'https://attacker.example/api/v1/customer/password-reset'
    expect(mailOrigin(forged, brandFromHost('attacker.example'), 'production')).toBe(
      'https://dealio.co.uk',
    )
    expect(mailOrigin('https://dealio.ie/x', BRANDS.dealioie, 'production')).toBe(
      'https://dealio.ie',
    )
    expect(mailOrigin('http://livingsocial.co.uk/x', BRANDS.livingsocial, 'staging')).toBe(
      'https://livingsocial.co.uk',
    )
  })

  it('follows the request in development and the tests, so local links stay local', () => {
    expect(mailOrigin('http://ie.localhost:8787/x', BRANDS.dealioie, 'development')).toBe(
      'http://ie.localhost:8787',
    )
    expect(mailOrigin('http://localhost/api/v1/x', BRANDS.dealio, 'test')).toBe('http://localhost')
  })
})
