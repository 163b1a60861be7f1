import { describe, expect, it } from 'vitest'
import { registrationEndpoint } from './registration-endpoint'

describe('registrationEndpoint', () => {
  it('posts a plain registration with a password to register', () => {
    expect(registrationEndpoint({})).toBe('/api/v1/customer/register')
    expect(registrationEndpoint({ express: false, paypal: false })).toBe(
      '/api/v1/customer/register',
    )
  })

  it('posts a checkout registration without a password to express-register', () => {
    expect(registrationEndpoint({ express: true })).toBe('/api/v1/customer/express-register')
  })

  it('posts the PayPal fast lane to paypal-register, even when express is also set', () => {
    expect(registrationEndpoint({ paypal: true })).toBe('/api/v1/customer/paypal-register')
    expect(registrationEndpoint({ express: true, paypal: true })).toBe(
      '/api/v1/customer/paypal-register',
    )
  })
})
